// The lead functions end to end: official client -> local gateway -> Deno function -> PGlite
// and the local inbox, and send-security-report through the same pipeline, with who may read and
// triage a report (security staff only) and the audit trail of its status changes. Rate limit
// raised here so the many requests of this file never hit it; leads-rate-limit.isolated.test.ts
// checks the default limit on its own stack.

import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../local/keys.ts";
import { createConfirmedUser, signedInClient } from "../../local/testing.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";
import { foreignHtmlTags, randomLeadBody, seededRandom } from "../_shared/lead-fuzz-bodies.ts";
import { type LeadStack, startLeadStack, uniqueEmail, waitFor } from "./lead-stack.ts";

const SITE_ORIGIN = "https://www.corp.example";
let lead: LeadStack;
let admin: SupabaseClient;

beforeAll(async () => {
  lead = await startLeadStack({
    LEADS_RATE_LIMIT_MAX: "100000",
    SECURITY_INBOX: "Security Team <security-team@corp.example>",
    SITE_URL: `${SITE_ORIGIN}/`,
  });
  admin = await signedInClient(lead.stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
});

afterAll(async () => {
  await lead?.stop();
});

const contactBody = (email: string) => ({
  fullName: "Ada <b>Lovelace</b>",
  email,
  company: "Analytical Engines",
  phone: "+44 20 0000 0000",
  service: "next generation siem/soc",
  message: "We need a SOC.\n<script>alert(1)</script>",
});

describe("send-contact-form on the local stack", () => {
  it("stores a valid message with its two emails queued, answers, then sends them: to sales (Reply-To the visitor) and to the visitor", async () => {
    const email = uniqueEmail("contact");
    const result = await lead.invoke("send-contact-form", contactBody(email));

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true });
    const [stored] = await lead.rowsByEmail("contact_messages", email);
    expect(stored).toMatchObject({
      full_name: "Ada <b>Lovelace</b>",
      company: "Analytical Engines",
      service: "next generation siem/soc",
      message: "We need a SOC.\n<script>alert(1)</script>",
      status: "new",
    });
    expect(stored.client_ip).toMatch(/^[0-9a-f:.]+$/i);

    const row = await waitFor("the lead's emails to be sent", async () => {
      const [current] = await lead.rowsByEmail("contact_messages", email);
      return current.email_status === "sent" && current;
    });
    expect(row).toMatchObject({ email_status: "sent", email_error: null, email_attempts: 2 });
    const outbox = await lead.leadEmailsOf("contact_messages", email);
    expect(outbox.map((message) => [message.purpose, message.status, message.attempts])).toEqual([
      ["acknowledgement", "sent", 1],
      ["notification", "sent", 1],
    ]);
    expect(outbox[0].provider_response).toMatch(/^250 /);

    const mails = await lead.mailsAbout(email);
    expect(mails).toHaveLength(2);
    // Each went out with the Message-ID it was queued with.
    expect(mails.map((mail) => mail.MessageID.replace(/[<>]/g, "")).sort()).toEqual(
      outbox.map((message) => message.message_id.replace(/[<>]/g, "")).sort(),
    );
    const notification = mails.find((mail) => mail.To[0].Address === "sales@example.com");
    const acknowledgement = mails.find((mail) => mail.To[0].Address === email);
    expect(notification?.ReplyTo[0].Address).toBe(email);
    expect(notification?.HTML).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(foreignHtmlTags(notification?.HTML ?? "", SITE_ORIGIN)).toEqual([]);
    expect(acknowledgement?.Text).toContain("We'll get back to you within 24 hours");
    // The same company sender as the auth emails (config.toml [inbucket]), in the brand's frame.
    for (const mail of [notification, acknowledgement]) {
      expect(mail?.From).toEqual({ Name: "SentinelForge", Address: "no-reply@example.com" });
      expect(mail?.HTML).toMatch(/>\s*SentinelForge\s*<\/td>/);
      expect(mail?.Text).toContain("Why you got this email:");
    }
  });

  it("answers an invalid body with 400 naming the problem, and stores and sends nothing", async () => {
    const email = uniqueEmail("invalid");
    const result = await lead.invoke("send-contact-form", { ...contactBody(email), message: "m".repeat(1001) });

    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: {
        field: "message",
        title: "Message too long",
        description: "Please keep your message under 1000 characters.",
      },
    });
    expect(result.headers.get("access-control-allow-origin")).toBe("*");
    expect(await lead.rowsByEmail("contact_messages", email)).toEqual([]);
    expect(await lead.mailsAbout(email)).toEqual([]);
  });

  it("answers 400 to wrong types", async () => {
    const email = uniqueEmail("types");
    const result = await lead.invoke("send-contact-form", { ...contactBody(email), fullName: ["Ada"] });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { field: "fullName" } });
    expect(await lead.rowsByEmail("contact_messages", email)).toEqual([]);
  });

  it("answers a honeypot hit with 200 and stores and sends nothing", async () => {
    const email = uniqueEmail("bot");
    const result = await lead.invoke("send-contact-form", { ...contactBody(email), website: "http://spam.example" });
    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    expect(await lead.rowsByEmail("contact_messages", email)).toEqual([]);
    expect(await lead.mailsAbout(email)).toEqual([]);
  });

  it("answers the browser's preflight and refuses GET", async () => {
    const url = `${lead.stack.apiUrl}/functions/v1/send-contact-form`;
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: { Origin: "http://127.0.0.1:8080", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    const { data, error } = await lead.visitor.functions.invoke("send-contact-form", { method: "GET" });
    expect(data).toBeNull();
    expect((error?.context as Response).status).toBe(405);
  });
});

describe("send-demo-request on the local stack", () => {
  it("stores a valid request and sends two emails", async () => {
    const email = uniqueEmail("demo");
    const result = await lead.invoke("send-demo-request", { fullName: "Grace Hopper", email, company: "Navy" });

    expect(result).toMatchObject({ status: 200, body: { ok: true } });
    const [row] = await lead.rowsByEmail("demo_requests", email);
    expect(row).toMatchObject({ full_name: "Grace Hopper", company: "Navy", status: "new" });
    await waitFor("the demo request's emails to be sent", async () => {
      const [current] = await lead.rowsByEmail("demo_requests", email);
      return current.email_status === "sent";
    });
    const mails = await lead.mailsAbout(email);
    expect(mails).toHaveLength(2);
    expect(mails.find((mail) => mail.To[0].Address === email)?.Text).toContain(
      "We'll get back to you soon to schedule your demo.",
    );
    // Sales is sent to the stored lead, by the id the database holds, on the head office's clock.
    const toSales = mails.find((mail) => mail.To[0].Address === "sales@example.com");
    expect(toSales?.Text).toContain(`Open in the admin area: ${SITE_ORIGIN}/admin?lead=demo-${String(row.id)}`);
    expect(toSales?.Text).toMatch(/Received: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M E[SD]T \(\d\d:\d\d UTC\)/);
  });

  it("answers a missing company with 'Error' / 'Please fill in all fields'", async () => {
    const email = uniqueEmail("demo-missing");
    const result = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: " " });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      error: { field: "company", title: "Error", description: "Please fill in all fields" },
    });
    expect(await lead.rowsByEmail("demo_requests", email)).toEqual([]);
  });
});

describe("a lead's context on the local stack", () => {
  it("stores the attribution and consent a form sends with a demo request, and lead_inbox finds it by campaign", async () => {
    const email = uniqueEmail("attributed");
    const context = {
      attribution: {
        firstTouch: {
          landingPage: "/solutions/secops?utm_source=newsletter&utm_campaign=winter-soc",
          referrer: "https://news.example.com/issue/12?reader=42",
          utm: { utm_source: "newsletter", utm_campaign: "winter-soc" },
        },
        lastTouch: "/",
      },
      consent: { privacyNoticeVersion: "2026-11-28", securityUpdates: true },
    };
    const answer = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy", context });
    expect(answer.status).toBe(200);
    const [row] = await lead.rowsByEmail("demo_requests", email);
    expect(row).toMatchObject({
      attribution: {
        ...context.attribution,
        firstTouch: { ...context.attribution.firstTouch, referrer: "https://news.example.com/issue/12" },
      },
      privacy_notice_version: "2026-11-28",
      security_updates: true,
    });
    expect(row.privacy_notice_accepted_at).not.toBeNull();
    const { data } = await lead.serviceRole.from("lead_inbox").select("id").like("search_text", "%winter-soc%");
    expect(data).toEqual([{ id: row.id }]);
  });
});

describe("the Idempotency-Key header on the local stack", () => {
  it("answers the same key twice with the first answer: one row, one pair of emails", async () => {
    const email = uniqueEmail("idempotent");
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const first = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy" }, headers);
    await waitFor("the first request's emails to be sent", async () => {
      const [row] = await lead.rowsByEmail("demo_requests", email);
      return row?.email_status === "sent";
    });
    const repeat = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy" }, headers);

    expect(repeat.status).toBe(first.status);
    expect(repeat.body).toEqual(first.body);
    expect(await lead.rowsByEmail("demo_requests", email)).toHaveLength(1);
    expect(await lead.leadEmailsOf("demo_requests", email)).toHaveLength(2);
    expect(await lead.mailsAbout(email)).toHaveLength(2);
  });

  it("answers the key reused with another request 422: the second lead is not silently dropped", async () => {
    const email = uniqueEmail("idempotent-changed");
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    expect(
      (await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Navy" }, headers)).status,
    ).toBe(200);
    const changed = await lead.invoke("send-demo-request", { fullName: "Grace", email, company: "Army" }, headers);
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ error: { title: "Already sent with other details" } });
    expect((await lead.rowsByEmail("demo_requests", email)).map((row) => row.company)).toEqual(["Navy"]);
  });

  it("creates one lead when two requests with one key arrive together", async () => {
    const email = uniqueEmail("idempotent-race");
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    const body = { fullName: "Ada", email, message: "Twice at once" };
    const results = await Promise.all([
      lead.invoke("send-contact-form", body, headers),
      lead.invoke("send-contact-form", body, headers),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    expect(await lead.rowsByEmail("contact_messages", email)).toHaveLength(1);
    expect(await lead.leadEmailsOf("contact_messages", email)).toHaveLength(2);
  });

  it.each([
    ["not a UUID", "resubmit-1"],
    ["huge", "f".repeat(8_000)],
    ["a UUID with a suffix", `${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}; drop`],
  ])("answers a key that is %s with 400, never 5xx, and stores nothing", async (_label, key) => {
    const email = uniqueEmail("bad-key");
    const result = await lead.invoke(
      "send-demo-request",
      { fullName: "Grace", email, company: "Navy" },
      { "Idempotency-Key": key },
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: { title: "Invalid request" } });
    expect(await lead.rowsByEmail("demo_requests", email)).toEqual([]);
  });

  it("lets a browser send the header (CORS preflight)", async () => {
    const response = await fetch(`${lead.stack.apiUrl}/functions/v1/send-demo-request`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://127.0.0.1:8080",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
      },
    });
    expect(response.headers.get("access-control-allow-headers")).toMatch(/idempotency-key/i);
  });
});

describe("fuzzing the real functions with a small hostile sample", () => {
  it("never answers 5xx, never stores a malformed row, never mails raw HTML", async () => {
    const random = seededRandom(424242);
    const statuses: number[] = [];
    for (let index = 0; index < 40; index++) {
      const body = randomLeadBody(random);
      const { error, response } = await lead.visitor.functions.invoke("send-contact-form", {
        body,
        headers: { "Content-Type": "application/json" },
      });
      const status = response?.status ?? (error?.context as Response | undefined)?.status ?? 0;
      statuses.push(status);
      expect([200, 400, 413], `body #${index}: ${body.slice(0, 120)}`).toContain(status);
    }
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThan(5);
    await waitFor("every queued email to be sent", async () => {
      const { count } = await lead.serviceRole
        .from("lead_emails")
        .select("id", { count: "exact", head: true })
        .neq("status", "sent");
      return count === 0;
    });

    const { data: rows, error } = await lead.serviceRole.from("contact_messages").select("*");
    expect(error).toBeNull();
    for (const row of rows ?? []) {
      expect(typeof row.full_name).toBe("string");
      expect(String(row.full_name).length).toBeGreaterThan(0);
      expect([...String(row.message)].length).toBeLessThanOrEqual(1000);
      // eslint-disable-next-line no-control-regex -- asserting no control characters were stored
      expect(String(row.full_name)).not.toMatch(/[\u0000-\u001f]/);
    }
    for (const message of await lead.inboxMessages()) {
      const response = await fetch(`${lead.stack.inboxUrl}/api/v1/message/${message.ID}`);
      const detail = (await response.json()) as { HTML: string; Subject: string };
      expect(foreignHtmlTags(detail.HTML, SITE_ORIGIN)).toEqual([]);
      expect(detail.Subject).not.toMatch(/[\r\n]/);
    }
  });
});

const FUNCTION = "send-security-report";
const report = (email: string) => ({
  email,
  fullName: "Finder <b>One</b>",
  title: "Stored XSS in the careers page",
  description: "1. Open /careers\n2. <script>alert(1)</script>",
  affectedAsset: "https://www.example.com/careers",
  severity: "high",
});

async function reportsBy(email: string) {
  const { data, error } = await lead.serviceRole.from("security_reports").select("*").eq("email", email);
  if (error) throw error;
  return data as Array<Record<string, unknown>>;
}

/** A raw POST, for bodies the client would never send. */
function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${lead.stack.apiUrl}/functions/v1/${FUNCTION}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json", ...headers },
    body,
  });
}

describe("send-security-report on the local stack", () => {
  it("stores the report with a reference, then mails it to SECURITY_INBOX and the reference to the reporter", async () => {
    const email = uniqueEmail("finder");
    const result = await lead.invoke(FUNCTION, report(email));
    expect(result.status).toBe(200);

    const [stored] = await reportsBy(email);
    expect(result.body).toEqual({ ok: true, reference: stored.reference });
    expect(stored).toMatchObject({
      full_name: "Finder <b>One</b>",
      title: "Stored XSS in the careers page",
      severity: "high",
      status: "new",
      closed_at: null,
    });
    expect(stored.reference).toMatch(/^SR-[0-9A-HJKMNP-TV-Z]{10}$/);
    await waitFor("the report's emails to be sent", async () => (await reportsBy(email))[0].email_status === "sent");

    const mails = await lead.mailsAbout(email);
    const notification = mails.find((mail) => mail.To[0].Address === "security-team@corp.example");
    const acknowledgement = mails.find((mail) => mail.To[0].Address === email);
    expect(notification?.Subject).toBe(`New security report ${String(stored.reference)} from Finder <b>One</b>`);
    expect(notification?.HTML).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(acknowledgement?.Text).toContain(`Your reference is ${String(stored.reference)}`);
    expect(acknowledgement?.Text).not.toContain("careers");
  });

  it("stores one report for one Idempotency-Key, however often it is sent", async () => {
    const email = uniqueEmail("idempotent");
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    for (let i = 0; i < 3; i++) expect((await lead.invoke(FUNCTION, report(email), headers)).status).toBe(200);
    expect(await reportsBy(email)).toHaveLength(1);
  });

  it("answers 200 to a filled honeypot and stores nothing", async () => {
    const email = uniqueEmail("bot");
    expect((await lead.invoke(FUNCTION, { ...report(email), website: "https://spam.example" })).status).toBe(200);
    expect(await reportsBy(email)).toEqual([]);
  });

  it("answers hostile input with 4xx and stores nothing", async () => {
    const email = uniqueEmail("hostile");
    const deep = `{"email":"${email}","title":"t","description":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const cases: Array<[string, string, number]> = [
      ["an empty body", "", 400],
      ["an empty object", "{}", 400],
      ["not JSON", "<xml/>", 400],
      ["an array", "[]", 400],
      ["NUL bytes for a title", JSON.stringify({ ...report(email), title: "\u0000\u0000" }), 400],
      ["a lone surrogate for an email", JSON.stringify({ ...report(email), email: "\ud800" }), 400],
      ["deep JSON", deep, 400],
      ["a number for the description", JSON.stringify({ ...report(email), description: 7 }), 400],
      ["an over-long title", JSON.stringify({ ...report(email), title: "t".repeat(201) }), 400],
      // Past the function's 64 KB, below the gateway's own cap (which answers bigger bodies itself).
      ["a 100 KB body", JSON.stringify({ ...report(email), description: "d".repeat(100 * 1024) }), 413],
    ];
    for (const [label, body, status] of cases) {
      const response = await post(body);
      expect([label, response.status]).toEqual([label, status]);
      expect([label, Object.keys((await response.json()) as object)]).toEqual([label, ["error"]]);
    }
    expect(await reportsBy(email)).toEqual([]);
  });

  it("cleans NUL bytes and lone surrogates inside text instead of failing on them", async () => {
    const email = uniqueEmail("cleaned");
    const body = { ...report(email), title: "XSS\u0000 here", description: "broken \ud800 text" };
    expect((await lead.invoke(FUNCTION, body)).status).toBe(200);
    expect(await reportsBy(email)).toMatchObject([{ title: "XSS  here", description: "broken \uFFFD text" }]);
  });
});

describe("who reads and triages a report", () => {
  it("is nobody but security staff: not visitors, not members", async () => {
    const email = uniqueEmail("private");
    await lead.invoke(FUNCTION, report(email));
    const visitor = await lead.visitor.from("security_reports").select("id");
    expect(visitor.error?.code).toBe("42501");
    const user = await createConfirmedUser(lead.stack, "curious");
    const member = await signedInClient(lead.stack, user.email, user.password);
    expect((await member.from("security_reports").select("id")).data).toEqual([]);
    expect((await member.from("security_reports").update({ status: "closed" }).eq("email", email)).data).toBeNull();
    expect(await reportsBy(email)).toMatchObject([{ status: "new" }]);
    // Nor lead staff reading the outbox: a report's messages are not among the leads'.
    const { data: outbox } = await admin.from("lead_emails").select("lead_kind").eq("lead_kind", "security");
    expect(outbox).toEqual([]);
  });

  it("security staff move it new -> triaged -> fixed -> closed; closing stamps closed_at; the audit log has each step", async () => {
    const email = uniqueEmail("triaged");
    await lead.invoke(FUNCTION, report(email));
    const { data: mine } = await admin.from("security_reports").select("id, reference").eq("email", email).single();
    const id = (mine as { id: string }).id;
    for (const status of ["triaged", "fixed", "closed"]) {
      expect((await admin.from("security_reports").update({ status }).eq("id", id)).error).toBeNull();
    }
    const [closed] = await reportsBy(email);
    expect(closed.status).toBe("closed");
    expect(closed.closed_at).not.toBeNull();
    // Only the status is staff's to change.
    expect((await admin.from("security_reports").update({ title: "Edited" }).eq("id", id)).error?.code).toBe("42501");
    const { data: audit } = await admin.from("audit_log").select("action, detail").eq("target_id", id).order("id");
    expect(audit).toEqual([
      { action: "security_report.status", detail: { from: "new", to: "triaged" } },
      { action: "security_report.status", detail: { from: "triaged", to: "fixed" } },
      { action: "security_report.status", detail: { from: "fixed", to: "closed" } },
    ]);
    const resend = await admin.rpc("resend_security_report_emails", { p_report_id: id });
    expect([resend.error, resend.data]).toEqual([null, 0]);
    const leadResend = await admin.rpc("resend_lead_emails", { p_kind: "security", p_lead_id: id });
    expect(leadResend.error?.code).toBe("22023");
  });
});
