// The local inbox: SMTP in, Mailpit-compatible JSON and a safe web page out.
import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Mailbox, MAILBOX_CAPACITY } from "./mailbox.ts";
import { createMailer } from "./mailer.ts";
import { startInbox, type RunningInbox } from "./inbox.ts";

let mailbox: Mailbox;
let inbox: RunningInbox;

beforeAll(async () => {
  mailbox = new Mailbox();
  inbox = await startInbox(mailbox, { http: 0, smtp: 0 });
});
afterAll(async () => {
  await inbox?.close();
});

async function getJson<T>(path: string): Promise<T> {
  return (await (await fetch(`${inbox.inboxUrl}${path}`)).json()) as T;
}

interface MessageList {
  total: number;
  messages: Array<{
    ID: string;
    Subject: string;
    From: { Name: string; Address: string };
    To: Array<{ Address: string }>;
    Snippet: string;
    Created: string;
  }>;
}

describe("local inbox", () => {
  it("stores mail sent over SMTP and serves it as Mailpit JSON", async () => {
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port: inbox.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await transport.sendMail({
      from: '"Sales Bot" <bot@example.com>',
      to: "sales@example.com",
      replyTo: "lead@example.com",
      subject: "New demo request",
      text: "Jane from Acme wants a demo.",
      html: "<p>Jane from <b>Acme</b> wants a demo.</p>",
    });
    const list = await getJson<MessageList>("/api/v1/messages");
    const summary = list.messages[0];
    expect(summary).toMatchObject({
      Subject: "New demo request",
      From: { Name: "Sales Bot", Address: "bot@example.com" },
      To: [{ Address: "sales@example.com" }],
      Snippet: "Jane from Acme wants a demo.",
    });
    const message = await getJson<Record<string, unknown>>(`/api/v1/message/${summary.ID}`);
    expect(message).toMatchObject({
      ID: summary.ID,
      Subject: "New demo request",
      ReplyTo: [{ Name: "", Address: "lead@example.com" }],
      Text: "Jane from Acme wants a demo.\n",
    });
    expect(message.HTML).toContain("<b>Acme</b>");
  });

  it("lists newest first and finds messages by recipient", async () => {
    const send = createMailer(mailbox);
    await send({ to: "a@example.com", subject: "first", text: "1" });
    await send({ to: "b@example.com", subject: "second", text: "2" });
    const list = await getJson<MessageList>("/api/v1/messages");
    expect(list.messages.slice(0, 2).map((message) => message.Subject)).toEqual(["second", "first"]);
    const found = await getJson<MessageList>(`/api/v1/search?query=${encodeURIComponent("to:a@example.com")}`);
    expect(found.messages.map((message) => message.Subject)).toEqual(["first"]);
  });

  it("escapes everything on the web page and sandboxes HTML bodies", async () => {
    await createMailer(mailbox)({
      to: "x@example.com",
      subject: "<script>alert(1)</script>",
      text: "see http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup",
      html: "<img src=x onerror=alert(1)>",
    });
    const id = (await getJson<MessageList>("/api/v1/messages")).messages[0].ID;
    const listPage = await (await fetch(`${inbox.inboxUrl}/`)).text();
    expect(listPage).not.toContain("<script>alert(1)</script>");
    expect(listPage).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const page = await fetch(`${inbox.inboxUrl}/message/${id}`);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup"');
  });

  it("answers 404 for an unknown message id", async () => {
    expect((await fetch(`${inbox.inboxUrl}/api/v1/message/nope`)).status).toBe(404);
    expect((await fetch(`${inbox.inboxUrl}/message/nope`)).status).toBe(404);
  });

  it("stores nothing from a client that disconnects in the middle of DATA, like a real MTA", async () => {
    const socket = connect(inbox.smtpPort, "127.0.0.1");
    const replies = smtpReplies(socket);
    expect(await replies.next()).toMatch(/^220/);
    for (const [command, expected] of [
      ["EHLO test", /^250/],
      ["MAIL FROM:<bot@example.com>", /^250/],
      ["RCPT TO:<sales@example.com>", /^250/],
      ["DATA", /^354/],
    ] as const) {
      socket.write(`${command}\r\n`);
      expect(await replies.next()).toMatch(expected);
    }
    socket.write("Subject: Half a message\r\n\r\nThe first half, and then the client is gone");
    await new Promise<void>((resolve) => socket.destroy().once("close", () => resolve()));

    // A complete message after it, on a fresh connection, shows the server has moved on.
    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: inbox.smtpPort, secure: false });
    await transport.sendMail({
      from: "bot@example.com",
      to: "sales@example.com",
      subject: "A whole message",
      text: "x",
    });
    const subjects = (await getJson<MessageList>("/api/v1/messages")).messages.map((message) => message.Subject);
    expect(subjects).toContain("A whole message");
    expect(subjects).not.toContain("Half a message");
  });

  it("deletes all messages on DELETE /api/v1/messages", async () => {
    const response = await fetch(`${inbox.inboxUrl}/api/v1/messages`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await getJson<MessageList>("/api/v1/messages")).total).toBe(0);
  });

  it(`keeps only the newest ${MAILBOX_CAPACITY} messages`, async () => {
    const bounded = new Mailbox();
    const send = createMailer(bounded);
    for (let i = 0; i <= MAILBOX_CAPACITY; i++) await send({ to: "n@example.com", subject: `#${i}`, text: "" });
    expect(bounded.list()).toHaveLength(MAILBOX_CAPACITY);
    expect(bounded.list()[0].subject).toBe(`#${MAILBOX_CAPACITY}`);
  });
});

/** Reads an SMTP server's replies one complete reply at a time (multi-line replies joined). */
function smtpReplies(socket: Socket) {
  let buffered = "";
  const complete: string[] = [];
  let wake: (() => void) | undefined;
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    let match: RegExpExecArray | null;
    // A reply ends with a line whose code is followed by a space ("250 ok"), not a dash ("250-").
    while ((match = /^(?:\d{3}-[^\r\n]*\r\n)*\d{3}(?: [^\r\n]*)?\r\n/.exec(buffered))) {
      complete.push(match[0]);
      buffered = buffered.slice(match[0].length);
    }
    wake?.();
  });
  return {
    async next(): Promise<string> {
      while (complete.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return complete.shift() ?? "";
    },
  };
}
