// An SMTP server whose behaviour tests and benchmarks switch at will, to put the lead functions
// through mail outages: accept, refuse (421 at connect), hang (connection open, no greeting),
// hold (the whole message received, the final reply withheld) and down (nothing listening).
// It keeps what it accepted, by Message-ID, so a test can tell "sent once" from "sent twice".
// Like a real MTA it takes responsibility for a message only when it sends 250: a client that
// goes away before that (mid-DATA, or while a reply is held) leaves nothing behind.
import { once } from "node:events";
import PostalMime from "postal-mime";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

export type SmtpBehaviour = "accept" | "refuse" | "hang" | "hold" | "down";

export interface AcceptedMessage {
  messageId: string;
  to: string[];
  subject: string;
  acceptedAt: Date;
}

export interface ControllableSmtp {
  port: number;
  readonly behaviour: SmtpBehaviour;
  /** Switching lets waiting clients go on as the new behaviour says (accept, or refuse them). */
  set(behaviour: SmtpBehaviour): Promise<void>;
  readonly accepted: readonly AcceptedMessage[];
  /** Connections kept waiting for a greeting (hang) or a final reply (hold). */
  waiting(): number;
  /** Every connection the server has seen. */
  connections(): number;
  close(): Promise<void>;
}

const HOST = "127.0.0.1";

function refusal(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

type Waiter = (behaviour: SmtpBehaviour) => void;

export async function startControllableSmtp(initial: SmtpBehaviour = "accept", port = 0): Promise<ControllableSmtp> {
  let behaviour: SmtpBehaviour = initial;
  const accepted: AcceptedMessage[] = [];
  // Clients kept waiting, by session id; removed when they are released or go away.
  const waiters = new Map<string, Waiter>();
  let connectionCount = 0;

  function keep(session: SMTPServerSession, waiter: Waiter): void {
    waiters.set(session.id, waiter);
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    banner: "controllable test SMTP",
    logger: false,
    // On close, idle pooled client connections are cut after 0.1 s rather than 30.
    closeTimeout: 100,
    onConnect(session, callback) {
      connectionCount += 1;
      const proceed: Waiter = (now) =>
        now === "refuse" || now === "down" ? callback(refusal(421, "Service not available")) : callback();
      if (behaviour === "hang") keep(session, proceed);
      else proceed(behaviour);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      // The client went away mid-DATA: nothing was accepted.
      stream.on("error", () => undefined);
      stream.on("end", () => {
        const finish: Waiter = (now) => {
          if (now === "refuse" || now === "down") return callback(refusal(451, "Try again later"));
          PostalMime.parse(Buffer.concat(chunks))
            .then((email) => {
              accepted.push({
                messageId: email.messageId ?? "",
                to: (email.to ?? []).map((address) => address.address ?? ""),
                subject: email.subject ?? "",
                acceptedAt: new Date(),
              });
              callback(null, "OK: accepted by the controllable test server");
            })
            .catch((error: Error) => callback(error));
        };
        if (behaviour === "hold") keep(session, finish);
        else finish(behaviour);
      });
    },
    onClose(session) {
      // A held message whose client left is never stored, like an MTA that never sent its 250.
      waiters.delete(session.id);
    },
  });
  server.on("error", () => undefined);

  const listen = async (at: number) => {
    server.server.listen(at, HOST);
    await once(server.server, "listening");
    return (server.server.address() as { port: number }).port;
  };
  const boundPort = await listen(port);
  if (initial === "down") server.server.close();

  return {
    port: boundPort,
    get behaviour() {
      return behaviour;
    },
    get accepted() {
      return accepted;
    },
    async set(next) {
      const previous = behaviour;
      behaviour = next;
      if (previous === "down" && next !== "down") await listen(boundPort);
      // Stops accepting connections; open ones carry on (and are refused if they ask for more).
      if (next === "down" && previous !== "down") server.server.close();
      if (next === "hang" || next === "hold") return;
      for (const [id, waiter] of [...waiters]) {
        waiters.delete(id);
        waiter(next);
      }
    },
    waiting: () => waiters.size,
    connections: () => connectionCount,
    async close() {
      behaviour = "refuse";
      for (const waiter of waiters.values()) waiter("refuse");
      waiters.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
