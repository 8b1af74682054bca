import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { createFakeSupabase } from "../leads/fake-supabase";
import { DemoSchedulingScreen } from "./demo-scheduling-screen";
import type { DemoRep } from "./rep-types";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const fake = createFakeSupabase();
supabase.current = fake.client;

const ADA = { user_id: "6f1a2b3c-0000-4000-8000-000000000001", email: "ada@example.com" };
const GRACE = { user_id: "9e8d7c6b-0000-4000-8000-000000000002", email: "grace@example.com" };

const REP: DemoRep = {
  user_id: ADA.user_id,
  time_zone: "America/New_York",
  minimum_notice_minutes: 240,
  buffer_minutes: 15,
  active: true,
  created_at: "2026-11-20T09:30:00.000Z",
  demo_rep_hours: [{ weekday: 1, start_time: "09:00:00", end_time: "17:00:00" }],
  demo_rep_days_off: [{ day: "2099-12-24" }],
};

const BOOKING = {
  id: "b1",
  demo_request_id: "3f2a9c1e-0000-4000-8000-000000000003",
  rep_id: ADA.user_id,
  starts_at: "2099-12-01T15:00:00.000Z",
  ends_at: "2099-12-01T15:30:00.000Z",
  visitor_time_zone: "Europe/Paris",
  status: "booked",
  demo_requests: { full_name: "Jane Smith", company: "Acme Corp" },
};

function show() {
  fake.answer("demo_reps", { data: [REP] });
  fake.answer("demo_bookings", { data: [BOOKING], count: 7 });
  fake.rpc.mockImplementation(async (name) =>
    name === "lead_staff" ? { data: [ADA, GRACE], error: null } : { data: null, error: { message: `rpc ${name}` } },
  );
  render(
    <MemoryRouter initialEntries={["/admin/demos"]}>
      <QueryProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        <DemoSchedulingScreen />
      </QueryProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

// (jsdom joins a visually hidden part of a name without the space a browser keeps)
const addHoursName = /^Add hours ?for ada@example\.com$/;
const addDayOffName = /^Add a day off ?for ada@example\.com$/;
const removeRepName = /^Remove ?ada@example\.com as a rep$/;

const writes = (table: string, method: string) =>
  fake.calls.filter((call) => call.table === table && call.method === method).map((call) => call.args[0]);

beforeEach(() => {
  fake.reset();
  vi.mocked(toast).mockClear();
});

describe("the demo scheduling screen", () => {
  it("shows each rep by address with their settings, week and days off", async () => {
    show();
    const card = await screen.findByRole("region", { name: ADA.email });
    const settings = within(card).getByRole("form", { name: `Settings of ${ADA.email}` });
    expect(within(settings).getByLabelText(/^Time zone/)).toHaveValue("America/New_York");
    expect(within(settings).getByLabelText(/^Minimum notice\*?$/)).toHaveValue("4");
    expect(within(settings).getByLabelText("Minimum notice in")).toHaveValue("hours");
    expect(within(settings).getByLabelText(/^Buffer between demos/)).toHaveValue("15");
    expect(within(card).getByRole("switch", { name: /^Takes demos/ })).toBeChecked();

    const week = within(card).getByRole("list", { name: `Weekly hours of ${ADA.email}` });
    expect(within(week).getAllByRole("listitem")[0]).toHaveTextContent("Monday09:00–17:00");
    expect(within(week).getByRole("button", { name: "Remove Monday 09:00–17:00" })).toBeInTheDocument();
    expect(week).toHaveTextContent("TuesdayNot available");
    const daysOff = within(card).getByRole("list", { name: `Days off of ${ADA.email}` });
    expect(daysOff).toHaveTextContent("Thu, Dec 24, 2099");
  });

  it("lists each rep's next demos, linked to their lead, and how many more are booked", async () => {
    show();
    const agenda = await screen.findByRole("list", { name: ADA.email });
    expect(agenda).toHaveTextContent("Dec 01, 2099");
    expect(within(agenda).getByRole("link", { name: "Jane Smith" })).toHaveAttribute(
      "href",
      "/admin?lead=demo-3f2a9c1e-0000-4000-8000-000000000003",
    );
    expect(agenda).toHaveTextContent("Acme Corp");
    expect(await screen.findByText("And 6 more booked after these.")).toBeInTheDocument();
    const query = fake.calls.filter((call) => call.table === "demo_bookings");
    expect(query).toContainEqual({ table: "demo_bookings", method: "eq", args: ["rep_id", ADA.user_id] });
    expect(query).toContainEqual({ table: "demo_bookings", method: "eq", args: ["status", "booked"] });
  });

  it("says in words what is wrong with a setting, moves focus there, and saves nothing", async () => {
    const user = show();
    const card = await screen.findByRole("region", { name: ADA.email });
    const settings = within(card).getByRole("form", { name: `Settings of ${ADA.email}` });
    const buffer = within(settings).getByLabelText(/^Buffer between demos/);
    await user.clear(buffer);
    await user.type(buffer, "300");
    await user.click(within(settings).getByRole("button", { name: "Save settings" }));

    expect(buffer).toHaveAttribute("aria-invalid", "true");
    expect(buffer).toHaveAccessibleDescription(/^The buffer can be at most 240 minutes \(4 hours\)\./);
    expect(buffer).toHaveFocus();
    expect(writes("demo_reps", "update")).toEqual([]);

    await user.clear(buffer);
    await user.type(buffer, "30");
    expect(buffer).not.toHaveAttribute("aria-invalid");
    await user.selectOptions(within(settings).getByLabelText("Minimum notice in"), "minutes");
    await user.click(within(settings).getByRole("button", { name: "Save settings" }));
    await vi.waitFor(() =>
      expect(writes("demo_reps", "update")).toEqual([
        { time_zone: "America/New_York", minimum_notice_minutes: 4, buffer_minutes: 30 },
      ]),
    );
    expect(toast).toHaveBeenCalledWith({ title: "Settings saved", description: ADA.email });
  });

  it("refuses a range that overlaps the day's hours before sending it, then adds one that does not", async () => {
    const user = show();
    const card = await screen.findByRole("region", { name: ADA.email });
    const form = within(card).getByRole("form", { name: addHoursName });
    const from = within(form).getByLabelText(/^From/);
    await user.type(from, "16:00");
    await user.type(within(form).getByLabelText(/^Until/), "18:00");
    await user.click(within(form).getByRole("button", { name: "Add hours" }));

    expect(from).toHaveAccessibleDescription(
      "This overlaps Monday's 09:00–17:00. Change the times, or remove that range first.",
    );
    expect(from).toHaveFocus();
    expect(writes("demo_rep_hours", "insert")).toEqual([]);

    await user.selectOptions(within(form).getByLabelText("Day"), "Saturday");
    expect(from).not.toHaveAttribute("aria-invalid");
    await user.click(within(form).getByRole("button", { name: "Add hours" }));
    await vi.waitFor(() =>
      expect(writes("demo_rep_hours", "insert")).toEqual([
        { rep_id: ADA.user_id, weekday: 6, start_time: "16:00", end_time: "18:00" },
      ]),
    );
    expect(toast).toHaveBeenCalledWith({ title: "Hours added", description: `Saturday 16:00–18:00 for ${ADA.email}` });
  });

  it("shows the database's refusal of a range at the field it is about", async () => {
    fake.answerWrite("demo_rep_hours", "insert", { error: { code: "23505", message: "duplicate key value" } });
    const user = show();
    const card = await screen.findByRole("region", { name: ADA.email });
    const form = within(card).getByRole("form", { name: addHoursName });
    await user.selectOptions(within(form).getByLabelText("Day"), "Tuesday");
    await user.type(within(form).getByLabelText(/^From/), "09:00");
    await user.type(within(form).getByLabelText(/^Until/), "12:00");
    await user.click(within(form).getByRole("button", { name: "Add hours" }));

    const from = within(form).getByLabelText(/^From/);
    await vi.waitFor(() => expect(from).toHaveAttribute("aria-invalid", "true"));
    expect(from).toHaveAccessibleDescription("Tuesday already has a range starting at 09:00.");
    expect(from).toHaveFocus();
  });

  it("removes a range with its button", async () => {
    const user = show();
    const card = await screen.findByRole("region", { name: ADA.email });
    await user.click(within(card).getByRole("button", { name: "Remove Monday 09:00–17:00" }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Hours removed" })));
    expect(fake.calls.filter((call) => call.table === "demo_rep_hours").map((call) => call.args)).toEqual([
      [],
      ["rep_id", ADA.user_id],
      ["weekday", 1],
      ["start_time", "09:00:00"],
    ]);
  });

  it("refuses a day off in the past, and adds one ahead", async () => {
    const user = show();
    const card = await screen.findByRole("region", { name: ADA.email });
    const form = within(card).getByRole("form", { name: addDayOffName });
    const date = within(form).getByLabelText(/^Date/);
    await user.type(date, "2000-01-03");
    await user.click(within(form).getByRole("button", { name: "Add day off" }));
    expect(date).toHaveAccessibleDescription("Choose today or a later date.");
    expect(date).toHaveFocus();

    await user.clear(date);
    await user.type(date, "2099-12-31");
    await user.click(within(form).getByRole("button", { name: "Add day off" }));
    await vi.waitFor(() =>
      expect(writes("demo_rep_days_off", "insert")).toEqual([{ rep_id: ADA.user_id, day: "2099-12-31" }]),
    );
  });

  it("says why the database kept a rep with bookings, and offers to make them inactive", async () => {
    fake.answerWrite("demo_reps", "delete", {
      error: { code: "23503", message: 'update or delete on table "demo_reps" violates foreign key constraint' },
    });
    const user = show();
    const card = await screen.findByRole("region", { name: ADA.email });
    await user.click(within(card).getByRole("button", { name: removeRepName }));
    await user.click(await screen.findByRole("button", { name: "Remove rep" }));

    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("Not removed: this rep has booked demos.");
    await user.click(within(alert).getByRole("button", { name: "Make inactive" }));
    await vi.waitFor(() => expect(writes("demo_reps", "update")).toEqual([{ active: false }]));
    expect(toast).toHaveBeenCalledWith({ title: "Rep made inactive", description: ADA.email });
    expect(within(card).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("adds a rep from the lead staff who are not reps yet", async () => {
    const user = show();
    const form = await screen.findByRole("form", { name: "Add a rep" });
    const member = within(form).getByLabelText(/^Staff member/);
    await user.click(within(form).getByRole("button", { name: "Add rep" }));
    expect(member).toHaveAccessibleDescription(/^Choose who takes demos\./);
    expect(member).toHaveFocus();
    expect(
      within(member)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose someone", GRACE.email]);

    await user.selectOptions(member, GRACE.email);
    await user.selectOptions(within(form).getByLabelText(/^Time zone/), "Europe/Paris");
    await user.click(within(form).getByRole("button", { name: "Add rep" }));
    await vi.waitFor(() =>
      expect(writes("demo_reps", "insert")).toEqual([{ user_id: GRACE.user_id, time_zone: "Europe/Paris" }]),
    );
  });
});
