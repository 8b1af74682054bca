// The local inbox: SMTP in, Mailpit-compatible JSON and a safe web page out.
import { createHash } from "node:crypto";
import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";
import MailComposer from "nodemailer/lib/mail-composer";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Mailbox, MAILBOX_CAPACITY } from "./mailbox.ts";
import { createMailer } from "./mailer.ts";
import { startInbox, type RunningInbox } from "./inbox.ts";
import { MAX_MESSAGE_BYTES } from "./inbox-smtp.ts";

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

const INVITATION = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "METHOD:REQUEST",
  "BEGIN:VEVENT",
  "UID:demo-42@example.com",
  "SUMMARY:Product demo",
  "DTSTART:20270115T150000Z",
  "END:VEVENT",
  "END:VCALENDAR",
  "",
].join("\r\n");

/** Sends a prepared source over SMTP, so the test knows every byte the inbox received. */
async function sendRaw(raw: Buffer | string): Promise<void> {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: inbox.smtpPort, secure: false });
  await transport.sendMail({ envelope: { from: "bot@example.com", to: ["rep@example.com"] }, raw });
}

const sha256 = (bytes: string | Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("local inbox: raw sources and parts, as Mailpit serves them", () => {
  it("keeps an SMTP invitation byte for byte and lists invite.ics, not its text/calendar alternative, as Mailpit does", async () => {
    // nodemailer's icalEvent: a text/calendar alternative (no file name) and an invite.ics attachment.
    const raw = await new MailComposer({
      from: "bookings@example.com",
      to: "rep@example.com",
      subject: "Demo booked",
      text: "See the invitation.",
      html: '<p>See the invitation. <img src="cid:logo@inbox"></p>',
      icalEvent: { method: "REQUEST", content: INVITATION },
      attachments: [{ filename: "logo.png", content: Buffer.from([137, 80, 78, 71]), cid: "logo@inbox" }],
      newline: "win",
    })
      .compile()
      .build();
    await sendRaw(raw);

    const source = await fetch(`${inbox.inboxUrl}/api/v1/message/latest/raw`);
    expect(source.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(Buffer.from(await source.arrayBuffer()).equals(raw)).toBe(true);

    const summary = (await getJson<{ messages: Array<Record<string, unknown>> }>("/api/v1/messages")).messages[0];
    expect(summary).toMatchObject({ Subject: "Demo booked", Size: raw.length, Attachments: 1 });
    const message = await getJson<Record<string, unknown>>(`/api/v1/message/${String(summary.ID)}`);
    expect(message.Size).toBe(raw.length);
    expect(message.Attachments).toEqual([
      {
        PartID: "2",
        FileName: "invite.ics",
        ContentType: "application/ics",
        ContentID: "",
        Size: Buffer.byteLength(INVITATION),
        Checksums: expect.objectContaining({ SHA256: sha256(INVITATION) }) as unknown,
      },
    ]);
    // The logo sits in multipart/related inside multipart/alternative: part 2 of part 2 of part 1.
    expect(message.Inline).toMatchObject([
      { PartID: "1.2.2", FileName: "logo.png", ContentType: "image/png", ContentID: "logo@inbox", Size: 4 },
    ]);
  });

  it("answers an attachment's bytes, and the unlisted text/calendar alternative, by PartID", async () => {
    const ics = await fetch(`${inbox.inboxUrl}/api/v1/message/latest/part/2`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("application/ics");
    expect(ics.headers.get("content-disposition")).toBe('inline; filename="invite.ics"');
    expect(await ics.text()).toBe(INVITATION);

    const alternative = await fetch(`${inbox.inboxUrl}/api/v1/message/latest/part/1.3`);
    expect(alternative.headers.get("content-type")).toBe("text/calendar");
    expect(await alternative.text()).toBe(INVITATION);
  });

  it("shows attachments, the calendar part and the raw source on the message page", async () => {
    const id = (await getJson<MessageList>("/api/v1/messages")).messages[0].ID;
    const html = await (await fetch(`${inbox.inboxUrl}/message/${id}`)).text();
    expect(html).toContain(`<a href="/api/v1/message/${id}/part/2" download="invite.ics">invite.ics</a>`);
    expect(html).toContain(`<a href="/api/v1/message/${id}/part/1.3" download="part-1.3.ics">part-1.3.ics</a>`);
    expect(html).toContain("text/calendar, method REQUEST");
    expect(html).toContain(`<a href="/api/v1/message/${id}/raw">View the raw source</a>`);
  });

  it("answers 404, never 500, for an unknown message or part and for odd path segments", async () => {
    for (const path of [
      "/api/v1/message/nope/raw",
      "/api/v1/message/nope/part/1",
      "/api/v1/message/latest/part/9",
      "/api/v1/message/latest/part/1.2",
      "/api/v1/message/latest/part/%00",
      "/api/v1/message/latest/part/2%2F..%2F1",
      "/api/v1/message/%3Cscript%3E/raw",
      "/api/v1/message/latest/part/2/extra",
    ]) {
      const response = await fetch(`${inbox.inboxUrl}${path}`);
      expect([path, response.status]).toEqual([path, 404]);
      expect(await response.text()).toMatch(/not found/);
    }
  });

  it("composes a real MIME source for a message handed over directly (auth emails)", async () => {
    await createMailer(mailbox)({
      to: "new-user@example.com",
      subject: "Confirm your signup",
      text: "Follow this link: http://127.0.0.1:54321/auth/v1/verify?token=abc",
      html: "<p>Follow <a href='http://127.0.0.1:54321/auth/v1/verify?token=abc'>this link</a></p>",
    });
    const response = await fetch(`${inbox.inboxUrl}/api/v1/message/latest/raw`);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const raw = Buffer.from(await response.arrayBuffer());
    expect(raw.toString()).toMatch(/^From: Supabase Auth <noreply@mail\.app\.supabase\.io>\r\n/);
    const parsed = await PostalMime.parse(raw);
    expect(parsed).toMatchObject({ subject: "Confirm your signup", to: [{ address: "new-user@example.com" }] });
    expect(parsed.text).toContain("verify?token=abc");
    const message = await getJson<Record<string, unknown>>("/api/v1/message/latest");
    expect(message).toMatchObject({ Size: raw.length, MessageID: parsed.messageId?.replace(/[<>]/g, "") });
  });

  it("refuses a message over the size limit with 552 and stores nothing", async () => {
    const socket = connect(inbox.smtpPort, "127.0.0.1");
    const replies = smtpReplies(socket);
    expect(await replies.next()).toMatch(/^220/);
    for (const command of ["EHLO test", "MAIL FROM:<bot@example.com>", "RCPT TO:<rep@example.com>", "DATA"]) {
      socket.write(`${command}\r\n`);
      expect(await replies.next()).toMatch(/^(250|354)/);
    }
    const line = `${"a".repeat(998)}\r\n`;
    socket.write(`Subject: Far too big\r\n\r\n${line.repeat(Math.ceil(MAX_MESSAGE_BYTES / line.length) + 10)}.\r\n`);
    expect(await replies.next()).toMatch(/^552/);
    socket.destroy();
    const subjects = (await getJson<MessageList>("/api/v1/messages")).messages.map((message) => message.Subject);
    expect(subjects).not.toContain("Far too big");
  });

  it("stores a malformed multipart message safely, with its source and no made-up parts", async () => {
    const broken = [
      "Subject: Broken structure",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: application/pdf; name==?bogus?Q?x?=",
      "Content-Disposition: attachment; filename*0*=x'y'%ZZ",
      "Content-Transfer-Encoding: base64",
      "Content-ID: <%E0%A4%A>",
      "",
      "!!! not base64 !!!",
      "--b",
      'Content-Type: multipart/alternative; boundary="b"',
      "",
      "--b",
      "no closing delimiter, and a nested multipart reusing its parent's boundary",
      "",
    ].join("\r\n");
    await sendRaw(broken);
    const message = await getJson<{ Subject: string; Attachments: Array<{ PartID: string }> }>(
      "/api/v1/message/latest",
    );
    expect(message.Subject).toBe("Broken structure");
    expect(message.Attachments.map((attachment) => attachment.PartID)).toEqual(["1"]);
    expect(await (await fetch(`${inbox.inboxUrl}/api/v1/message/latest/raw`)).text()).toBe(broken);
    expect((await fetch(`${inbox.inboxUrl}/api/v1/message/latest/part/1`)).status).toBe(200);
  });

  it("keeps memory bounded: the oldest messages go once their sources pass the byte bound", async () => {
    const bounded = new Mailbox(10_000);
    const raw = Buffer.from(`Subject: big\r\n\r\n${"x".repeat(3_000)}\r\n`);
    const message = {
      from: { name: "", address: "a@example.com" },
      to: [],
      replyTo: [],
      date: new Date(),
      text: "",
      html: "",
    };
    for (let i = 0; i < 5; i++) bounded.add({ ...message, subject: `#${i}`, raw });
    expect(bounded.list().map((kept) => kept.subject)).toEqual(["#4", "#3", "#2"]);
    expect(bounded.heldBytes()).toBe(3 * raw.length);
    expect(bounded.list()[0].size).toBe(raw.length);
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
