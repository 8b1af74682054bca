// Forwards one request to a worker's loopback port and streams the answer back unchanged.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { clientAddressOf } from "../http/client-address.ts";

const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"];
// Host and length are set anew for the hop to the worker; the worker's own length is kept.
const SKIPPED_REQUEST_HEADERS = new Set([...HOP_BY_HOP, "host", "content-length"]);
const SKIPPED_RESPONSE_HEADERS = new Set(HOP_BY_HOP);

/** The worker could not be reached or dropped the connection before answering. */
export class WorkerUnreachableError extends Error {
  constructor(
    message: string,
    /** Connection refused: the request never reached the function, so it is safe to retry. */
    readonly neverReached: boolean,
  ) {
    super(message);
    this.name = "WorkerUnreachableError";
  }
}

function forwardedHeaders(req: IncomingMessage, body: Buffer): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!SKIPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  }
  // The platform's edge sets the client IP; a client-sent value is not trusted, as there.
  headers["x-forwarded-for"] = clientAddressOf(req);
  headers["content-length"] = String(body.length);
  return headers;
}

/**
 * Proxies to `port`. `path` is what the function sees as its URL path (`/<name>/…?…`, as on the
 * platform). Resolves once the response has been fully streamed to the client.
 */
export function proxyToWorker(
  port: number,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const upstream = httpRequest(
      { host: "127.0.0.1", port, method: req.method, path, headers: forwardedHeaders(req, body) },
      (answer) => {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !SKIPPED_RESPONSE_HEADERS.has(name)) headers[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        answer.on("end", resolve);
        answer.on("error", () => {
          res.destroy();
          resolve();
        });
      },
    );
    let clientGone = false;
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      // Our own destroy() after the client left: the worker is fine, nobody is waiting for it.
      if (clientGone) return resolve();
      reject(new WorkerUnreachableError(error.message, error.code === "ECONNREFUSED"));
    });
    // A client that gives up stops the upstream request too (event streams, long polls).
    res.on("close", () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
      resolve();
    });
    upstream.end(body);
  });
}
