// Realtime's REST broadcast (lib/realtime_web/controllers/broadcast_controller.ex and
// broadcast_single_controller.ex), behind /realtime/v1/api:
//   POST /api/broadcast                       {messages: [{topic, event, payload, private?, id?}]}
//     used by channel.send() before the channel is joined;
//   POST /api/broadcast/:topic/events/:event  body = payload (JSON or octet-stream), ?private=true
//     used by channel.httpSend().
// Both answer 202 with an empty body. Private messages need INSERT on realtime.messages for
// extension 'broadcast' (the batch form drops unauthorised ones silently, the single form 403s).
import type { IncomingMessage, ServerResponse } from "node:http";
import { JsonBodyError, parseJsonBuffer } from "../http/json-body.ts";
import { JSON_UTF8_TYPE, jsonSender, sendEmpty } from "../http/send.ts";
import { bearerToken, type JwtClaims } from "../jwt.ts";
import type { ChannelPolicies } from "./channel-authorization.ts";
import { checkToken } from "./tokens.ts";

export interface BroadcastTarget {
  /** Delivers `{type: "broadcast", event, payload, meta?}` to every channel of `topic` ("realtime:…"). */
  broadcast(topic: string, isPrivate: boolean, message: Record<string, unknown>): void;
  authorize(claims: JwtClaims, subtopic: string): Promise<ChannelPolicies>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer, subpath: string) => Promise<void>;

const SINGLE_PATH = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/;
const UNSUPPORTED_MEDIA = "Unsupported Media Type. Use application/json or application/octet-stream";

// Realtime (Phoenix) labels its JSON with a charset.
const sendJson = jsonSender({ contentType: JSON_UTF8_TYPE });

function accepted(res: ServerResponse): void {
  sendEmpty(res, 202);
}

/** Realtime's AuthTenant: the Bearer token, else the apikey header, must be a valid JWT. */
function callerClaims(req: IncomingMessage): JwtClaims | null {
  const apikey = Array.isArray(req.headers.apikey) ? req.headers.apikey[0] : req.headers.apikey;
  const token = bearerToken(req.headers.authorization) ?? apikey;
  if (!token) return null;
  const check = checkToken(token);
  return check.ok ? check.claims : null;
}

type FieldErrors = Record<string, string[]>;

/** Ecto's cast + validate_required for one message of the batch. */
function messageErrors(value: unknown): FieldErrors {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { messages: ["is invalid"] };
  const message = value as Record<string, unknown>;
  const errors: FieldErrors = {};
  for (const field of ["topic", "event"]) {
    if (message[field] === undefined || message[field] === null || message[field] === "")
      errors[field] = ["can't be blank"];
    else if (typeof message[field] !== "string") errors[field] = ["is invalid"];
  }
  if (message.payload === undefined || message.payload === null) errors.payload = ["can't be blank"];
  else if (typeof message.payload !== "object" || Array.isArray(message.payload)) errors.payload = ["is invalid"];
  if (message.private !== undefined && message.private !== null && typeof message.private !== "boolean") {
    errors.private = ["is invalid"];
  }
  if (message.id !== undefined && message.id !== null && typeof message.id !== "string") errors.id = ["is invalid"];
  return errors;
}

function readJson(body: Buffer, res: ServerResponse): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parseJsonBuffer(body, { rejectLoneSurrogates: true }) };
  } catch (error) {
    if (!(error instanceof JsonBodyError)) throw error;
    sendJson(res, 400, { message: `Bad Request: ${error.message}` });
    return { ok: false };
  }
}

export function createBroadcastApi(target: BroadcastTarget): Handler {
  async function batch(res: ServerResponse, claims: JwtClaims, body: Buffer): Promise<void> {
    const parsed = readJson(body, res);
    if (!parsed.ok) return;
    const messages = (parsed.value as { messages?: unknown } | undefined)?.messages;
    if (!Array.isArray(messages) || messages.length === 0) {
      const problem = messages === undefined || messages === null || (Array.isArray(messages) && messages.length === 0);
      return sendJson(res, 422, { errors: { messages: [problem ? "can't be blank" : "is invalid"] } });
    }
    const errors = messages.map(messageErrors);
    if (errors.some((fields) => Object.keys(fields).length > 0))
      return sendJson(res, 422, { errors: { messages: errors } });
    const allowed = new Map<string, boolean>();
    for (const message of messages as Array<Record<string, unknown>>) {
      const topic = message.topic as string;
      const isPrivate = message.private === true;
      if (isPrivate) {
        if (!allowed.has(topic)) allowed.set(topic, (await target.authorize(claims, topic)).write.broadcast);
        if (!allowed.get(topic)) continue;
      }
      const wire: Record<string, unknown> = { type: "broadcast", event: message.event, payload: message.payload };
      if (typeof message.id === "string") wire.meta = { id: message.id };
      target.broadcast(`realtime:${topic}`, isPrivate, wire);
    }
    accepted(res);
  }

  async function single(
    req: IncomingMessage,
    res: ServerResponse,
    claims: JwtClaims,
    body: Buffer,
    [topic, event]: [string, string],
  ): Promise<void> {
    const contentType = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    const isBinary = contentType === "application/octet-stream";
    if (contentType !== "" && contentType !== "application/json" && !isBinary) {
      return sendJson(res, 415, { error: UNSUPPORTED_MEDIA });
    }
    let payload: unknown = body;
    if (!isBinary) {
      const parsed = readJson(body, res);
      if (!parsed.ok) return;
      // Phoenix hands a non-object JSON body to the controller under "_json".
      const value = parsed.value ?? {};
      payload = typeof value === "object" && value !== null && !Array.isArray(value) ? value : { _json: value };
    }
    const isPrivate = new URL(req.url ?? "/", "http://local").searchParams.get("private") === "true";
    if (isPrivate && !(await target.authorize(claims, topic)).write.broadcast) {
      return sendJson(res, 403, { message: "Unauthorized" });
    }
    target.broadcast(`realtime:${topic}`, isPrivate, { type: "broadcast", event, payload });
    accepted(res);
  }

  return async (req, res, body, subpath) => {
    const singleMatch = subpath.match(SINGLE_PATH);
    if (subpath !== "/api/broadcast" && !singleMatch) return sendJson(res, 404, { message: "Not Found" });
    if (req.method !== "POST") return sendJson(res, 405, { message: `Unsupported HTTP method: ${req.method}` });
    const claims = callerClaims(req);
    if (!claims) return sendJson(res, 401, { message: "Unauthorized" });
    if (!singleMatch) return batch(res, claims, body);
    let names: [string, string];
    try {
      names = [decodeURIComponent(singleMatch[1]), decodeURIComponent(singleMatch[2])];
    } catch {
      return sendJson(res, 400, { message: "Bad Request: malformed percent-encoding in the path" });
    }
    return single(req, res, claims, body, names);
  };
}
