// The local inbox (Mailpit's role in the Supabase CLI): HTTP on 54324 for people and tests,
// SMTP on 54325 for senders. Both file into one in-memory Mailbox.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { SMTPServer } from "smtp-server";
import { answerClientError, answerConnect } from "../http/client-errors.ts";
import { parseJsonBuffer } from "../http/json-body.ts";
import { readBody } from "../http/read-body.ts";
import { JSON_UTF8_TYPE, jsonSender, sendText as writeText } from "../http/send.ts";
import { messageDetail, messageList, searchMessages } from "./inbox-api.ts";
import { sendPart, sendRaw } from "./inbox-downloads.ts";
import { renderMessage, renderMessageList, renderNotFound } from "./inbox-pages.ts";
import { createSmtpServer } from "./inbox-smtp.ts";
import type { Mailbox } from "./mailbox.ts";

const LOOPBACK = "127.0.0.1";
const PAGE_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

export interface RunningInbox {
  inboxUrl: string;
  httpPort: number;
  smtpPort: number;
  close(): Promise<void>;
}

export async function startInbox(mailbox: Mailbox, ports: { http: number; smtp: number }): Promise<RunningInbox> {
  const http = createServer((req, res) => {
    try {
      serveInbox(mailbox, req, res);
    } catch (error) {
      console.error("[local-stack] inbox request failed:", error);
      if (!res.headersSent) sendJson(res, 500, { Error: "internal error" });
      else res.destroy();
    }
  });
  http.on("clientError", answerClientError);
  http.on("connect", answerConnect);
  const httpPort = await listen(http, ports.http);
  const smtp = createSmtpServer(mailbox);
  smtp.on("error", (error: NodeJS.ErrnoException) => {
    // A client hanging up mid-session (a function worker stopped while sending) is routine.
    if (error.code === "ECONNRESET" || error.code === "EPIPE") return;
    console.error("[local-stack] SMTP error:", error);
  });
  let smtpPort: number;
  try {
    smtpPort = await listenSmtp(smtp, ports.smtp);
  } catch (error) {
    await closeHttp(http);
    throw error;
  }
  return {
    inboxUrl: `http://${LOOPBACK}:${httpPort}`,
    httpPort,
    smtpPort,
    async close() {
      await Promise.all([closeHttp(http), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}

function serveInbox(mailbox: Mailbox, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://inbox.local");
  const path = url.pathname.replace(/\/+$/, "") || "/";
  res.setHeader("Access-Control-Allow-Origin", "*");
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      "Access-Control-Allow-Methods": "GET, DELETE, OPTIONS",
      "Access-Control-Allow-Headers": "content-type",
    });
    return void res.end();
  }
  // /api/v1/message/{ID}, and its /raw and /part/{PartID}
  const apiRoute = path.match(/^\/api\/v1\/message\/([^/]+)(\/raw|\/part\/([^/]+))?$/);
  const pageId = path.match(/^\/message\/([^/]+)$/)?.[1];

  if (req.method === "GET" && path === "/api/v1/messages") {
    return sendJson(res, 200, messageList(mailbox.list(), numberParam(url, "start", 0), numberParam(url, "limit", 50)));
  }
  if (req.method === "GET" && path === "/api/v1/search") {
    const found = searchMessages(mailbox.list(), url.searchParams.get("query") ?? "");
    return sendJson(res, 200, messageList(found, numberParam(url, "start", 0), numberParam(url, "limit", 50)));
  }
  if (req.method === "DELETE" && path === "/api/v1/messages") {
    return void readJson(req).then((body) => {
      mailbox.delete(body?.IDs);
      sendText(res, 200, "ok");
    });
  }
  const segments = [apiRoute?.[1], apiRoute?.[3], pageId];
  const malformedId = segments.some((segment) => segment !== undefined && safeDecode(segment) === null);
  if (malformedId) return sendJson(res, 400, { Error: "malformed percent-encoding in the path" });
  if (req.method === "GET" && apiRoute) return serveMessageApi(mailbox, res, url, apiRoute);
  if (req.method === "GET" && path === "/") return sendPage(res, 200, renderMessageList(mailbox.list()));
  if (req.method === "GET" && pageId) {
    const message = mailbox.get(decodeURIComponent(pageId));
    return message ? sendPage(res, 200, renderMessage(message)) : sendPage(res, 404, renderNotFound());
  }
  sendText(res, 404, "not found");
}

function serveMessageApi(mailbox: Mailbox, res: ServerResponse, url: URL, route: RegExpMatchArray): void {
  const [, id, subpath, partId] = route;
  const message = mailbox.get(decodeURIComponent(id));
  if (!message) return sendText(res, 404, "message not found");
  if (!subpath) return sendJson(res, 200, messageDetail(message));
  if (subpath === "/raw") return sendRaw(res, message, url.searchParams.get("dl") === "1");
  if (!sendPart(res, message, decodeURIComponent(partId))) sendText(res, 404, "part not found");
}

function numberParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value >= 0 && url.searchParams.has(name) ? value : fallback;
}

/** Mailpit accepts `{"IDs": [...]}` to delete some messages, or no body to delete all. */
async function readJson(req: IncomingMessage): Promise<{ IDs?: string[] } | undefined> {
  const body = await readBody(req, 1024 * 1024);
  if (!body) return undefined;
  try {
    const ids = (parseJsonBuffer(body) as { IDs?: unknown } | undefined)?.IDs;
    return Array.isArray(ids) ? { IDs: ids.filter((id): id is string => typeof id === "string") } : undefined;
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

// Mailpit's answers: types with a charset, and no Content-Length (sent chunked).
const sendJson = jsonSender({ contentType: JSON_UTF8_TYPE, contentLength: false });

function sendText(res: ServerResponse, status: number, text: string): void {
  writeText(res, status, text, { contentType: "text/plain; charset=utf-8", contentLength: false });
}

function sendPage(res: ServerResponse, status: number, html: string): void {
  writeText(
    res,
    status,
    html,
    { contentType: "text/html; charset=utf-8", contentLength: false },
    PAGE_SECURITY_HEADERS,
  );
}

export function listen(server: Server, port: number, host = LOOPBACK): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function listenSmtp(smtp: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    smtp.server.once("error", reject);
    smtp.listen(port, LOOPBACK, () => {
      smtp.server.off("error", reject);
      resolve((smtp.server.address() as AddressInfo).port);
    });
  });
}

export function closeHttp(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
