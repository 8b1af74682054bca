import { describe, expect, it, vi } from "vitest";
import {
  leadSecretsFrom,
  LOCAL_EMAIL_LINK_SECRET,
  parseEmailAddress,
  readLeadSettings,
  siteOrigin,
} from "./lead-settings.ts";

describe("lead settings from the environment", () => {
  it("defaults: sales@, security@ and hr@example.com, the company sender, no transport, 5 requests per 10 minutes, retries from 30 s", () => {
    expect(readLeadSettings({})).toEqual({
      mail: {
        salesInbox: { address: "sales@example.com" },
        securityInbox: { address: "security@example.com" },
        hrInbox: { address: "hr@example.com" },
        from: { name: "SentinelForge", address: "no-reply@example.com" },
      },
      transport: { kind: "none" },
      rateLimit: { max: 5, windowSeconds: 600 },
      delivery: { retryBaseSeconds: 30, sendTimeoutSeconds: 45 },
      webhook: { url: undefined, secret: undefined, timeoutSeconds: 10 },
    });
  });

  it("signs email links only with a secret of at least 32 characters; local runs get the well-known one", () => {
    expect(readLeadSettings({}).emailLinkSecret).toBeUndefined();
    expect(readLeadSettings({ EMAIL_LINK_SECRET: "short" }).emailLinkSecret).toBeUndefined();
    expect(readLeadSettings({ EMAIL_LINK_SECRET: "x".repeat(32) }).emailLinkSecret).toBe("x".repeat(32));
    expect(leadSecretsFrom({}).EMAIL_LINK_SECRET).toBe(LOCAL_EMAIL_LINK_SECRET);
    expect(leadSecretsFrom({ EMAIL_LINK_SECRET: "mine" }).EMAIL_LINK_SECRET).toBe("mine");
  });

  it("reads the webhook a deployment sets as code", () => {
    const env = {
      LEAD_WEBHOOK_URL: " https://hooks.zapier.example/1 ",
      LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      LEAD_WEBHOOK_TIMEOUT_SECONDS: "3",
    };
    expect(readLeadSettings(env).webhook).toEqual({
      url: "https://hooks.zapier.example/1",
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      timeoutSeconds: 3,
    });
  });

  it("reads SECURITY_INBOX, where security reports are announced", () => {
    expect(readLeadSettings({ SECURITY_INBOX: "Security <security@corp.example>" }).mail.securityInbox).toEqual({
      name: "Security",
      address: "security@corp.example",
    });
  });

  it("reads the delivery timings tests shorten", () => {
    expect(readLeadSettings({ LEADS_RETRY_BASE_SECONDS: "2", LEADS_SEND_TIMEOUT_SECONDS: "3" }).delivery).toEqual({
      retryBaseSeconds: 2,
      sendTimeoutSeconds: 3,
    });
    expect(readLeadSettings({ LEADS_RETRY_BASE_SECONDS: "0", LEADS_SEND_TIMEOUT_SECONDS: "soon" }).delivery).toEqual({
      retryBaseSeconds: 30,
      sendTimeoutSeconds: 45,
    });
  });

  it("reads the rate limit and ignores nonsense values", () => {
    expect(readLeadSettings({ LEADS_RATE_LIMIT_MAX: "2", LEADS_RATE_LIMIT_WINDOW_SECONDS: "60" }).rateLimit).toEqual({
      max: 2,
      windowSeconds: 60,
    });
    expect(readLeadSettings({ LEADS_RATE_LIMIT_MAX: "-1", LEADS_RATE_LIMIT_WINDOW_SECONDS: "x" }).rateLimit).toEqual({
      max: 5,
      windowSeconds: 600,
    });
  });

  it("prefers Resend when RESEND_API_KEY is set", () => {
    expect(readLeadSettings({ RESEND_API_KEY: "re_123", SMTP_HOST: "smtp.example.com" }).transport).toEqual({
      kind: "resend",
      apiKey: "re_123",
    });
  });

  it("uses SMTP with implicit TLS on 465 unless SMTP_SECURE says otherwise", () => {
    expect(readLeadSettings({ SMTP_HOST: "smtp.example.com", SMTP_USER: "u", SMTP_PASS: "p" }).transport).toEqual({
      kind: "smtp",
      host: "smtp.example.com",
      port: 465,
      secure: true,
      user: "u",
      pass: "p",
    });
    expect(readLeadSettings({ SMTP_HOST: "127.0.0.1", SMTP_PORT: "54325" }).transport).toMatchObject({
      port: 54325,
      secure: false,
      user: undefined,
    });
    expect(readLeadSettings({ SMTP_HOST: "h", SMTP_PORT: "2465", SMTP_SECURE: "true" }).transport).toMatchObject({
      secure: true,
    });
  });

  it("parses MAIL_FROM and SALES_INBOX with or without a display name", () => {
    expect(parseEmailAddress("Sales Team <sales@corp.example>")).toEqual({
      name: "Sales Team",
      address: "sales@corp.example",
    });
    expect(parseEmailAddress('"Quoted" <q@corp.example>')).toEqual({ name: "Quoted", address: "q@corp.example" });
    expect(parseEmailAddress(" sales@corp.example ")).toEqual({ address: "sales@corp.example" });
  });
});

describe("SITE_URL", () => {
  it("keeps the origin of an http(s) URL, and nothing for anything else", () => {
    expect(readLeadSettings({ SITE_URL: " https://www.example.com/careers?x=1 " }).mail.siteUrl).toBe(
      "https://www.example.com",
    );
    expect(siteOrigin("http://127.0.0.1:8080")).toBe("http://127.0.0.1:8080");
    expect(siteOrigin(undefined)).toBeUndefined();
    expect(siteOrigin("  ")).toBeUndefined();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(siteOrigin("www.example.com")).toBeUndefined();
    expect(siteOrigin("javascript:alert(1)")).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
