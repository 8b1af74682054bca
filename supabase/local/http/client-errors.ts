// Requests Node's HTTP parser refuses before any handler runs (an over-long URL, oversized
// headers, an unknown method, bytes that are not HTTP). Without a 'clientError' answer the
// connection just drops; Kong answers these with a status, so we write one too, with a JSON body.
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { methodNotAllowedBody } from "./service-errors.ts";

/** Node's default, set explicitly so NODE_OPTIONS cannot change what "too long" means here. */
export const MAX_HEADER_BYTES = 16 * 1024;

interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+)/;

function statusText(status: number): string {
  return (
    {
      400: "Bad Request",
      405: "Method Not Allowed",
      408: "Request Timeout",
      414: "Request-URI Too Large",
      431: "Request Header Fields Too Large",
    }[status] ?? "Bad Request"
  );
}

/** The status and JSON body for a request the parser refused. */
export function clientErrorAnswer(error: ParserError): { status: number; body: unknown } {
  const packet = error.rawPacket?.toString("latin1") ?? "";
  const requestLine = packet.match(REQUEST_LINE);
  const firstLineEnd = packet.indexOf("\r\n");
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW": {
      // The request line alone fills the limit (or never ends within it): the URL is too long.
      const urlTooLong = requestLine !== null && (firstLineEnd < 0 || firstLineEnd > MAX_HEADER_BYTES / 2);
      const status = urlTooLong ? 414 : 431;
      return { status, body: { message: statusText(status) } };
    }
    case "HPE_INVALID_METHOD": {
      const method = requestLine?.[1] ?? packet.split(/[\s/]/, 1)[0].slice(0, 32);
      if (!requestLine || !/^[A-Za-z-]+$/.test(method)) return { status: 400, body: { message: "Bad Request" } };
      return { status: 405, body: methodNotAllowedBody(requestLine[2].split("?")[0], method) };
    }
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, body: { message: statusText(408) } };
    default:
      return { status: 400, body: { message: statusText(400) } };
  }
}

/** The server's 'clientError' listener: answer, then close the connection. */
export function answerClientError(error: Error, socket: Duplex): void {
  if (!socket.writable || (error as ParserError).code === "ECONNRESET") return void socket.destroy();
  const { status, body } = clientErrorAnswer(error as ParserError);
  writeAndClose(socket, status, body);
}

/** The server's 'connect' listener: no service here tunnels, so CONNECT is a 405 (Node would just close). */
export function answerConnect(req: IncomingMessage, socket: Duplex): void {
  writeAndClose(socket, 405, methodNotAllowedBody((req.url ?? "").split("?")[0], "CONNECT"));
}

function writeAndClose(socket: Duplex, status: number, body: unknown): void {
  if (!socket.writable) return void socket.destroy();
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${statusText(status)}\r\n` +
      "Content-Type: application/json\r\n" +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      "Access-Control-Allow-Origin: *\r\n" +
      "Connection: close\r\n\r\n" +
      text,
  );
}
