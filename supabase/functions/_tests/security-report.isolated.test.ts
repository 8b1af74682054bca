// send-security-report end to end: official client -> local gateway -> Deno function -> the
// database and the local inbox, through the leads' store-first pipeline. Then who may read and
// triage a report (security staff only), with the audit trail of its status changes.

import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../local/keys.ts";
import { createConfirmedUser, signedInClient } from "../../local/testing.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";
import { type LeadStack, startLeadStack, uniqueEmail, waitFor } from "./lead-stack.ts";

let lead: LeadStack;
let admin: SupabaseClient;

beforeAll(async () => {
  lead = await startLeadStack({
    LEADS_RATE_LIMIT_MAX: "100000",
    SECURITY_INBOX: "Security Team <security-team@corp.example>",
  });
  admin = await signedInClient(lead.stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
});
afterAll(async () => {
  await lead?.stop();
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
    expect([result.status, result.body]).toEqual([200, { ok: true }]);

    const [stored] = await reportsBy(email);
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
