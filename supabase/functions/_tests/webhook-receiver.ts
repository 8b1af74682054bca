// A CRM's webhook endpoint for tests and the load bench (Node only): an HTTP server on 127.0.0.1
// that verifies each request's Standard Webhooks signature with the `standardwebhooks` library (as
// a receiver would), keeps what it got, and can be switched between answering, failing, hanging
// past the sender's timeout and down (its port closed).

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { Webhook } from "standardwebhooks";

export type ReceiverMode =
  /** 200 at once. */
  | "good"
  /** 500 at once. */
  | "failing"
  /** Answers 200 after `slowMs` (longer than the sender waits). */
  | "slow";

export interface ReceivedWebhook {
  path: string;
  webhookId: string;
  /** The signature verified with the endpoint's secret (and a fresh timestamp). */
  verified: boolean;
  payload: unknown;
  /** What this request was answered (0: no answer, the sender had gone). */
  answered: number;
  at: number;
}

export interface WebhookReceiver {
  port: number;
  url: (path?: string) => string;
  received: ReceivedWebhook[];
  /** Verified requests per webhook-id. */
  uniqueIds: () => Set<string>;
  mode: ReceiverMode;
  /** Decides each request's answer instead of `mode` when set: e.g. failing half at random. */
  decide?: (webhookId: string) => ReceiverMode;
  slowMs: number;
  /** A path's secret; requests to other paths use `secret`. */
  secrets: Map<string, string>;
  secret: string;
  /** Stop listening (down) and start again on the same port. */
  listening: boolean;
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function verify(secret: string, body: string, request: IncomingMessage): { verified: boolean; payload: unknown } {
  const headers = Object.fromEntries(
    ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [name, String(request.headers[name] ?? "")]),
  );
  try {
    return { verified: true, payload: new Webhook(secret).verify(body, headers) };
  } catch {
    return { verified: false, payload: null };
  }
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;

  const receiver: WebhookReceiver = {
    port: 0,
    url: (path = "/hook") => `http://127.0.0.1:${receiver.port}${path}`,
    received: [],
    uniqueIds: () => new Set(receiver.received.filter((entry) => entry.verified).map((entry) => entry.webhookId)),
    mode: "good",
    slowMs: 0,
    secrets: new Map(),
    secret,
    listening: false,
    down: async () => {
      receiver.listening = false;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    up: () => listen(),
    close: () => receiver.down(),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const path = (request.url ?? "/").split("?")[0];
    const { verified, payload } = verify(receiver.secrets.get(path) ?? receiver.secret, body, request);
    const webhookId = String(request.headers["webhook-id"] ?? "");
    const entry: ReceivedWebhook = { path, webhookId, verified, payload, answered: 0, at: Date.now() };
    receiver.received.push(entry);
    const mode = receiver.decide?.(webhookId) ?? receiver.mode;
    if (!verified) {
      entry.answered = 401;
      return response.writeHead(401).end("bad signature");
    }
    if (mode === "failing") {
      entry.answered = 500;
      return response.writeHead(500).end("receiver failing on purpose");
    }
    if (mode === "slow") await new Promise((resolve) => setTimeout(resolve, receiver.slowMs));
    if (response.destroyed) return;
    entry.answered = 200;
    response.writeHead(200, { "content-type": "application/json" }).end('{"received":true}');
  }

  function listen(): Promise<void> {
    server = createServer((request, response) => {
      handle(request, response).catch(() => response.destroy());
    });
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    return new Promise((resolve) => {
      server.listen(port, "127.0.0.1", () => {
        port = (server.address() as AddressInfo).port;
        receiver.port = port;
        receiver.listening = true;
        resolve();
      });
    });
  }

  await listen();
  return receiver;
}
