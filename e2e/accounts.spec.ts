// The account journey end to end on the production build and the local stack, with the emails
// read from the local inbox: sign up, confirm, sign out and in, profile, password reset; the guards.
import type { Page } from "@playwright/test";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, expectNoAxeViolations, screenshotBoth, setHighContrast, stack, test } from "./fixtures";

const run = Date.now();

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const expectToast = (page: Page, title: string) => expect(toasts(page).getByText(title, { exact: true })).toBeVisible();

/** The auth link (…/auth/v1/verify?…) in the newest email to `email` whose subject matches. */
/** The link in the newest email to `email` whose subject matches, once `count` such emails have arrived. */
async function linkFromInbox(email: string, subject: RegExp, count = 1): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${stack.inbox}/api/v1/messages`)).json()) as {
          messages: { ID: string; Subject: string; To: { Address: string }[] }[];
        };
        // The inbox lists newest first.
        const matching = list.messages.filter((m) => m.To.some((t) => t.Address === email) && subject.test(m.Subject));
        if (matching.length < count) return "";
        const message = matching[0];
        const full = (await (await fetch(`${stack.inbox}/api/v1/message/${message.ID}`)).json()) as { Text: string };
        link = full.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, message: `an email to ${email} matching ${subject}` },
    )
    .not.toBe("");
  return link;
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });

async function signOutFromMenu(page: Page) {
  await accountMenu(page).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expectToast(page, "Signed Out");
  await expect(page).toHaveURL(`${stack.site}/`);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
}

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 1440, height: 900 } });

test("sign up → confirm by email → sign out and in → session survives reload → profile → reset password", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000);
  const email = `journey-${run}@example.com`;
  const password = "first-passphrase";
  const newPassword = "second-passphrase";

  await page.goto("/auth?tab=signup");
  await page.getByLabel("Full name").fill("Journey Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Account Created!");
  await expect(page.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
  // Nothing typed twice (WCAG 3.3.7): the sign-in tab has the new address already.
  await expect(page.getByLabel("Email")).toHaveValue(email);
  // A lasting notice says where the link went, and sends another on request (which replaces the first).
  const notice = page.getByRole("region", { name: "Check your inbox" });
  await expect(notice).toContainText(`We sent a confirmation link to ${email}.`);
  // Within [auth.email] max_frequency of the first (1 s on the test stack) GoTrue refuses with a 429
  // and says how long to wait, as the notice then does; after that the new link goes out.
  consoleWatch.allow(/status of 429/);
  await expect(async () => {
    await notice.getByRole("button", { name: "send the link again" }).click();
    await expect(notice.getByRole("status")).toHaveText("A new link is on its way.", { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // The confirmation email's link signs the new user in on the site root, and says so.
  await page.goto(await linkFromInbox(email, /confirm/i, 2));
  await expect(page).toHaveURL(`${stack.site}/`);
  await expectToast(page, "Email confirmed");
  await expect(toasts(page).getByText("Your account is ready. You are now signed in.")).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName("Account menu for Journey Tester");
  await accountMenu(page).click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
  await expect(page.getByRole("menuitem", { name: "Admin" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await signOutFromMenu(page);

  await page.goto("/auth");
  await signInWith(page, email, password);
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL(`${stack.site}/`);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();

  await page.goto("/profile");
  // The picture is stored and saved as soon as it is picked (e2e/uploads.spec.ts covers the rest).
  await page.getByLabel("Profile picture file").setInputFiles("public/apple-touch-icon.png");
  await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();
  await page.getByLabel("Full name").fill("Journey Renamed");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectToast(page, "Profile Updated");
  // The picture's own save also says "Profile Updated": the heading changes only once the name is saved.
  await expect(page.getByRole("heading", { name: "Journey Renamed" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Journey Renamed");
  await expect(page.getByRole("heading", { name: "Journey Renamed" })).toBeVisible();
  await expect(accountMenu(page)).toHaveAccessibleName("Account menu for Journey Renamed");
  await expect(accountMenu(page).locator("img")).toHaveAttribute(
    "src",
    new RegExp(`^${stack.api}/storage/v1/object/public/avatars/[0-9a-f-]{36}/[0-9a-f-]{36}\\.webp$`),
  );
  await signOutFromMenu(page);

  await page.goto("/auth?tab=reset");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectToast(page, "Reset Email Sent");
  await expect(page.getByRole("alert").filter({ hasText: "Check your email" })).toBeVisible();

  await page.goto(await linkFromInbox(email, /reset|recover|password/i));
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expectToast(page, "Password Updated");
  await expect(page).toHaveURL(`${stack.site}/`);
  await signOutFromMenu(page);

  await page.goto("/auth");
  // The old password is refused: the browser logs the 400 answer of that request.
  consoleWatch.allow(/status of 400/);
  await signInWith(page, email, password);
  await expectToast(page, "Authentication Failed");
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectToast(page, "Welcome back!");
  await expect(page).toHaveURL(`${stack.site}/`);
});

test("sign-up marks a password mismatch beside the confirmation as well as in the toast", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByLabel("Email").fill(`mismatch-${run}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("first-passphrase");
  const confirmation = page.getByLabel("Confirm password");
  await confirmation.fill("first-passphrasE");
  await page.getByRole("button", { name: "Create account" }).click();
  await expectToast(page, "Password Mismatch");
  await expect(confirmation).toHaveAttribute("aria-invalid", "true");
  await expect(confirmation).toHaveAccessibleDescription("Passwords do not match. Please try again.");
  await expect(confirmation).toBeFocused();
  await expectNoAxeViolations(page, "(sign-up with a mismatch)");
  await screenshotBoth(page, "auth-signup-errors");
  await confirmation.fill("first-passphrase");
  await expect(confirmation).not.toHaveAttribute("aria-invalid");
});

test("a guest opening /settings signs in and returns there; a signed-in user opening /auth lands on /", async ({
  page,
}) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(`${stack.site}/auth`);
  await signInWith(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(`${stack.site}/settings`);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.goto("/auth");
  await expect(page).toHaveURL(`${stack.site}/`);
  // /auth was replaced: going back leaves the site's history rather than returning to the form.
  await page.goBack();
  await expect(page).not.toHaveURL(`${stack.site}/auth`);
});

test("an expired reset link explains itself and offers a new email", async ({ page }) => {
  await page.goto(
    "/auth/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=",
  );
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible();
});

test("the mobile menu offers the account links and sign-out to a signed-in user", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/auth");
  await signInWith(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(`${stack.site}/`);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Profile" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Admin" })).toBeVisible();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expectToast(page, "Signed Out");
  await expect(menu).toBeHidden();
});

test("auth, profile and settings pass axe and are screenshotted", async ({ page }) => {
  test.setTimeout(120_000);
  for (const tab of ["signin", "signup", "reset"]) {
    await page.goto(`/auth?tab=${tab}`);
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expectNoAxeViolations(page, `(/auth ${tab})`);
    await screenshotBoth(page, `auth-${tab}`);
  }
  await page.goto("/auth/reset-password");
  await expect(page.getByRole("heading", { name: "Open the link from your email" })).toBeVisible();
  await expectNoAxeViolations(page, "(/auth/reset-password)");
  await screenshotBoth(page, "auth-reset-password");

  await page.goto("/auth");
  await signInWith(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await expect(page).toHaveURL(`${stack.site}/`);
  for (const path of ["/profile", "/settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page, `(${path})`);
    await screenshotBoth(page, path.slice(1));
  }
  await accountMenu(page).click();
  await expect(page.getByRole("menuitem", { name: "Admin" })).toBeVisible();
  await expectNoAxeViolations(page, "(avatar menu open)");
  await page.screenshot({ path: "e2e/screenshots/avatar-menu-desktop.png" });
  await page.keyboard.press("Escape");

  await setHighContrast(page, true);
  for (const path of ["/settings", "/auth/reset-password"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page, `(${path}, high contrast)`);
  }
});
