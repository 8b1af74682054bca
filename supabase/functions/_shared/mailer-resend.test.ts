import { describe, expect, it } from "vitest";
import { createResendMailer } from "./mailer-resend.ts";

const email = {
  from: { name: "Website", address: "no-reply@example.com" },
  to: { name: "Ada", address: "ada@example.com" },
  replyTo: { name: 'Eve "the" Hacker', address: "eve@example.com" },
  subject: "Hello",
  text: "text",
  html: "<p>html</p>",
};

describe("Resend mailer", () => {
  it("posts the email with the API key from the environment", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{"id":"1"}', { status: 200 });
    }) as typeof fetch;
    await createResendMailer("re_secret", fakeFetch).send(email);

    expect(calls[0].url).toBe("https://api.resend.com/emails");
    expect(new Headers(calls[0].init.headers).get("authorization")).toBe("Bearer re_secret");
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      from: '"Website" <no-reply@example.com>',
      to: ["ada@example.com"],
      reply_to: '"Eve the Hacker" <eve@example.com>',
      subject: "Hello",
      text: "text",
      html: "<p>html</p>",
    });
  });

  it("rejects with the status when Resend refuses", async () => {
    const fakeFetch = (async () => new Response("invalid from", { status: 422 })) as typeof fetch;
    await expect(createResendMailer("k", fakeFetch).send(email)).rejects.toThrow("Resend answered 422: invalid from");
  });
});
