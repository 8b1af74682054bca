// Job applications against the real function and bucket with the official client: a PDF and a
// .docx are stored with their emails; a renamed program, a 6 MB file and hostile fields are refused
// with 4xx and nothing kept; the CV is readable only by staff who see applications, through a
// signed URL; the acknowledgement's link withdraws the application and its CV.

import type { SupabaseClient } from "@supabase/supabase-js";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY } from "../../local/keys.ts";
import { signedInClient, signedInMember } from "../../local/testing.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";
import { LOCAL_EMAIL_LINK_SECRET } from "../_shared/lead-settings.ts";
import { RETENTION } from "../_rules/retention.ts";
import {
  deliverLeadEmailsNow,
  type LeadStack,
  runScheduledCommandNow,
  startLeadStack,
  uniqueEmail,
  waitFor,
} from "./lead-stack.ts";

let lead: LeadStack;
let admin: SupabaseClient;
const SITE_URL = "http://site.test";
const BUCKET = "job-applications";

beforeAll(async () => {
  lead = await startLeadStack({ LEADS_RATE_LIMIT_MAX: "1000", SITE_URL, EMAIL_LINK_SECRET: LOCAL_EMAIL_LINK_SECRET });
  admin = await signedInClient(lead.stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
});
afterAll(async () => {
  await lead?.stop();
});

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const DOCX = zipSync({
  "[Content_Types].xml": strToU8('<?xml version="1.0"?><Types/>'),
  "word/document.xml": strToU8('<?xml version="1.0"?><w:document/>'),
});
// The first bytes of a Windows program, named and typed as a PDF.
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array(200).fill(0)]);

function form(fields: Record<string, string>, cv: { bytes: Uint8Array; name: string; type: string } | null) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    jobId: "cloud-security-engineer",
    fullName: "Grace Hopper",
    email: uniqueEmail("apply"),
    consent: "yes",
    website: "",
    ...fields,
  })) {
    body.append(name, value);
  }
  if (cv) body.append("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
  return body;
}

const pdf = (bytes: Uint8Array = PDF, name = "cv.pdf") => ({ bytes, name, type: "application/pdf" });
const apply = (body: FormData, key: string = crypto.randomUUID()) =>
  lead.invoke("submit-application", body, { "Idempotency-Key": key });

async function rowsFor(email: string) {
  const { data } = await lead.serviceRole.from("job_applications").select("*").eq("email", email);
  return (data ?? []) as Array<Record<string, unknown>>;
}

async function objects() {
  const { data } = await lead.serviceRole.storage.from(BUCKET).list("", { limit: 1000 });
  return (data ?? []).map((object) => object.name);
}

describe("submit-application", { timeout: 120_000 }, () => {
  it("stores a PDF and a .docx under names of its own, with the HR notification and the acknowledgement", async () => {
    for (const cv of [
      pdf(PDF, "Grace's CV (final).pdf"),
      { bytes: DOCX, name: "cv.docx", type: "application/msword" },
    ]) {
      const body = form(
        { phone: "+1 617 555 0100", profileUrl: "https://www.linkedin.com/in/grace", coverNote: "Hi!\nLine two." },
        cv,
      );
      const email = String(body.get("email"));
      const answer = await apply(body);
      expect(answer.status).toBe(200);
      const { applicationId } = answer.body as { ok: true; applicationId: string };
      const [row] = await rowsFor(email);
      const type = cv.name.endsWith(".pdf") ? "pdf" : "docx";
      expect(row).toMatchObject({
        id: applicationId,
        job_id: "cloud-security-engineer",
        job_title: "Cloud Security Engineer",
        cv_path: `${applicationId}.${type}`,
        cv_type: type,
        cv_size: cv.bytes.byteLength,
        status: "new",
        cover_note: "Hi!\nLine two.",
      });
      expect(await objects()).toContain(`${applicationId}.${type}`);
    }
  });

  it("mails HR a link to the admin area (never the CV) and the candidate a withdrawal link that works", async () => {
    const body = form({}, pdf());
    const email = String(body.get("email"));
    const { applicationId } = (await apply(body)).body as { applicationId: string };
    const mails = await waitFor("both emails", async () => {
      await deliverLeadEmailsNow(lead.stack);
      const found = await lead.mailsAbout(email);
      return found.length >= 2 && found;
    });
    const toHr = mails.find((mail) => mail.Subject.startsWith("New application: Cloud Security Engineer"))!;
    expect(toHr.To[0].Address).toBe("hr@example.com");
    expect(toHr.Text).toContain(`${SITE_URL}/admin/applications?application=${applicationId}`);
    const detail = (await (await fetch(`${lead.stack.inboxUrl}/api/v1/message/${toHr.ID}`)).json()) as {
      Attachments: unknown[];
    };
    expect(detail.Attachments).toEqual([]);
    const ack = mails.find((mail) => mail.Subject === "We received your application for Cloud Security Engineer")!;
    const link = /Withdraw your application \(it and your CV are deleted at once\): (\S+)/.exec(ack.Text)![1];
    expect(link.startsWith(`${SITE_URL}/careers/withdraw#token=`)).toBe(true);
    const token = decodeURIComponent(link.split("#token=")[1]);

    const read = await fetch(
      `${lead.stack.apiUrl}/functions/v1/withdraw-application?token=${encodeURIComponent(token)}`,
      {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
      },
    );
    expect(await read.json()).toMatchObject({ application: { jobTitle: "Cloud Security Engineer" } });
    expect(await lead.invoke("withdraw-application", { token })).toMatchObject({
      status: 200,
      body: { withdrawn: true },
    });
    expect(await rowsFor(email)).toEqual([]);
    expect(await objects()).not.toContain(`${applicationId}.pdf`);
    const { data: emails } = await lead.serviceRole.from("lead_emails").select("id").eq("lead_id", applicationId);
    expect(emails).toEqual([]);
    expect(await lead.invoke("withdraw-application", { token })).toMatchObject({ status: 200 });
    const again = await fetch(
      `${lead.stack.apiUrl}/functions/v1/withdraw-application?token=${encodeURIComponent(token)}`,
      {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
      },
    );
    expect(again.status).toBe(404);
    expect((await lead.invoke("withdraw-application", { token: `${token}x` })).status).toBe(400);
  });

  it("refuses a renamed program (415), a 6 MB file (413, readable), and hostile input (4xx), keeping nothing", async () => {
    const before = (await objects()).length;
    const refusals: Array<[FormData, number, string]> = [
      [form({}, pdf(EXE, "cv.pdf")), 415, "cv"],
      [form({}, { bytes: strToU8("just text"), name: "cv.docx", type: "application/pdf" }), 415, "cv"],
      [form({}, { bytes: zipSync({ "a.txt": strToU8("x") }), name: "cv.docx", type: "application/zip" }), 415, "cv"],
      [form({}, null), 400, "cv"],
      [form({ jobId: "ceo" }, pdf()), 400, "jobId"],
      [form({ consent: "" }, pdf()), 400, "consent"],
      [form({ email: "not-an-address" }, pdf()), 400, "email"],
      [form({ fullName: "\u0000\u0000" }, pdf()), 400, "fullName"],
      [form({ fullName: "x".repeat(101) }, pdf()), 400, "fullName"],
      [form({ profileUrl: "javascript:alert(1)" }, pdf()), 400, "profileUrl"],
      [form({ profileUrl: `https://example.com/${"a".repeat(600)}` }, pdf()), 400, "profileUrl"],
      [form({ coverNote: "\ud800".repeat(2_001) }, pdf()), 400, "coverNote"],
    ];
    for (const [body, status, field] of refusals) {
      const answer = await apply(body);
      expect(answer, `${field} ${status}`).toMatchObject({ status, body: { error: { field } } });
    }
    // Over the limit: a 413 the official client reads, not a dropped connection.
    const big = await apply(form({}, pdf(new Uint8Array(6 * 1024 * 1024).fill(0x25))));
    expect(big).toMatchObject({ status: 413, body: { error: { field: "cv", title: "CV too large" } } });
    const raw = await fetch(`${lead.stack.apiUrl}/functions/v1/submit-application`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ deep: [[[[[[]]]]]] }),
    });
    expect(raw.status).toBe(400);
    expect((await objects()).length).toBe(before);
  });

  it("answers a filled honeypot as a success and keeps nothing; a repeated key answers the first application", async () => {
    const bot = form({ website: "https://spam.example" }, pdf());
    expect((await apply(bot)).status).toBe(200);
    expect(await rowsFor(String(bot.get("email")))).toEqual([]);

    const body = form({}, pdf());
    const key = crypto.randomUUID();
    const first = await apply(body, key);
    const again = await apply(body, key);
    expect(again.body).toEqual(first.body);
    expect(await rowsFor(String(body.get("email")))).toHaveLength(1);
    const other = form({ email: String(body.get("email")), fullName: "Someone Else" }, pdf());
    expect((await apply(other, key)).status).toBe(422);
  });
});

describe("the retention job", { timeout: 60_000 }, () => {
  it("deletes an application 6 months after its last move, with its CV, and any CV an hour without its application", async () => {
    const stale = form({}, pdf());
    const fresh = form({}, pdf());
    const staleId = ((await apply(stale)).body as { applicationId: string }).applicationId;
    const freshId = ((await apply(fresh)).body as { applicationId: string }).applicationId;
    const db = lead.stack.ctx.db;
    await db.query("update public.job_applications set status = 'rejected' where id = $1", [staleId]);
    await db.query(
      `update public.job_applications set status_changed_at = now() - make_interval(months => $2, days => 1) where id = $1`,
      [staleId, RETENTION.applications.months],
    );
    // A CV whose application is gone (its removal failed once), and one being stored right now.
    const orphan = `${crypto.randomUUID()}.pdf`;
    const storing = `${crypto.randomUUID()}.pdf`;
    for (const name of [orphan, storing]) {
      const upload = await lead.serviceRole.storage.from(BUCKET).upload(name, PDF, { contentType: "application/pdf" });
      expect(upload.error).toBeNull();
    }
    await db.query("update storage.objects set created_at = now() - interval '2 hours' where name = $1", [orphan]);

    const answer = (await runScheduledCommandNow(
      lead.stack,
      "select public.invoke_scheduled_function('purge-expired-data', 60000) as id",
    )) as Record<string, number>;
    expect(answer).toMatchObject({ job_applications: 1, cv_objects: 2 });
    expect(await rowsFor(String(stale.get("email")))).toEqual([]);
    expect(await rowsFor(String(fresh.get("email")))).toHaveLength(1);
    const left = await objects();
    expect(left).not.toContain(`${staleId}.pdf`);
    expect(left).not.toContain(orphan);
    expect(left).toEqual(expect.arrayContaining([`${freshId}.pdf`, storing]));
  });
});

describe("the CVs' bucket", { timeout: 60_000 }, () => {
  it("gives staff who see applications a short-lived signed URL, and guests and members nothing", async () => {
    const body = form({}, pdf());
    const { applicationId } = (await apply(body)).body as { applicationId: string };
    const path = `${applicationId}.pdf`;

    const signed = await admin.storage.from(BUCKET).createSignedUrl(path, 60);
    expect(signed.error).toBeNull();
    const download = await fetch(signed.data!.signedUrl);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);

    const { client: member } = await signedInMember(lead.stack);
    for (const caller of [lead.visitor, member]) {
      expect((await caller.storage.from(BUCKET).createSignedUrl(path, 60)).data).toBeNull();
      expect((await caller.storage.from(BUCKET).download(path)).data).toBeNull();
      expect((await caller.storage.from(BUCKET).list()).data ?? []).toEqual([]);
      expect((await caller.from("job_applications").select("id")).data ?? []).toEqual([]);
      const upload = await caller.storage.from(BUCKET).upload(`${crypto.randomUUID()}.pdf`, PDF);
      expect(upload.error).not.toBeNull();
    }
    const publicUrl = admin.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);
  });
});
