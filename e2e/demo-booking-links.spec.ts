// The links in a demo confirmation, followed from the real email in the local inbox: the
// reschedule link moves the demo with the same picker as the home page, and the new email's cancel
// link cancels it, without an account. The booking is made through the functions, as the home
// page's picker makes it (e2e/demo-booking.spec.ts walks that path).
import type { Page } from "@playwright/test";
import { ANON_KEY } from "../supabase/local/keys";
import { expect, expectNoAxeViolations, screenshotBoth, stack, test, VIEWPORTS } from "./fixtures";

const anon = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };

async function callFunction(name: string, body: unknown) {
  const response = await fetch(`${stack.api}/functions/v1/${name}`, {
    method: "POST",
    headers: { ...anon, "Content-Type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  expect(response.status, name).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A demo request booked on a weekday three weeks ahead, in New York time. */
async function bookedDemo(email: string) {
  const { requestId } = await callFunction("send-demo-request", { fullName: "Jane Smith", email, company: "Acme" });
  const day = new Date(Date.now() + 21 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  const slots = (await (
    await fetch(
      `${stack.api}/functions/v1/demo-availability?from=${day.toISOString().slice(0, 10)}&days=1&tz=America/New_York`,
      { headers: anon },
    )
  ).json()) as { slots: { start: string }[] };
  await callFunction("book-demo", { requestId, start: slots.slots[0].start, timeZone: "America/New_York" });
}

async function messagesTo(address: string) {
  const query = encodeURIComponent(`to:${address}`);
  const { messages } = (await (await fetch(`${stack.inbox}/api/v1/search?query=${query}`)).json()) as {
    messages: { ID: string; Subject: string }[];
  };
  return messages;
}

/** The link named `label` in the newest email to `address` whose subject starts so. */
async function linkIn(address: string, subject: string, label: "Need another time?" | "Cancel:"): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const message = (await messagesTo(address)).find((candidate) => candidate.Subject.startsWith(subject));
        if (!message) return "";
        const { Text } = (await (await fetch(`${stack.inbox}/api/v1/message/${message.ID}`)).json()) as {
          Text: string;
        };
        link =
          Text.split("\n")
            .find((line) => line.includes(label))
            ?.split(" ")
            .at(-1) ?? "";
        return link;
      },
      { message: `the "${subject}" email to ${address}`, timeout: 30_000 },
    )
    .toMatch(/\/demo-booking#token=/);
  return link;
}

async function expectHeadingFocused(page: Page, name: string) {
  const heading = page.getByRole("heading", { name, exact: true });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

test.describe("a demo confirmation's links", () => {
  test.use({ timezoneId: "America/New_York" });

  test("move the demo with the reschedule link, then cancel it with the new email's link", async ({ page }) => {
    const email = `links-${Date.now()}@acme.test`;
    await bookedDemo(email);

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(await linkIn(email, "Your demo is booked", "Need another time?"));
    await expect(page.getByRole("heading", { name: "Move your demo" })).toBeVisible();
    await expect(page.getByLabel("Time zone")).toHaveValue("America/New_York");
    const lastTime = page.getByRole("radio").last();
    await lastTime.check();
    await expectNoAxeViolations(page, "(reschedule link, a new time chosen)");
    await screenshotBoth(page, "demo-link-reschedule");
    await page.getByRole("button", { name: "Move my demo" }).click();
    await expectHeadingFocused(page, "Your demo is moved");
    await expect(page.getByText("An updated invitation is on its way.")).toBeVisible();

    // The email about the new time carries new links; the old reschedule link now says it moved.
    const cancel = await linkIn(email, "Your demo has moved", "Cancel:");
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(cancel);
    await expect(page.getByRole("heading", { name: "Cancel your demo" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel this demo" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm.getByRole("button", { name: "Keep my demo" })).toBeFocused();
    await expectNoAxeViolations(page, "(cancel link, confirming)");
    await confirm.getByRole("button", { name: "Yes, cancel it" }).click();
    await expectHeadingFocused(page, "Your demo is cancelled");
    await expect(page.getByText("Your demo request still stands", { exact: false })).toBeVisible();
    await screenshotBoth(page, "demo-link-cancelled");
    await expect
      .poll(async () => (await messagesTo(email)).map((message) => message.Subject.replace(/:.*/, "")))
      .toContain("Your demo is cancelled");

    // The same link again, read afresh (the same address with its fragment would not reload).
    await page.reload();
    await expect(page.getByRole("heading", { name: "This demo is already cancelled" })).toBeVisible();
  });

  test("a link that was tampered with says so, and offers no action", async ({ page, consoleWatch }) => {
    // The function's 400 for the forged token, which the browser logs as a failed load.
    consoleWatch.allow(/status of 400/);
    await page.goto("/demo-booking#token=eyJhbGciOiJIUzI1NiJ9.e30.AAAA");
    await expect(page.getByRole("heading", { name: "This link doesn't work" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Cancel this demo|Move my demo/ })).toHaveCount(0);
    await expectNoAxeViolations(page, "(invalid demo link)");
  });
});
