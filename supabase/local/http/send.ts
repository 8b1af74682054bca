// Writing answers, for every service: JSON, empty and text bodies. Services differ on purpose in
// how they label JSON (Kong, GoTrue and the functions runner send `application/json`; Storage,
// Realtime and Mailpit add `; charset=utf-8`), so a service names its type with jsonSender once.
import type { ServerResponse } from "node:http";

export const JSON_TYPE = "application/json";
export const JSON_UTF8_TYPE = "application/json; charset=utf-8";

export type SendJson = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) => void;

export interface BodyStyle {
  contentType: string;
  /** false: no Content-Length (Node then sends the body chunked), as the inbox's API always has. */
  contentLength?: boolean;
}

/** A sendJson for one service's style: Content-Type, Content-Length, then `headers` (which win). */
export function jsonSender(style: BodyStyle): SendJson {
  return (res, status, body, headers) => sendText(res, status, JSON.stringify(body), style, headers);
}

/** `application/json` with its length: the gateway's, auth's and the functions runner's answers. */
export const sendJson: SendJson = jsonSender({ contentType: JSON_TYPE });

/** A status with no body (`Content-Length: 0`). */
export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Length": "0", ...headers });
  res.end();
}

/** A text body of the given type, with or without its length (see BodyStyle.contentLength). */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  style: BodyStyle,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": style.contentType,
    ...((style.contentLength ?? true) ? { "Content-Length": Buffer.byteLength(text) } : {}),
    ...headers,
  });
  res.end(text);
}
