// Toasts say only what is still true: a form's new answer replaces its earlier ones, leaving a
// page dismisses what it said (but not 'Signed Out'), at most 3 show, on a phone they never cover
// the control in use, and Alt+T shows where focus went.
import type { Locator, Page } from "@playwright/test";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, setHighContrast, test, VIEWPORTS } from "./fixtures";
import { animationsDone, nextFrames } from "./settle";

const region = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const shownToasts = (page: Page) => region(page).locator("li[data-state=open]");
const toastTitled = (page: Page, title: string) => region(page).locator("li").filter({ hasText: title });

const contact = (page: Page) => ({
  fullName: page.getByRole("textbox", { name: "Full name" }),
  email: page.getByRole("textbox", { name: "Work email" }),
  message: page.getByRole("textbox", { name: "Message" }),
  submit: page.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
});

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not rendered");
  return b;
}
const meet = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The shown toasts' boxes do not meet the focused control's. */
async function expectFocusedControlUncovered(page: Page, context: string) {
  const focused = page.locator(":focus");
  await expect(focused).toHaveCount(1);
  await nextFrames(page);
  await animationsDone(page); // the toasts' entry animation and any move to the other edge
  const control = await box(focused);
  for (const item of await shownToasts(page).all()) {
    expect(meet(await box(item), control), `a toast covers the focused control ${context}`).toBe(false);
  }
}

/**
 * The first submit of an empty form (the fixture's goto has waited for hydration; an earlier tap
 * would be held and replayed, see src/lib/early-submit.ts).
 */
async function submitUntilToast(page: Page, submit: Locator, title: string) {
  await submit.click();
  await expect(toastTitled(page, title)).toBeVisible();
}

test.describe("toasts on a phone", () => {
  test.use({ viewport: VIEWPORTS.mobile });

  test("contact: empty, then invalid email, then valid → only 'Message sent successfully!' stays", async ({ page }) => {
    await page.goto("/contact");
    const f = contact(page);
    await submitUntilToast(page, f.submit, "Missing required fields");
    await expectFocusedControlUncovered(page, "after the empty submit");

    await f.fullName.fill("Jordan Lee");
    await f.email.fill("not-an-email");
    await f.message.fill("We would like a managed SOC for 2,000 endpoints.");
    await f.submit.click();
    await expect(toastTitled(page, "Invalid email")).toBeVisible();
    await expect(toastTitled(page, "Missing required fields")).toHaveCount(0);
    await expectFocusedControlUncovered(page, "after the invalid email");
    await page.screenshot({ path: "e2e/screenshots/toasts-contact-invalid-email-mobile.png" });

    await f.email.fill(`toasts-${Date.now()}@example.com`);
    await f.submit.click();
    await expect(toastTitled(page, "Message sent successfully!")).toBeVisible();
    await expect(shownToasts(page)).toHaveCount(1);
    await expect(region(page).locator("li")).toHaveText([/Message sent successfully!/]);
    await page.screenshot({ path: "e2e/screenshots/toasts-contact-sent-mobile.png" });
  });

  test("toasts sit at the top, and move to the bottom when the field in use is up there", async ({ page }) => {
    await page.goto("/contact");
    const f = contact(page);
    await f.fullName.fill("Jordan Lee");
    await f.message.fill("We would like a managed SOC for 2,000 endpoints.");
    await f.email.fill("not-an-email");
    await f.submit.click();
    await expect(toastTitled(page, "Invalid email")).toBeVisible();
    await expect(f.email).toBeFocused();
    // The field the person is using lies mid-screen: the toasts stay at the top, clear of it.
    const list = region(page).locator("ol");
    await expect(list).toHaveAttribute("data-side", "top");
    await expectFocusedControlUncovered(page, "with the field mid-screen");

    // Now the field sits just under the header, where the toasts would be: they move down.
    await f.email.evaluate((el) => window.scrollBy({ top: el.getBoundingClientRect().top - 72, behavior: "instant" }));
    await f.email.press("Enter");
    await expect(list).toHaveAttribute("data-side", "bottom");
    await expectFocusedControlUncovered(page, "with the field at the top of the screen");
    await page.screenshot({ path: "e2e/screenshots/toasts-moved-clear-of-focus-mobile.png" });
  });
});

test.describe("toasts and navigation", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("a toast from /auth is gone on the next page; 'Welcome back!' and 'Signed Out' are not", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Email").fill(`short-${Date.now()}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abc");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(toastTitled(page, "Password Too Short")).toBeVisible();

    // Another tab of the same page keeps it; signing in (and landing home) does not.
    await page.getByRole("tab", { name: "Sign in" }).click();
    await expect(toastTitled(page, "Password Too Short")).toBeVisible();
    await page.getByLabel("Email").fill(SEEDED_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(SEEDED_ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toastTitled(page, "Welcome back!")).toBeVisible();
    await expect(toastTitled(page, "Password Too Short")).toHaveCount(0);
    await expect(shownToasts(page)).toHaveCount(1);

    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toastTitled(page, "Signed Out")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // 'Signed Out' replaces 'Welcome back!': the session's news, newest only.
    await expect(shownToasts(page)).toHaveCount(1);
    await page.screenshot({ path: "e2e/screenshots/toasts-signed-out-desktop.png" });
  });
});

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`Alt+T at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const contrast of ["default", "high-contrast"] as const) {
      test(`focuses the toasts with a visible focus ring (${contrast})`, async ({ page }) => {
        if (contrast === "high-contrast") {
          await page.goto("/contact");
          await setHighContrast(page, true);
        }
        await page.goto("/contact");
        // With the mouse: browsers' focus-visible heuristics alone would then show no ring after Alt+T.
        await submitUntilToast(page, contact(page).submit, "Missing required fields");
        await page.keyboard.press("Alt+t");
        const list = region(page).locator("ol");
        await expect(list).toBeFocused();
        const ring = await list.evaluate((el) => {
          const style = getComputedStyle(el);
          return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
        });
        expect(ring.style).toBe("solid");
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(ring.color).toBe(contrast === "default" ? "rgb(13, 148, 136)" : "rgb(0, 0, 0)");
        await animationsDone(page);
        await page.screenshot({ path: `e2e/screenshots/toasts-alt-t-${contrast}-${label}.png` });

        // Tab moves on into the toasts, each with its ring.
        await page.keyboard.press("Tab");
        const toastInFocus = region(page).locator("li:focus");
        await expect(toastInFocus).toHaveCount(1);
        expect(await toastInFocus.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
      });
    }
  });
}
