// HR's pipeline end to end. Two applications are stored as the submit-application function stores
// them (the service role: a CV in the private bucket, then the row). The seeded admin filters the
// list by position, opens one, moves it to screening, adds a note and opens the CV in a new tab
// through a short-lived signed link; then a colleague holding only the `hr` role sees the job
// applications and no other section. Everything made here is removed again.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { adminSubmissionPath } from "../supabase/functions/_rules/admin-links";
import { JOB_OPENINGS, type JobOpeningId } from "../supabase/functions/_rules/job-applications";
import { SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import {
  expect,
  expectNoAxeViolations,
  screenshotBoth,
  signIn,
  stack,
  test,
  VIEWPORTS,
  waitForHydrationOnLoad,
} from "./fixtures";
import { animationsDone } from "./settle";
import { expectWcag } from "./wcag-checks";

test.use({ viewport: VIEWPORTS.desktop });

const SERVICE = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** The REST API as the service role: what the Edge Functions see. */
async function serviceRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.api}/rest/v1/${path}`, {
    ...init,
    headers: { ...SERVICE, "Content-Type": "application/json", Prefer: "return=representation" },
  });
  expect(response.ok, `${init.method ?? "GET"} ${path}: ${response.status} ${await response.clone().text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A one-page PDF saying `line`, with a correct cross-reference table, so a viewer opens it. */
function onePagePdf(line: string): Blob {
  const stream = `BT /F1 24 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: "application/pdf" });
}

/** An application as submit-application stores it: the CV in the bucket first, then the row. */
async function seedApplication(jobId: JobOpeningId, fullName: string, extra: Record<string, unknown> = {}) {
  const id = randomUUID();
  const cv = onePagePdf(`CV of ${fullName}`);
  const upload = await fetch(`${stack.api}/storage/v1/object/job-applications/${id}.pdf`, {
    method: "POST",
    headers: { ...SERVICE, "Content-Type": "application/pdf" },
    body: cv,
  });
  expect(upload.ok, `CV upload: ${upload.status} ${await upload.clone().text()}`).toBe(true);
  await serviceRest("job_applications", {
    method: "POST",
    body: JSON.stringify({
      id,
      job_id: jobId,
      job_title: JOB_OPENINGS[jobId].title,
      full_name: fullName,
      email: `${fullName.split(" ")[0].toLowerCase()}-${id.slice(0, 8)}@example.com`,
      cv_path: `${id}.pdf`,
      cv_type: "pdf",
      cv_size: cv.size,
      consented_at: new Date().toISOString(),
      ...extra,
    }),
  });
  return id;
}

/**
 * Its two emails as the delivery worker leaves them: HR's notification delivered, the candidate's
 * acknowledgement given up on (neither is due, so the worker leaves them be).
 */
async function seedEmails(id: string) {
  const now = new Date().toISOString();
  const email = (purpose: string) => ({
    lead_kind: "application",
    lead_id: id,
    purpose,
    message: {},
    message_id: `<${purpose}-${id}@example.com>`,
  });
  await serviceRest("lead_emails", {
    method: "POST",
    body: JSON.stringify([
      { ...email("notification"), status: "sent", attempts: 1, sent_at: now, last_error: null },
      {
        ...email("acknowledgement"),
        status: "failed",
        attempts: 5,
        sent_at: null,
        last_error: "550 5.1.1 mailbox unavailable",
      },
    ]),
  });
}

/** The row (its notes and emails go with it) and the CV. */
async function removeApplication(id: string) {
  await serviceRest(`job_applications?id=eq.${id}`, { method: "DELETE" });
  await fetch(`${stack.api}/storage/v1/object/job-applications`, {
    method: "DELETE",
    headers: { ...SERVICE, "Content-Type": "application/json" },
    body: JSON.stringify({ prefixes: [`${id}.pdf`] }),
  });
}

/** A confirmed account holding the `hr` role alone (GoTrue's admin API, then the role's row). */
async function createHrColleague() {
  const account = { email: `hr-${Date.now().toString(36)}@example.com`, password: "hiring pipeline kestrel 7" };
  const response = await fetch(`${stack.api}/auth/v1/admin/users`, {
    method: "POST",
    headers: { ...SERVICE, "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, email_confirm: true }),
  });
  expect(response.ok, `create user: ${response.status}`).toBe(true);
  const { id } = (await response.json()) as { id: string };
  await serviceRest("user_roles", { method: "POST", body: JSON.stringify({ user_id: id, role: "hr" }) });
  return { ...account, id };
}

/**
 * The toasts while a dialog is open: it hides the rest of the page from assistive technology (Radix
 * announces the toast on its own), so they are found by their list, not by the region's role.
 */
const toastsOverDialog = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"] li');

/** Closes every notification, so the checks below see the page they cover. */
async function dismissToasts(page: Page) {
  const buttons = toastsOverDialog(page).locator('button[aria-label="Dismiss notification"]');
  for (let left = await buttons.count(); left > 0; left = await buttons.count()) {
    await buttons.first().click();
    await expect(buttons).toHaveCount(left - 1);
  }
}

test("HR moves an application through the pipeline, notes it and opens its CV; an HR colleague sees nothing else", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const grace = await seedApplication("cloud-security-engineer", "Grace Hopper", {
    phone: "+1 555 0100",
    profile_url: "https://www.linkedin.com/in/grace-hopper",
    cover_note: "Dear team,\n\nI built the first compiler.\n<script>alert(1)</script>",
  });
  await seedEmails(grace);
  const alan = await seedApplication("secretary", "Alan Turing");
  let hrUserId: string | undefined;

  try {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.goto("/admin/applications");
    await expect(page.getByRole("heading", { level: 2, name: "Job applications" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    await expect(tabs.getByRole("link", { name: "Job applications" })).toHaveAttribute("aria-current", "page");
    const table = page.getByRole("table", { name: "Job applications, newest first" });
    const rows = table.getByRole("row");
    // Newest first: Alan applied after Grace.
    await expect(rows.nth(1)).toContainText("Alan Turing");
    await expect(rows.nth(2)).toContainText("Grace Hopper");

    // The position's filter, in the URL.
    await page.getByRole("combobox", { name: "Position" }).selectOption({ label: "Cloud Security Engineer" });
    await expect(page).toHaveURL(`${stack.site}/admin/applications?job=cloud-security-engineer`);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Grace Hopper");
    await expect(rows.nth(1)).toContainText("Cloud Security Engineer");
    await expectNoAxeViolations(page, "(applications filtered by position)");
    await expectWcag(page, "/admin/applications?job=cloud-security-engineer");
    await screenshotBoth(page, "admin-applications");

    // The detail: contact details, the profile link apart, the cover note as text.
    await table.getByRole("button", { name: /Grace Hopper/ }).click();
    const dialog = page.getByRole("dialog", { name: "Grace Hopper" });
    await expect(page).toHaveURL(new RegExp(`[?&]application=${grace}$`));
    await expect(dialog).toContainText("Cloud Security Engineer");
    const profile = dialog.getByRole("link", { name: "https://www.linkedin.com/in/grace-hopper (opens in a new tab)" });
    await expect(profile).toHaveAttribute("target", "_blank");
    await expect(profile).toHaveAttribute("rel", "noopener noreferrer");
    await expect(dialog.getByText("<script>alert(1)</script>")).toBeVisible();
    const delivery = dialog.getByRole("region", { name: /Email delivery/ });
    await expect(delivery.getByRole("listitem").filter({ hasText: "Notification to HR" })).toContainText("Delivered");
    await expect(delivery.getByRole("listitem").filter({ hasText: "Acknowledgement to the candidate" })).toContainText(
      "550 5.1.1 mailbox unavailable",
    );
    await expect(dialog).toContainText(/This one goes after \w{3} \d\d, \d{4} unless its status changes again/);

    // The status, saved alone; the database stamps when it changed.
    const before = (await serviceRest<{ status_changed_at: string }[]>(`job_applications?id=eq.${grace}`))[0];
    await dialog.getByRole("combobox", { name: "Status" }).selectOption("screening");
    await expect(toastsOverDialog(page).filter({ hasText: "Application marked screening" })).toBeVisible();
    await expect
      .poll(async () => (await serviceRest<{ status: string }[]>(`job_applications?id=eq.${grace}&select=status`))[0])
      .toEqual({ status: "screening" });
    const after = (await serviceRest<{ status_changed_at: string }[]>(`job_applications?id=eq.${grace}`))[0];
    expect(new Date(after.status_changed_at).getTime()).toBeGreaterThan(new Date(before.status_changed_at).getTime());

    // A note, by the signed-in admin.
    const notes = dialog.getByRole("region", { name: "Notes" });
    await notes.getByRole("textbox", { name: "Add a note" }).fill("Strong compiler background.\nInvite to interview.");
    await expect(notes.getByRole("textbox", { name: "Add a note" })).toHaveAccessibleDescription(
      "48 / 2000 characters",
    );
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByRole("listitem").first()).toContainText("Strong compiler background.");
    await expect(notes.getByRole("listitem").first()).toContainText(SEEDED_ADMIN.email);
    expect(await serviceRest(`job_application_notes?application_id=eq.${grace}&select=author_email,body`)).toEqual([
      { author_email: SEEDED_ADMIN.email, body: "Strong compiler background.\nInvite to interview." },
    ]);

    // The CV: a new tab, sent to a link signed for a minute, which answers the PDF.
    // (the page's own POST to that path asks for the link; the tab's GET with its token reads the CV)
    const signed = page
      .context()
      .waitForEvent("response", (response) =>
        response.url().startsWith(`${stack.api}/storage/v1/object/sign/job-applications/${grace}.pdf?token=`),
      );
    const popup = page.waitForEvent("popup");
    await dialog.getByRole("button", { name: "Open CV (PDF, 1 KB) in a new tab" }).click();
    const tab = await popup;
    const response = await signed;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    await expect(tab).toHaveURL(
      new RegExp(`^${stack.api}/storage/v1/object/sign/job-applications/${grace}\\.pdf\\?token=`),
    );
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();

    await dismissToasts(page);
    await animationsDone(page);
    await expectNoAxeViolations(page, "(an application's detail)");
    // Pictured from its top: the status, the candidate and the cover note.
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await screenshotBoth(page, "admin-application-detail");

    // A colleague with the hr role alone: the job applications are their one section.
    const colleague = await createHrColleague();
    hrUserId = colleague.id;
    const hr = await browser.newPage({ viewport: VIEWPORTS.mobile, baseURL: stack.site });
    waitForHydrationOnLoad(hr);
    await signIn(hr, colleague.email, colleague.password);
    await hr.goto("/admin");
    await expect(hr).toHaveURL(`${stack.site}/admin/applications`);
    const hrTabs = hr.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    await expect(hrTabs).toHaveCount(1);
    await expect(hrTabs).toHaveAccessibleName("Applications");
    await expect(hr.getByRole("table", { name: "Job applications, newest first" })).toContainText("Grace Hopper");
    // HR's notification email links the application; its status, note and emails are theirs to read.
    await hr.goto(adminSubmissionPath("application", grace));
    const hrDialog = hr.getByRole("dialog", { name: "Grace Hopper" });
    await expect(hrDialog.getByRole("combobox", { name: "Status" })).toHaveValue("screening");
    await expect(hrDialog.getByRole("region", { name: "Notes" })).toContainText("Strong compiler background.");
    await expect(hrDialog.getByRole("region", { name: /Email delivery/ })).toContainText("Notification to HR");
    await hr.goto("/admin/admins");
    await expect(hr).toHaveURL(`${stack.site}/admin/applications`);
    await hr.close();
  } finally {
    await removeApplication(grace);
    await removeApplication(alan);
    if (hrUserId) await fetch(`${stack.api}/auth/v1/admin/users/${hrUserId}`, { method: "DELETE", headers: SERVICE });
  }
});
