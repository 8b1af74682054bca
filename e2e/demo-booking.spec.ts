// After a sent demo request, the visitor books a 30-minute slot in the same minute: "Pick a time
// now" loads the picker (none of its code is in the page's first JavaScript), the free times show
// by day in the visitor's time zone, and "Book" books one. The seed's admin is the one rep, weekdays
// 09:00-17:00 America/New_York, so there are free times in any two-week window.
import type { Page } from "@playwright/test";
import { SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { expect, expectNoAxeViolations, setHighContrast, stack, test, VIEWPORTS } from "./fixtures";

const serviceHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** The service role reads past RLS: what the database really holds. */
async function restGet<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.api}/rest/v1/${path}`, { headers: serviceHeaders });
  expect(response.status, `GET /rest/v1/${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Sends the hero's demo request form and waits for the offer to pick a time. */
async function sendDemoRequest(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Request a demo" });
  await form.getByLabel("Full name").fill("Jane Smith");
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Company").fill("Acme Corp");
  await form.getByRole("button", { name: "Request a Demo" }).click();
  const notifications = page.getByRole("region", { name: /Notifications/ });
  await expect(notifications.getByText("Demo Request Sent!")).toBeVisible();
  await expect(form.getByLabel("Work email")).toHaveValue("");
  await expect(form.getByText("Your request is in. Want to pick a time now?")).toBeVisible();
  return form;
}

/** The picker's code is fetched only once the visitor reaches for "Pick a time now". */
function watchPickerCode(page: Page) {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/demo-booking-dialog-[^/]*\.js$/.test(request.url())) fetched.push(request.url());
  });
  return fetched;
}

async function bookedSlotOf(email: string) {
  const [request] = await restGet<{ id: string }[]>(`demo_requests?email=eq.${encodeURIComponent(email)}&select=id`);
  return restGet<{ starts_at: string; ends_at: string; visitor_time_zone: string; status: string }[]>(
    `demo_bookings?demo_request_id=eq.${request.id}&select=starts_at,ends_at,visitor_time_zone,status`,
  );
}

test.describe("demo booking", () => {
  test.use({ timezoneId: "America/New_York" });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    test(`at ${viewport.width} px: send a demo request, pick a time now, book it and see "Booked:"`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const pickerCode = watchPickerCode(page);
      const email = `booking-${label}-${Date.now()}@acme.test`;
      await page.goto("/");
      const form = await sendDemoRequest(page, email);
      expect(pickerCode, "the picker's code before it was wanted").toEqual([]);
      await form.screenshot({ path: `e2e/screenshots/demo-booking-offer-${label}.png`, animations: "disabled" });

      await form.getByRole("button", { name: "Pick a time now" }).click();
      // Named "Pick a time for your demo", then "Your demo is booked".
      const dialog = page.getByRole("dialog");
      await expect(dialog).toHaveAccessibleName("Pick a time for your demo");
      expect(pickerCode).toHaveLength(1);
      await expect(dialog.getByLabel("Time zone")).toHaveValue("America/New_York");
      // A radio group per day, named by its heading.
      const firstDay = dialog.getByRole("group", { name: /^\w+day, \w+ \d{1,2}$/ }).first();
      await expect(firstDay.getByRole("heading", { level: 3 })).toHaveText(/^\w+day, \w+ \d{1,2}$/);
      // The rep works 09:00-17:00 New York time: in that zone, every start is in those hours.
      const times = await dialog
        .getByRole("radio")
        .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent?.replace(/\s+/g, " ")));
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(time).toMatch(/^(9|10|11):[03]0 AM$|^(12|1|2|3|4):[03]0 PM$/);

      const first = firstDay.getByRole("radio").first();
      const chosenTime = (await first.evaluate((radio) => radio.closest("label")?.textContent ?? "")).replace(
        /\s+/g,
        " ",
      );
      await first.check();
      await expect(dialog.getByText(/^Your choice:/)).toContainText(chosenTime.replace(/ [AP]M$/, ""));
      await expectNoAxeViolations(page, "(demo booking picker open, a time chosen)");
      // On a phone the request's toast sits over the dialog's title until it times out.
      if (label === "mobile") await expect(page.getByText("Demo Request Sent!")).toBeHidden();
      await page.screenshot({ path: `e2e/screenshots/demo-booking-picker-${label}.png`, animations: "disabled" });
      await dialog.getByRole("button", { name: "Book" }).click();

      await expect(dialog).toHaveAccessibleName("Your demo is booked");
      const status = dialog.getByRole("status");
      await expect(status.getByText(/^Booked: /)).toHaveText(/^Booked: \w+day, \w+ \d{1,2}, .+ \(America\/New_York\)$/);
      await expect(status).toContainText("A calendar invitation is on its way to your inbox");
      await expect(dialog.getByRole("button", { name: "Done" })).toBeFocused();
      const bookedText = (await status.getByText(/^Booked: /).textContent()) ?? "";
      await page.screenshot({ path: `e2e/screenshots/demo-booking-booked-${label}.png`, animations: "disabled" });

      const bookings = await bookedSlotOf(email);
      expect(bookings).toHaveLength(1);
      expect(bookings[0]).toMatchObject({ visitor_time_zone: "America/New_York", status: "booked" });
      expect(Date.parse(bookings[0].ends_at) - Date.parse(bookings[0].starts_at)).toBe(30 * 60_000);

      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toBeHidden();
      const confirmation = form.getByText(/^Booked: /);
      await expect(confirmation).toBeFocused();
      await expect(confirmation).toHaveText(bookedText);
      await expect(form.getByRole("button", { name: "Pick a time now" })).toHaveCount(0);
    });
  }

  test("another time zone shows the times in it, fetched for it, and the picker passes axe in high contrast", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/");
    await setHighContrast(page, true);
    await page.reload();
    const form = await sendDemoRequest(page, `booking-zone-${Date.now()}@acme.test`);
    await form.getByRole("button", { name: "Pick a time now" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("radio").first()).toBeVisible();

    const refetch = page.waitForRequest((request) =>
      request.url().includes("/functions/v1/demo-availability?days=14&tz=Europe%2FBerlin"),
    );
    await dialog.getByLabel("Time zone").selectOption("Europe/Berlin");
    await refetch;
    // 09:00-17:00 in New York is 15:00-23:00 in Berlin.
    await expect(dialog.getByText("Loading free times…")).toHaveCount(0);
    await expect(dialog.getByRole("status")).toBeEmpty();
    const times = await dialog
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent?.replace(/\s+/g, " ")));
    for (const time of times) expect(time).toMatch(/^([3-9]|10):[03]0 PM$/);

    await expectNoAxeViolations(page, "(demo booking picker, high contrast)");
    await page.screenshot({
      path: "e2e/screenshots/demo-booking-picker-high-contrast-desktop.png",
      animations: "disabled",
    });

    // By keyboard: Tab reaches a day's times, the arrow keys choose among them, Tab goes to the next day.
    const days = dialog.getByRole("group", { name: /^\w+day, \w+ \d{1,2}$/ });
    await dialog.getByLabel("Time zone").focus();
    await page.keyboard.press("Tab");
    await expect(days.nth(0).getByRole("radio").nth(0)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(days.nth(0).getByRole("radio").nth(1)).toBeFocused();
    await expect(days.nth(0).getByRole("radio").nth(1)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(days.nth(1).getByRole("radio").nth(0)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(days.nth(1).getByRole("radio").nth(0)).toBeChecked();
    await expect(days.nth(0).getByRole("radio").nth(1)).not.toBeChecked();
    await page.screenshot({
      path: "e2e/screenshots/demo-booking-keyboard-high-contrast-desktop.png",
      animations: "disabled",
    });
    await dialog.getByRole("button", { name: "Book" }).click();
    await expect(dialog.getByRole("status").getByText(/^Booked: /)).toHaveText(/^Booked: .+ \(Europe\/Berlin\)$/);
  });
});
