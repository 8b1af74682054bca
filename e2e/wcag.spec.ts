// WCAG 2.2 AA beyond what axe-core can see (e2e/wcag-checks.ts) on the routes a visitor, a member
// and an admin reach besides the public pages, which pages.spec.ts checks: reflow at 320 × 256,
// focus not obscured, target size, credential fields, the accessibility tree and help in the same
// place. /accessibility's "How it is tested" names these checks.
import { ACCEPT_INVITE_PATH } from "../supabase/functions/_rules/staff-invitations";
import { APPLICATION_WITHDRAW_PATH, DEMO_BOOKING_PATH } from "../supabase/functions/_rules/email-links";
import { ADMIN_SECTIONS, adminPath } from "../src/features/admin/admin-sections";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, expectNoAxeViolations, setHighContrast, signIn, test, VIEWPORTS } from "./fixtures";
import { expectWcag, focusObscuredProblems, helpOnHome, helpPlacement } from "./wcag-checks";

// Each test reads pages on its own: the workers share this file's tests out among them.
test.describe.configure({ mode: "parallel" });

// Every public page: pages.spec.ts, in the same visit as its other checks. The email links'
// landing pages, reached without a link (staff-invitations.spec.ts follows a real one).
for (const path of ["/auth/reset-password", ACCEPT_INVITE_PATH, DEMO_BOOKING_PATH, APPLICATION_WITHDRAW_PATH]) {
  test(`route ${path}`, async ({ page }) => {
    const help = await helpOnHome(page);
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    expect(await helpPlacement(page), "help links in the same place as on the home page").toEqual(help);
    await expectWcag(page, path);
  });
}

test("route /auth: signing in, signing up and resetting a password", async ({ page }) => {
  for (const tab of ["signin", "signup", "reset"]) {
    await page.goto(`/auth?tab=${tab}`);
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expectWcag(page, `/auth?tab=${tab}`);
  }
});

test("route 404", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/404/);
  await page.goto("/no/such/page");
  await expectWcag(page, "the 404 page");
});

// One test per screen, so the workers share them out (together they took 43 s in one test, the
// browser suite's last to finish). Each screen is then checked by axe in high-contrast mode: the
// public pages are in pages.spec.ts, and the admin journeys run axe in the default mode.
for (const path of ["/profile", "/settings", ...ADMIN_SECTIONS.map(adminPath)]) {
  test(`signed-in admin's route ${path}`, async ({ page }) => {
    const headings = async () => {
      // Client-only screens: wait for their own headings, not the footer's.
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    };
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.goto(path);
    await headings();
    await expectWcag(page, path);

    await setHighContrast(page, true);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", "high");
    await headings();
    await expectNoAxeViolations(page, `(high contrast ${path})`);
  });
}

test("focus is never hidden under a notification (2.4.11), on a phone and a wide screen", async ({ page }) => {
  for (const size of Object.values(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    const notice = page.getByRole("region", { name: /Notifications/ }).getByText("Missing required fields");
    await expect(notice).toBeVisible();
    expect(await focusObscuredProblems(page), `with a toast at ${size.width} px`).toEqual([]);
  }
});
