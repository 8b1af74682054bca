// Account security end to end on the production build and the local stack: an admin enrolls an
// authenticator app (the test computes the codes from the key the page shows), signs out, signs
// in with the code and reaches /admin; wrong codes; removing the factor; the admin prompt on every
// admin screen; the settings password form (strength, common passwords, other sessions); the
// email change to both addresses. Emails are read from the local inbox.
import { createHmac } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Page } from "@playwright/test";
import ws from "ws";
import { ADMIN_SECTIONS, adminPath } from "../src/features/admin/admin-sections";
import { E2E_RECENT_SIGN_IN_SECONDS } from "../supabase/local/config-overrides";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import {
  expect,
  expectNoAxeViolations,
  screenshotBoth,
  setHighContrast,
  stack,
  test,
  waitForHydrationOnLoad,
} from "./fixtures";
import { expectSoundInHighContrastLargerText, preferHighContrastLargerText } from "./preference-checks";

const run = Date.now();

const nodeClient = (): SupabaseClient =>
  createClient(stack.api, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

/** RFC 6238 with an authenticator app's settings (SHA-1, 30 s, 6 digits), from the base32 key. */
function totp(base32Secret: string, atMs = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Secret.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}

/** A code that is certainly not the current one (nor the ones either side the server accepts). */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((shift) => totp(secret, Date.now() + shift));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!accepted.includes(candidate)) return candidate;
  }
}

/** How many emails to `email` have a subject matching `subject`. */
async function emailsTo(email: string, subject: RegExp): Promise<number> {
  const { messages } = (await (await fetch(`${stack.inbox}/api/v1/messages`)).json()) as {
    messages: { Subject: string; To: { Address: string }[] }[];
  };
  return messages.filter((m) => m.To.some((to) => to.Address === email) && subject.test(m.Subject)).length;
}

async function confirmationLink(email: string): Promise<string> {
  const query = encodeURIComponent(`to:${email}`);
  const { messages } = (await (await fetch(`${stack.inbox}/api/v1/search?query=${query}`)).json()) as {
    messages: { ID: string }[];
  };
  if (!messages.length) return "";
  const full = (await (await fetch(`${stack.inbox}/api/v1/message/${messages[0].ID}`)).json()) as { Text: string };
  return full.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? "";
}

/** A confirmed account (sign-up, then the link from the inbox); `admin` grants it the admin role. */
async function createAccount(label: string, { admin = false } = {}) {
  const account = { email: `${label}-${run}@example.com`, password: `${label}-passphrase-1` };
  const { error } = await nodeClient().auth.signUp(account);
  expect(error).toBeNull();
  await expect.poll(() => confirmationLink(account.email), { timeout: 15_000 }).not.toBe("");
  expect((await fetch(await confirmationLink(account.email), { redirect: "manual" })).status).toBe(303);
  if (admin) {
    const { data, error: granted } = await (await seededAdmin()).rpc("grant_admin", { email: account.email });
    expect(granted).toBeNull();
    grantedAdmins.push(data as string);
  }
  return account;
}

/** The seeded admin (no factor, so aal1 is enough), signed in through the API. */
async function seededAdmin(): Promise<SupabaseClient> {
  const client = nodeClient();
  expect((await client.auth.signInWithPassword(SEEDED_ADMIN)).error).toBeNull();
  return client;
}

// admin.spec.ts expects the seeded admin alone: the admins made here are revoked afterwards.
const grantedAdmins: string[] = [];
test.afterAll(async () => {
  const client = await seededAdmin();
  for (const userId of grantedAdmins.splice(0)) {
    expect((await client.rpc("revoke_admin", { user_id: userId })).error).toBeNull();
  }
});

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const expectToast = (page: Page, title: string) => expect(toasts(page).getByText(title, { exact: true })).toBeVisible();
const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });

async function enterPassword(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email\*?$/).fill(email);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const ADMIN_SCREENS = ADMIN_SECTIONS.map(adminPath);

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

test("an admin without a factor is prompted on every admin screen, enrolls, signs in with the code and reaches /admin, then removes the factor", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(180_000);
  // Wrong codes are answered 422, which the browser logs.
  consoleWatch.allow(/status of 422/);
  const admin = await createAccount("mfa-admin", { admin: true });

  await page.goto("/auth");
  await enterPassword(page, admin.email, admin.password);
  await expectToast(page, "Welcome back!");
  for (const path of ADMIN_SCREENS) {
    await page.goto(path);
    const prompt = page.getByRole("region", { name: "Turn on two-factor authentication" });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText("people's names, emails and phone numbers");
    if (path === "/admin") {
      await expectNoAxeViolations(page, "(admin two-factor prompt)");
      await screenshotBoth(page, "security-admin-prompt");
    }
  }

  // Enroll from the prompt's link.
  await page.getByRole("link", { name: "Set up two-factor" }).click();
  await expect(page).toHaveURL(`${stack.site}/settings#two-factor`);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await page.getByLabel("Name for this authenticator").fill("Work phone");
  await page.getByRole("button", { name: "Continue" }).click();
  const qr = page.getByRole("img", { name: "QR code that adds SentinelForge to your authenticator app" });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("src", /^data:image\/svg\+xml/);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const secret = ((await page.locator("#two-factor code").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = page.getByLabel("Code from the app");
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoAxeViolations(page, "(enrolling an authenticator)");
  await screenshotBoth(page, "security-settings-enroll");

  await code.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(code).toHaveAccessibleDescription(/That code is not right/);
  await code.fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expectToast(page, "Two-factor authentication on");
  const factors = page.getByRole("list", { name: "Your authenticators" });
  await expect(factors.getByText("Work phone")).toBeVisible();
  await expectNoAxeViolations(page, "(two-factor on)");
  await screenshotBoth(page, "security-settings-factor-on");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Administration" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Turn on two-factor authentication" })).toHaveCount(0);

  // Sign out, then in: the password alone is not a sign-in any more.
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expectToast(page, "Signed Out");
  await page.goto("/admin/logos");
  await expect(page).toHaveURL(`${stack.site}/auth`);
  await enterPassword(page, admin.email, admin.password);
  const signInCode = page.getByLabel("Authentication code");
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expect(signInCode).toBeFocused();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await expect(toasts(page).getByText("Welcome back!", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "(sign-in code step)");
  await screenshotBoth(page, "security-auth-code-step");

  await signInCode.fill(wrongCode(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(signInCode).toHaveAccessibleDescription(/That code is not right/);
  await expect(signInCode).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "(sign-in code step, wrong code)");
  await screenshotBoth(page, "security-auth-code-wrong");

  await signInCode.fill(totp(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL(`${stack.site}/admin/logos`);
  await expect(accountMenu(page)).toBeVisible();
  // Admin data loads at aal2: the admins list (RLS shows an aal1 admin with a factor only their own row).
  await page.getByRole("link", { name: "Admins" }).click();
  const admins = page.getByRole("list", { name: "Current admins" });
  await expect(admins.getByRole("listitem").filter({ hasText: SEEDED_ADMIN.email })).toHaveCount(1);
  await expect(admins.getByRole("listitem").filter({ hasText: admin.email })).toHaveCount(1);

  // Removing the factor (with a current code from it) brings the prompt back.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Remove Work phone" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Work phone?" });
  await expect(dialog).toContainText("It is your only authenticator");
  await expectNoAxeViolations(page, "(remove authenticator dialog)");
  await screenshotBoth(page, "security-settings-remove-factor");
  // A fresh code first: a wrong one removes nothing.
  const currentCode = dialog.getByLabel("Current code");
  await currentCode.fill(wrongCode(secret));
  await dialog.getByRole("button", { name: "Remove authenticator" }).click();
  await expect(currentCode).toHaveAccessibleDescription(/That code is not right/);
  await expect(currentCode).toBeFocused();
  expect(
    await nodeClient()
      .auth.signInWithPassword(admin)
      .then(({ data }) => data.user?.factors?.length),
  ).toBe(1);
  await currentCode.fill(totp(secret));
  await dialog.getByRole("button", { name: "Remove authenticator" }).click();
  await expectToast(page, "Authenticator removed");
  await expect(page.getByText("Off: signing in takes your password only.")).toBeVisible();
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Turn on two-factor authentication" })).toBeVisible();
});

test('a device signed in before two-factor was turned on says its sign-in ended, never "no leads", and shows the leads once signed in again with the code', async ({
  page,
  browser,
  consoleWatch,
}) => {
  test.setTimeout(180_000);
  // The ended session's token is refused by /auth/v1 with 403, which the browser logs.
  consoleWatch.allow(/status of 403/);
  const admin = await createAccount("aal-admin", { admin: true });
  const lead = `Aal Lead ${run}`;
  const stored = await fetch(`${stack.api}/rest/v1/demo_requests`, {
    method: "POST",
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify({ full_name: lead, email: `aal-lead-${run}@example.com`, company: "Assurance Ltd" }),
  });
  expect(stored.ok).toBe(true);
  const leadsPage = `/admin?q=${encodeURIComponent(lead)}`;
  const leadRow = page.getByRole("button", { name: `View ${lead}` });

  // This device signs in while the account has no factor, and sees the lead.
  await page.goto("/auth");
  await enterPassword(page, admin.email, admin.password);
  await expectToast(page, "Welcome back!");
  await page.goto(leadsPage);
  await expect(leadRow).toBeVisible();

  // Another device turns two-factor on.
  const other = await browser.newContext();
  const phone = await other.newPage();
  waitForHydrationOnLoad(phone);
  await phone.goto(`${stack.site}/auth`);
  await enterPassword(phone, admin.email, admin.password);
  await expectToast(phone, "Welcome back!");
  await phone.goto(`${stack.site}/settings`);
  await phone.getByRole("button", { name: "Set up an authenticator app" }).click();
  await phone.getByRole("button", { name: "Continue" }).click();
  await expect(phone.getByLabel("Code from the app")).toBeVisible();
  const secret = ((await phone.locator("#two-factor code").textContent()) ?? "").replace(/\s/g, "");
  await phone.getByLabel("Code from the app").fill(totp(secret));
  await phone.getByRole("button", { name: "Turn on two-factor" }).click();
  await expectToast(phone, "Two-factor authentication on");
  const offer = phone.getByRole("region", { name: "Add a backup authenticator?" });
  await expect(offer.getByRole("button", { name: "Add a backup authenticator" })).toBeFocused();
  await offer.getByRole("button", { name: "Not now" }).click();
  await expect(phone.getByRole("button", { name: "Add another authenticator" })).toBeFocused();
  await other.close();

  // The server ended this device's session: it is sent to sign in, told why, never shown "no leads".
  await page.goto(leadsPage);
  await expect(page).toHaveURL(`${stack.site}/auth`);
  await expect(toasts(page).getByText("Sign in again", { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText("two-factor authentication was turned on");
  await expect(page.getByText("No leads yet")).toHaveCount(0);
  await expect(page.getByText(/Every lead email has been delivered/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Turn on two-factor authentication" })).toHaveCount(0);
  await expectNoAxeViolations(page, "(sign-in after two-factor ended this device's session)");
  await screenshotBoth(page, "security-admin-session-ended");

  await enterPassword(page, admin.email, admin.password);
  // Lost the only authenticator? Another admin can help; nothing skips the code.
  await page.getByRole("button", { name: "Lost your authenticator?" }).click();
  await expect(page.getByText(/ask another admin to confirm it is you/)).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp(secret));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL(`${stack.site}${leadsPage}`);
  await expect(leadRow).toBeVisible();
});

test("settings: strength feedback, a common password refused, the change saved, other sessions signed out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await createAccount("pw-member");
  // A second session elsewhere, which "Sign out other sessions" ends.
  const elsewhere = nodeClient();
  expect((await elsewhere.auth.signInWithPassword(member)).error).toBeNull();

  await page.goto("/auth");
  await enterPassword(page, member.email, member.password);
  await expectToast(page, "Welcome back!");
  await page.goto("/settings");
  const password = page.getByLabel("New password", { exact: true });
  await password.fill("Password123");
  await page.getByLabel("Confirm new password").fill("Password123");
  await expect(page.getByText("Strength: Too common.")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password Too Common");
  await expect(password).toHaveAccessibleDescription(/on the list of the most common passwords/);
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page, "(settings, common password refused)");
  await screenshotBoth(page, "security-settings-common-password");

  const stronger = "copper kettle winter 7";
  await password.fill(stronger);
  await page.getByLabel("Confirm new password").fill(stronger);
  await expect(page.getByText("Strength: Strong.")).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password Updated");
  const offer = page.getByRole("region", { name: "Sign out your other sessions?" });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page, "(settings, sign out other sessions offer)");
  await screenshotBoth(page, "security-settings-password-changed");
  await offer.getByRole("button", { name: "Sign out other sessions" }).click();
  await expectToast(page, "Other sessions signed out");
  await expect(offer).toBeHidden();
  // This browser stays signed in; the other session's refresh token no longer works.
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  const { error } = await elsewhere.auth.refreshSession();
  expect(error?.message).toMatch(/Refresh Token/i);
  // The new password signs in; the old one does not.
  expect((await nodeClient().auth.signInWithPassword({ email: member.email, password: stronger })).error).toBeNull();
  expect((await nodeClient().auth.signInWithPassword(member)).error?.message).toBe("Invalid login credentials");
});

test("the security screens hold up in high contrast and larger text: admin prompt, two-factor card, email change, sign-in code step", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = await createAccount("hc-admin", { admin: true });
  await page.goto("/auth");
  await preferHighContrastLargerText(page);
  await page.reload();
  await enterPassword(page, admin.email, admin.password);
  await expectToast(page, "Welcome back!");

  // On the logos screen: the leads screen's filters are cut off in larger text at 390 px (not this
  // prompt's doing; see the report).
  await page.goto("/admin/logos");
  await expect(page.getByRole("region", { name: "Turn on two-factor authentication" })).toBeVisible();
  await expectSoundInHighContrastLargerText(page, "security-admin-prompt");

  // The settings page: two-factor card (off, then enrolling) and the email change form.
  await page.goto("/settings");
  await page.getByLabel("New email").fill(`hc-admin-new-${run}@example.com`);
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await page.getByLabel("Name for this authenticator").fill("A phone with a rather long name");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("img", { name: /^QR code/ })).toBeVisible();
  await expectSoundInHighContrastLargerText(page, "security-settings-enroll");
  const secret = ((await page.locator("#two-factor code").textContent()) ?? "").replace(/\s/g, "");
  await page.getByLabel("Code from the app").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expectToast(page, "Two-factor authentication on");
  await expect(page.getByRole("list", { name: "Your authenticators" })).toBeVisible();
  await expectSoundInHighContrastLargerText(page, "security-settings-factor-on");

  // The sign-in code step.
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expectToast(page, "Signed Out");
  await page.goto("/auth");
  await enterPassword(page, admin.email, admin.password);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await expectSoundInHighContrastLargerText(page, "security-auth-code-step");
});

/** The 6-digit code in the newest "verification code" email to `email`, or "" before it arrives. */
async function emailedCode(email: string): Promise<string> {
  const { messages } = (await (await fetch(`${stack.inbox}/api/v1/messages`)).json()) as {
    messages: { ID: string; Subject: string; To: { Address: string }[] }[];
  };
  const found = messages.find((m) => m.To.some((to) => to.Address === email) && /verification code/i.test(m.Subject));
  if (!found) return "";
  const full = (await (await fetch(`${stack.inbox}/api/v1/message/${found.ID}`)).json()) as { Text: string };
  return full.Text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? "";
}

test("settings: past the recent sign-in window, the password changes only with the code emailed to the person", async ({
  page,
  consoleWatch,
}) => {
  // GoTrue answers reauthentication_needed with 400 and a wrong code with 422; the browser logs both.
  consoleWatch.allow(/status of 400/);
  consoleWatch.allow(/status of 422/);
  // The end-to-end stack counts a session as recent for E2E_RECENT_SIGN_IN_SECONDS (GoTrue: 24 h).
  test.setTimeout(120_000 + E2E_RECENT_SIGN_IN_SECONDS * 1000);
  const member = await createAccount("reauth-member");
  await page.goto("/auth");
  await preferHighContrastLargerText(page);
  await page.reload();
  await enterPassword(page, member.email, member.password);
  await expectToast(page, "Welcome back!");
  const signedIn = Date.now();
  await page.goto("/settings");
  await expect
    .poll(() => Date.now() - signedIn, { timeout: (E2E_RECENT_SIGN_IN_SECONDS + 10) * 1000, intervals: [1_000] })
    .toBeGreaterThan((E2E_RECENT_SIGN_IN_SECONDS + 1) * 1000);

  const stronger = "lantern harbour autumn 9";
  await page.getByLabel("New password", { exact: true }).fill(stronger);
  await page.getByLabel("Confirm new password").fill(stronger);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Code sent");
  await expect(page.getByText("Confirm it's you")).toBeVisible();
  const field = page.getByLabel("Verification code");
  await expect(field).toBeFocused();
  await expect.poll(() => emailedCode(member.email), { timeout: 15_000 }).not.toBe("");
  const code = await emailedCode(member.email);

  // A wrong code is refused beside the field; nothing changes.
  await field.fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(
    page.getByText("That code is not right or has expired. Enter the newest code from your email, or send a new one."),
  ).toBeVisible();
  await expect(field).toBeFocused();
  await expectSoundInHighContrastLargerText(page, "security-settings-password-code");

  await field.fill(code);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password Updated");
  await expect(page.getByText("Confirm it's you")).toBeHidden();
  expect((await nodeClient().auth.signInWithPassword({ email: member.email, password: stronger })).error).toBeNull();
  expect((await nodeClient().auth.signInWithPassword(member)).error?.message).toBe("Invalid login credentials");
});

test("settings: an email change tells the person that both addresses get a link", async ({ page }) => {
  const member = await createAccount("email-member");
  await page.goto("/auth");
  await enterPassword(page, member.email, member.password);
  await expectToast(page, "Welcome back!");
  await page.goto("/settings");
  const next = `email-member-new-${run}@example.com`;
  await page.getByLabel("New email").fill(next);
  await page.getByRole("button", { name: "Change email" }).click();
  await expectToast(page, "Check both inboxes");
  await expect(page.getByRole("status").filter({ hasText: "Open the links in both emails" })).toContainText(
    `${member.email} and to ${next}`,
  );
  await expect.poll(() => emailsTo(next, /email address/i), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => emailsTo(member.email, /email address/i), { timeout: 15_000 }).toBe(1);
  await expectNoAxeViolations(page, "(settings, email change sent)");
  await screenshotBoth(page, "security-settings-email-change");

  await setHighContrast(page, true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
  await expectNoAxeViolations(page, "(settings, high contrast)");
});
