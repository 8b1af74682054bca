// Web-standard Request -> Response adapter around the lead handler: CORS, method check, body size
// limit, client IP and the Idempotency-Key header. Deno.serve hands it requests in production;
// tests call it directly.

import { CORS_HEADERS } from "./cors.ts";
import { handleLeadSubmission, type LeadHandlerDeps, type LeadResponse } from "./lead-handler.ts";
import type { LeadKind } from "./lead-submission.ts";
import { SERVER_ONLY_ERRORS, type ToastText } from "@rules/lead-validation.ts";
import { bodyMaxBytes } from "./lead-request-body.ts";
import { cleanSingleLine } from "@rules/text-cleaning.ts";

const IP_MAX_LENGTH = 64;
const USER_AGENT_MAX_LENGTH = 512;

/** A JSON answer with the CORS headers every answer needs. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, ...headers, "Content-Type": "application/json" },
  });
}

const errorResponse = (status: number, toast: ToastText, headers: Record<string, string> = {}) =>
  jsonResponse(status, { error: { field: "body", title: toast.title, description: toast.description } }, headers);

/**
 * First hop of x-forwarded-for (the client as the platform's proxy saw it). Only characters
 * that occur in IPv4/IPv6 addresses are kept, so the value is safe to store and to key on.
 */
export function clientIpFrom(headers: Headers): string {
  const firstHop = (headers.get("x-forwarded-for") ?? "").split(",")[0].trim();
  return /^[0-9A-Fa-f:.]+$/.test(firstHop) ? firstHop.slice(0, IP_MAX_LENGTH) : "";
}

/** Reads at most `limit` bytes; null when the body is larger, whatever Content-Length claims. */
export async function readBytesWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** readBytesWithin, as text. */
export async function readBodyWithin(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytesWithin(request, limit);
  // Invalid UTF-8 becomes U+FFFD rather than an exception; validation then judges the text.
  return bytes && new TextDecoder().decode(bytes);
}

const toResponse = (result: LeadResponse): Response => jsonResponse(result.status, result.body, result.headers);

/** Builds the fetch handler an Edge Function passes to Deno.serve. */
export function createLeadHttpHandler(kind: LeadKind, deps: LeadHandlerDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (request.method !== "POST") {
      return errorResponse(405, SERVER_ONLY_ERRORS.methodNotAllowed, { Allow: "POST, OPTIONS" });
    }
    try {
      const rawBody = await readBodyWithin(request, bodyMaxBytes(kind));
      if (rawBody === null) return errorResponse(413, SERVER_ONLY_ERRORS.bodyTooLarge);
      const meta = {
        clientIp: clientIpFrom(request.headers),
        userAgent: cleanSingleLine(request.headers.get("user-agent") ?? "").slice(0, USER_AGENT_MAX_LENGTH),
      };
      const idempotencyKey = request.headers.get("idempotency-key");
      return toResponse(await handleLeadSubmission(kind, rawBody, meta, deps, idempotencyKey));
    } catch (error) {
      // The handler catches its own failures; this is the last guard so CORS headers survive.
      (deps.logError ?? console.error)("unexpected lead function failure", error);
      return errorResponse(500, SERVER_ONLY_ERRORS.storageFailed);
    }
  };
}
