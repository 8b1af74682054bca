// The demo scheduling screen end to end. The seeded admin is the one rep (weekdays 09:00–17:00
// America/New_York): from the leads screen's upcoming demos they open the screen, see a booked demo
// in their agenda linked to its lead, change their buffer, add a range of hours and a day off (each
// checked at its field first), and remove them again; removing themselves as a rep is refused while
// the booking names them, with "make inactive" offered instead. Everything ends as the seed had it:
// the specs after this one book demos against these hours.
import type { Page } from "@playwright/test";
import { SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { dateInZone } from "../src/lib/time-zones";
import { dayLabel } from "../src/features/admin/demos/rep-format";
import { expect, expectNoAxeViolations, screenshotBoth, signIn, stack, test, VIEWPORTS } from "./fixtures";
import { animationsDone } from "./settle";
import { expectWcag } from "./wcag-checks";

test.use({ viewport: VIEWPORTS.desktop, timezoneId: "America/New_York" });

const REP_ZONE = "America/New_York";
const DAY_MS = 86_400_000;

/** The REST API as the service role: what the Edge Functions see. */
async function serviceRest<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${stack.api}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
      Prefer: "return=representation",
    },
  });
  expect(response.ok, `${init.method ?? "GET"} ${path}: ${response.status} ${await response.clone().text()}`).toBe(
    true,
  );
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

interface RepRow {
  user_id: string;
  buffer_minutes: number;
  active: boolean;
}

/** A demo request booked with the rep three weeks ahead, past any slot the booking spec takes. */
async function bookDemo(repId: string) {
  const [lead] = await serviceRest<{ id: string }[]>("demo_requests", {
    method: "POST",
    body: JSON.stringify({ full_name: "Agenda Lead", email: `agenda-${Date.now()}@acme.test`, company: "Acme Agenda" }),
  });
  const start = new Date(Date.now() + 21 * DAY_MS);
  start.setUTCHours(16, 0, 0, 0);
  const end = new Date(start.getTime() + 30 * 60_000);
  const [booking] = await serviceRest<{ id: string }[]>("demo_bookings", {
    method: "POST",
    body: JSON.stringify({
      demo_request_id: lead.id,
      rep_id: repId,
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      blocked_during: `[${new Date(start.getTime() - 450_000).toISOString()},${new Date(end.getTime() + 450_000).toISOString()})`,
      visitor_time_zone: "Europe/Paris",
    }),
  });
  return { leadId: lead.id, bookingId: booking.id };
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Closes every notification, so the checks below see the page they cover. */
async function dismissToasts(page: Page) {
  const buttons = toasts(page).getByRole("button", { name: "Dismiss notification" });
  for (let left = await buttons.count(); left > 0; left = await buttons.count()) {
    await buttons.first().click();
    await expect(buttons).toHaveCount(left - 1);
  }
}

test("sales staff manage a rep's availability and see their agenda", async ({ page, consoleWatch }) => {
  test.setTimeout(120_000);
  // Removing a rep that a booking names: PostgREST answers 409 with the foreign key's refusal.
  consoleWatch.allow(/status of 409/);
  const [rep] = await serviceRest<RepRow[]>("demo_reps?select=user_id,buffer_minutes,active");
  const { leadId, bookingId } = await bookDemo(rep.user_id);

  try {
    await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    await page.goto("/admin");
    const upcoming = page.getByRole("region", { name: "Upcoming demos" });
    await upcoming.getByRole("link", { name: "Agenda per rep and availability" }).click();
    await expect(page).toHaveURL(`${stack.site}/admin/demos`);
    await expect(page.getByRole("heading", { level: 2, name: "Demo scheduling" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Demo scheduling" }),
    ).toHaveAttribute("aria-current", "page");

    // The agenda: the rep's booked demo, linked to its lead.
    const agenda = page.getByRole("list", { name: SEEDED_ADMIN.email, exact: true });
    await expect(agenda.getByRole("link", { name: "Agenda Lead" })).toHaveAttribute(
      "href",
      `/admin?lead=demo-${leadId}`,
    );
    await expect(agenda).toContainText("Acme Agenda");

    const card = page.getByRole("region", { name: SEEDED_ADMIN.email, exact: true });
    const week = card.getByRole("list", { name: `Weekly hours of ${SEEDED_ADMIN.email}` });
    await expect(week.getByRole("listitem").filter({ hasText: "Monday" })).toContainText("09:00–17:00");
    await expect(week.getByRole("listitem").filter({ hasText: "Saturday" })).toContainText("Not available");

    // The buffer: a refused value is said at its field, which takes focus; then 30 minutes is saved.
    const settings = card.getByRole("form", { name: `Settings of ${SEEDED_ADMIN.email}` });
    await expect(settings.getByLabel(/^Time zone/)).toHaveValue(REP_ZONE);
    await expect(settings.getByLabel(/^Minimum notice\*?$/)).toHaveValue("4");
    const buffer = settings.getByLabel(/^Buffer between demos/);
    await expect(buffer).toHaveValue("15");
    await buffer.fill("300");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(buffer).toBeFocused();
    await expect(buffer).toHaveAccessibleDescription(/^The buffer can be at most 240 minutes \(4 hours\)\./);
    await buffer.fill("30");
    await page.keyboard.press("Enter");
    await expect(toasts(page).getByText("Settings saved")).toBeVisible();
    await expect
      .poll(async () => (await serviceRest<RepRow[]>("demo_reps?select=buffer_minutes"))[0])
      .toEqual({
        buffer_minutes: 30,
      });

    // A range that overlaps Monday's hours is refused at its field; Saturday 10:00–12:00 is added.
    const addHours = card.getByRole("form", { name: `Add hours for ${SEEDED_ADMIN.email}` });
    const from = addHours.getByLabel(/^From/);
    await addHours.getByLabel("Day").selectOption("Monday");
    await from.fill("16:00");
    await addHours.getByLabel(/^Until/).fill("18:00");
    await addHours.getByRole("button", { name: "Add hours" }).click();
    await expect(from).toBeFocused();
    await expect(from).toHaveAccessibleDescription(
      "This overlaps Monday's 09:00–17:00. Change the times, or remove that range first.",
    );
    await addHours.getByLabel("Day").selectOption("Saturday");
    await from.fill("10:00");
    await addHours.getByLabel(/^Until/).fill("12:00");
    await addHours.getByRole("button", { name: "Add hours" }).click();
    await expect(week.getByRole("listitem").filter({ hasText: "Saturday" })).toContainText("10:00–12:00");

    // A day off ten days ahead, in the rep's zone.
    const dayOff = dateInZone(new Date(Date.now() + 10 * DAY_MS), REP_ZONE);
    const addDayOff = card.getByRole("form", { name: `Add a day off for ${SEEDED_ADMIN.email}` });
    await addDayOff.getByLabel(/^Date/).fill(dayOff);
    await addDayOff.getByRole("button", { name: "Add day off" }).click();
    const daysOff = card.getByRole("list", { name: `Days off of ${SEEDED_ADMIN.email}` });
    await expect(daysOff).toContainText(dayLabel(dayOff));

    await dismissToasts(page);
    await animationsDone(page);
    await expectNoAxeViolations(page, "(demo scheduling, with a booking, added hours and a day off)");
    await expectWcag(page, "/admin/demos with a booking, added hours and a day off");
    await screenshotBoth(page, "admin-demo-scheduling");

    // Removing them again, with their buttons; focus stays in their part of the card.
    await card.getByRole("button", { name: "Remove Saturday 10:00–12:00" }).click();
    await expect(week.getByRole("listitem").filter({ hasText: "Saturday" })).toContainText("Not available");
    await expect(card.getByRole("heading", { name: "Weekly hours" })).toBeFocused();
    await daysOff.getByRole("button", { name: `Remove day off ${dayLabel(dayOff)}` }).click();
    await expect(card.getByText("No days off ahead.")).toBeVisible();
    await expect(card.getByRole("heading", { name: "Days off" })).toBeFocused();
    await buffer.fill("15");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect
      .poll(async () => (await serviceRest<RepRow[]>("demo_reps?select=buffer_minutes"))[0])
      .toEqual({
        buffer_minutes: 15,
      });

    // The booking keeps its rep: the database refuses, and the screen offers "Make inactive".
    await card.getByRole("button", { name: `Remove ${SEEDED_ADMIN.email} as a rep` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove this rep?" });
    await confirm.getByRole("button", { name: "Remove rep" }).click();
    await expect(confirm).toHaveCount(0);
    const refusal = card.getByRole("alert");
    await expect(refusal).toContainText("Not removed: this rep has booked demos.");
    await expect(refusal.getByRole("button", { name: "Make inactive" })).toBeVisible();
    await animationsDone(page);
    await expectNoAxeViolations(page, "(demo scheduling, a rep's removal refused)");
    await page.setViewportSize(VIEWPORTS.mobile);
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: "e2e/screenshots/admin-demo-scheduling-refusal-mobile.jpg", quality: 85 });
    await refusal.getByRole("button", { name: "Dismiss" }).click();
    await expect(refusal).toHaveCount(0);

    const [after] = await serviceRest<RepRow[]>("demo_reps?select=user_id,buffer_minutes,active");
    expect(after).toEqual({ user_id: rep.user_id, buffer_minutes: 15, active: true });
    expect(await serviceRest(`demo_rep_hours?select=weekday&weekday=eq.6`)).toEqual([]);
    expect(await serviceRest(`demo_rep_days_off?select=day`)).toEqual([]);
  } finally {
    // The booking ends as a visitor's cancellation would: its slot is free for the specs after this one.
    await serviceRest(`demo_bookings?id=eq.${bookingId}`, {
      method: "PATCH",
      body: JSON.stringify({ status: "cancelled", cancelled_at: new Date().toISOString() }),
    });
  }
});
