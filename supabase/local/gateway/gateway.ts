// The API port (54321): what Kong does in the Supabase CLI. The caller's address, CORS for
// browsers, a body-size cap, and routing by prefix to auth, rest, functions and the realtime websocket.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { apiKeyRejection, needsApiKey, rewriteOpaqueKeys } from "./api-keys.ts";
import { decideClientAddress, normalizeAddress } from "../http/client-address.ts";
import { readBody } from "../http/read-body.ts";
import { sendJson } from "../http/send.ts";
import { createAuthHandler } from "../auth/api/routes.ts";
import type { ServiceHandler, StackContext } from "../context.ts";
import { createFunctionsHandler } from "../functions/functions.ts";
import { attachRealtime } from "../realtime/realtime.ts";
import { createRestHandler } from "../rest/rest.ts";
import { createStorageHandler, storageBodyLimit } from "../storage/storage.ts";

export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Edge Functions read their own bodies (an upload in multipart/form-data, say) and answer their own
 * 413: hosted Supabase documents no smaller cap in front of them. This bound only keeps one
 * request from filling the stack's memory.
 */
export const FUNCTIONS_MAX_BODY_BYTES = 20 * 1024 * 1024;
/** A client still sending after this much of a refused body has its connection closed instead. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;

const ALLOWED_HEADERS =
  "apikey, authorization, content-type, x-client-info, x-supabase-api-version, accept-profile, " +
  "content-profile, prefer, range, x-retry-count, x-region, accept";
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
  // Without this exposure the browser hides the auth API version and auth-js loses error codes.
  "Access-Control-Expose-Headers": "X-Supabase-Api-Version, Content-Range, x-relay-error",
} as const;

const REALTIME_WEBSOCKET_PATH = "/realtime/v1/websocket";

export interface Gateway {
  handleRequest(req: IncomingMessage, res: ServerResponse): void;
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): Promise<void>;
}

export async function createGateway(ctx: StackContext): Promise<Gateway> {
  const routes: Array<[prefix: string, handler: ServiceHandler]> = [
    ["/auth/v1", createAuthHandler(ctx)],
    ["/rest/v1", await createRestHandler(ctx)],
    ["/functions/v1", await createFunctionsHandler(ctx)],
    ["/storage/v1", await createStorageHandler(ctx)],
  ];
  // Uploads are bigger than API calls: Storage checks each bucket's own limit itself.
  const bodyLimits: Record<string, number> = {
    "/storage/v1": storageBodyLimit(ctx.config.storage),
    "/functions/v1": FUNCTIONS_MAX_BODY_BYTES,
  };
  const realtime = attachRealtime(ctx);
  routes.push(["/realtime/v1", realtime.handleRequest]);
  const trustedProxies = new Set(ctx.config.trustedProxies.map(normalizeAddress));

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    decideClientAddress(req, trustedProxies);
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === "OPTIONS") return answerPreflight(req, res);
    const path = pathOf(req.url);
    const route = routes.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
    if (!route) return sendJson(res, 404, { message: "no Route matched with those values" });
    rewriteOpaqueKeys(req);
    const rejection = needsApiKey(path) ? apiKeyRejection(req) : null;
    if (rejection) return sendJson(res, 401, { message: rejection });
    const [prefix, handler] = route;
    const body = await readBody(req, bodyLimits[prefix] ?? MAX_BODY_BYTES);
    if (!body) return rejectTooLarge(req, res);
    await handler(req, res, body, path.slice(prefix.length) || "/");
  }

  return {
    handleRequest(req, res) {
      serve(req, res).catch((error: unknown) => failRequest(res, error));
    },
    handleUpgrade(req, socket, head) {
      decideClientAddress(req, trustedProxies);
      if (pathOf(req.url) === REALTIME_WEBSOCKET_PATH) {
        realtime.handleUpgrade(req, socket, head);
      } else {
        socket.end("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      }
    },
    async close() {
      await realtime.close();
      await Promise.all(routes.map(([, handler]) => handler.close?.()));
    },
  };
}

function pathOf(url: string | undefined): string {
  const raw = (url ?? "/").split("?")[0];
  return raw.length > 1 ? raw.replace(/\/+$/, "") : raw;
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers["access-control-request-headers"];
  res.writeHead(200, {
    // Echo what the browser asks for so custom headers never break a preflight.
    "Access-Control-Allow-Headers": requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS,
    "Access-Control-Max-Age": "3600",
    "Content-Length": "0",
  });
  res.end();
}

/**
 * 413 once the client has finished sending: answered mid-upload, the closed connection reaches a
 * client still writing (Node's fetch, a browser) as a network error, and it never reads the 413.
 */
function rejectTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const answer = () => {
    res.setHeader("Connection", "close");
    sendJson(res, 413, { message: "Request size limit exceeded" });
  };
  if (req.complete) return answer();
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) req.destroy();
  });
  req.once("end", answer);
  req.resume();
}

function failRequest(res: ServerResponse, error: unknown): void {
  console.error("[local-stack] request failed:", error);
  if (res.headersSent) {
    res.destroy();
  } else {
    sendJson(res, 500, { message: "An unexpected error occurred in the local stack" });
  }
}
