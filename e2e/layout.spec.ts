// The pages pages.spec.ts does not visit (sign-in, 404, a member's own pages) at 390 px and 1440 px,
// in normal and "larger" text: nothing scrolls sideways, spills out of its box or is cut off.
// Screenshots of the larger text land beside the others in e2e/screenshots/
// (<page>-larger-mobile.png, <page>-larger-desktop.png).
import type { Page } from "@playwright/test";
import { ANON_KEY } from "../supabase/local/keys";
import { expect, screenshotBoth, slug, stack, test } from "./fixtures";
import { expectSoundLayout, setTextSize } from "./layout-checks";

// Each test reads pages on its own: the workers share this file's tests out among them.
test.describe.configure({ mode: "parallel" });

test.describe("layout at 390 and 1440 px in normal and larger text", () => {
  // Every public page: pages.spec.ts, in the same visit as its other checks.
  test("route /auth", async ({ page }) => {
    await page.goto("/auth");
    await expectSoundLayout(page, "auth");
  });

  test("route 404", async ({ page, consoleWatch }) => {
    consoleWatch.allow(/404/);
    await page.goto("/no/such/page");
    await expectSoundLayout(page, "404");
  });

  test("route /profile and /settings, signed in with a long email address", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `first.middle.lastname.security-${Date.now()}@acme-corporation-holdings.test`;
    await signUpAndConfirm(page, email, "Maximiliana Montgomery-Fairweather");
    for (const path of ["/profile", "/settings"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expectSoundLayout(page, slug(path));
      // Screenshot at normal text too: these pages have no screenshot elsewhere with a real user.
      await setTextSize(page, "normal");
      await page.reload();
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await screenshotBoth(page, slug(path));
    }
  });
});

/** A confirmed account with this email, signed in through the confirmation link. */
async function signUpAndConfirm(page: Page, email: string, fullName: string) {
  const signUp = await fetch(`${stack.api}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "layout-passphrase", data: { full_name: fullName } }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  let link = "";
  await expect
    .poll(
      async () => {
        const { messages } = (await (await fetch(`${stack.inbox}/api/v1/messages`)).json()) as {
          messages: { ID: string; To: { Address: string }[] }[];
        };
        const message = messages.find((m) => m.To.some((t) => t.Address === email));
        if (!message) return "";
        const full = (await (await fetch(`${stack.inbox}/api/v1/message/${message.ID}`)).json()) as { Text: string };
        link = full.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, message: `the confirmation email to ${email}` },
    )
    .not.toBe("");
  await page.goto(link);
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
}
