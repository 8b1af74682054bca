// pg_net's background worker, for the emulated pg_net (extensions/pg_net--0.14.sql): after a
// transaction that queued requests commits, sends them, each with its own timeout, and stores
// each answer (or the error) in net._http_response under the request's id, as pg_net does.
// Answers older than pg_net's default TTL (6 hours) are deleted. A project without pg_net has no
// queue, and the worker stays idle.
import type { Database } from "./database.ts";
import { emulatedSchema } from "./extensions.ts";

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  timeout_milliseconds: number;
}

export interface NetWorker {
  /** Resolves once every request queued so far has its answer stored. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

const BATCH = 200;

export async function startNetWorker(db: Database): Promise<NetWorker> {
  const abort = new AbortController();
  let draining: Promise<void> = Promise.resolve();
  let stopped = false;

  const hasNet = async () => (await emulatedSchema(db, "net")) !== null;

  async function send(request: QueuedRequest): Promise<unknown[]> {
    const timeout = AbortSignal.timeout(request.timeout_milliseconds);
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? undefined,
        signal: AbortSignal.any([timeout, abort.signal]),
      });
      const content = await response.text();
      return [
        request.id,
        response.status,
        response.headers.get("content-type"),
        JSON.stringify(Object.fromEntries(response.headers)),
        content,
        false,
        null,
      ];
    } catch (error) {
      const timedOut = timeout.aborted;
      const message = timedOut
        ? `Timeout of ${request.timeout_milliseconds} ms reached`
        : (((error as Error).cause as Error | undefined)?.message ?? (error as Error).message);
      return [request.id, null, null, null, null, timedOut, message];
    }
  }

  async function drainOnce(): Promise<number> {
    const { rows } = await db.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit ${BATCH})
        returning id, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds`,
    );
    const answers = await Promise.all(rows.map(send));
    for (const answer of answers) {
      if (stopped) break;
      await db.query(
        `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
         values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
        answer,
      );
    }
    await db.query("delete from net._http_response where created < now() - interval '6 hours'");
    return rows.length;
  }

  function drain(): Promise<void> {
    draining = draining
      .then(async () => {
        while (!stopped && (await drainOnce()) > 0);
      })
      .catch((error: unknown) => {
        if (!stopped) console.error("[local-stack] pg_net request failed:", error);
      });
    return draining;
  }

  if (!(await hasNet())) {
    return { settle: async () => undefined, stop: async () => undefined };
  }
  const unlisten = await db.listen("net_request_queued", () => void drain());
  void drain();
  return {
    settle: () => drain(),
    async stop() {
      stopped = true;
      abort.abort();
      await unlisten();
      await draining;
    },
  };
}
