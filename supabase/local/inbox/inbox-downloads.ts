// Mailpit's downloads: a message's source (`/raw`) and one of its parts (`/part/{PartID}`).
// Both are a sender's bytes served from the inbox's origin: the browser may show them, never run them.
import type { ServerResponse } from "node:http";
import type { StoredMessage } from "./mailbox.ts";
import { findPart } from "./message-parts.ts";

const DOWNLOAD_HEADERS = {
  "Content-Security-Policy": "sandbox; default-src 'none'",
  "X-Content-Type-Options": "nosniff",
};
// A part's type goes into a header as it was sent only when it is a plain media type.
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** The source as Mailpit serves it: plain text, or a `<ID>.eml` download with `?dl=1`. */
export function sendRaw(res: ServerResponse, message: StoredMessage, download: boolean): void {
  const disposition: Record<string, string> = download
    ? { "Content-Disposition": `attachment; filename="${message.id}.eml"` }
    : {};
  sendBytes(res, message.raw, "text/plain; charset=utf-8", disposition);
}

/** The part's decoded bytes with its media type, as Mailpit answers; false when there is no such part. */
export function sendPart(res: ServerResponse, message: StoredMessage, partId: string): boolean {
  const part = findPart(message.raw, partId);
  if (!part) return false;
  sendBytes(res, part.content, MEDIA_TYPE.test(part.contentType) ? part.contentType : "application/octet-stream", {
    "Content-Disposition": `inline; filename="${encodeURIComponent(part.fileName)}"`,
  });
  return true;
}

function sendBytes(res: ServerResponse, body: Buffer, contentType: string, headers: Record<string, string>): void {
  res.writeHead(200, { "Content-Type": contentType, "Content-Length": body.length, ...DOWNLOAD_HEADERS, ...headers });
  res.end(body);
}
