import { describe, expect, it } from "vitest";
import { PermanentMailError } from "./lead-ports.ts";
import { createResendMailer } from "./mailer-resend.ts";

const email = {
  from: { name: "Website", address: "no-reply@example.com" },
  to: { name: "Ada", address: "ada@example.com" },
  replyTo: { name: 'Eve "the" Hacker', address: "eve@example.com" },
  subject: "Hello",
  text: "text",
  html: "<p>html</p>",
};

const options = () => ({
  messageId: "<m1@example.com>",
  idempotencyKey: "0b7c5b1e-3f57-4c38-9f1e-1c3a4a3a7d10",
  signal: new AbortController().signal,
});

describe("Resend mailer", () => {
  it("posts the email with the API key and the message's idempotency key, and answers Resend's id", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"id":"re-1"}', { status: 200 });
    }) as typeof fetch;
    const receipt = await createResendMailer("re_secret", fakeFetch).send(email, options());

    expect(receipt).toEqual({ response: "Resend 200 id re-1" });
    expect(calls[0].url).toBe("https://api.resend.com/emails");
    const headers = new Headers(calls[0].init.headers);
    expect(headers.get("authorization")).toBe("Bearer re_secret");
    expect(headers.get("idempotency-key")).toBe("0b7c5b1e-3f57-4c38-9f1e-1c3a4a3a7d10");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      from: '"Website" <no-reply@example.com>',
      to: ["ada@example.com"],
      reply_to: '"Eve the Hacker" <eve@example.com>',
      subject: "Hello",
      text: "text",
      html: "<p>html</p>",
    });
  });

  it("attaches a calendar invitation as invite.ics with its method", async () => {
    let body: Record<string, unknown> = {};
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      body = JSON.parse(String(init.body)) as Record<string, unknown>;
      return new Response('{"id":"re-2"}', { status: 200 });
    }) as typeof fetch;
    const ics = "BEGIN:VCALENDAR\r\nSUMMARY:Démo\r\nEND:VCALENDAR\r\n";
    await createResendMailer("re_secret", fakeFetch).send({ ...email, calendar: { method: "CANCEL", ics } }, options());
    expect(body.attachments).toEqual([
      {
        filename: "invite.ics",
        content: Buffer.from(ics, "utf8").toString("base64"),
        content_type: "text/calendar; charset=utf-8; method=CANCEL",
      },
    ]);
  });

  it("refuses for good when Resend rejects the email itself", async () => {
    const fakeFetch = (async () => new Response("invalid from", { status: 422 })) as typeof fetch;
    const sending = createResendMailer("k", fakeFetch).send(email, options());
    await expect(sending).rejects.toThrow("Resend answered 422: invalid from");
    await expect(sending).rejects.toBeInstanceOf(PermanentMailError);
  });

  it.each([429, 409, 500, 503])("leaves a %s to be retried", async (status) => {
    const fakeFetch = (async () => new Response("busy", { status })) as typeof fetch;
    const error = await createResendMailer("k", fakeFetch)
      .send(email, options())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PermanentMailError);
  });
});
