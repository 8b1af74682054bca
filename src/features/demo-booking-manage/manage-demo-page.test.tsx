import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Slot } from "~/components/demo-booking/slot-days";
import type { LinkAnswer, ManageDemoApi, ManagedBooking } from "./manage-demo-api";
import { ManageDemoPage } from "./manage-demo-page";

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJiMSJ9.c2lnbmF0dXJl";
const slot = (start: string): Slot => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
// Monday 30 November 2026, 10:00 in New York: the booked demo. Free: Tuesday 9:00 and 9:30, Wednesday 10:00.
const BOOKING: ManagedBooking = {
  id: "b1",
  ...slot("2026-11-30T15:00:00.000Z"),
  timeZone: "America/New_York",
  status: "booked",
};
const BOOKED_TIME = "Monday, November 30, 10:00 – 10:30 AM (America/New_York)";
const TUE_NINE = slot("2026-12-01T14:00:00.000Z");
const TUE_HALF_NINE = slot("2026-12-01T14:30:00.000Z");
const WED_TEN = slot("2026-12-02T15:00:00.000Z");

const found = (action: "cancel" | "reschedule", booking: Partial<ManagedBooking> = {}): LinkAnswer => ({
  kind: "found",
  action,
  booking: { ...BOOKING, ...booking },
});

function fakeApi(...answers: LinkAnswer[]) {
  const load = vi.fn<ManageDemoApi["load"]>();
  for (const answer of answers) load.mockResolvedValueOnce(answer);
  return {
    load,
    cancel: vi.fn<ManageDemoApi["cancel"]>(() => Promise.resolve({ kind: "cancelled" })),
    reschedule: vi.fn<ManageDemoApi["reschedule"]>(() => Promise.resolve({ kind: "booked", booking: WED_TEN })),
    availability: vi.fn<ManageDemoApi["availability"]>(() => Promise.resolve([TUE_NINE, TUE_HALF_NINE, WED_TEN])),
  };
}

function renderPage(api: ManageDemoApi, address = `/demo-booking#token=${TOKEN}`) {
  const Stub = createRoutesStub([
    { path: "/demo-booking", Component: () => <ManageDemoPage api={api} /> },
    { path: "/contact", Component: () => <h1>Contact</h1> },
  ]);
  render(<Stub initialEntries={[address]} />);
  return { user: userEvent.setup() };
}

/** The live region the page speaks its state through: always there, so each change is heard. */
const pageStatus = () => screen.getAllByRole("status")[0];

describe("ManageDemoPage", () => {
  beforeEach(() => vi.clearAllMocks());

  it("says the link doesn't work when the address has no token, and asks nothing", () => {
    const api = fakeApi();
    renderPage(api, "/demo-booking");
    expect(screen.getByRole("heading", { level: 1, name: "Your demo" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "This link doesn't work" })).toBeVisible();
    expect(screen.getByText(/Open it again from your demo confirmation email/)).toBeVisible();
    expect(api.load).not.toHaveBeenCalled();
  });

  it("says it is loading, reading the token from the fragment, then what the link is for", async () => {
    const api = fakeApi(found("cancel"));
    renderPage(api);
    expect(pageStatus()).toHaveTextContent("Loading your demo booking…");
    expect(api.load).toHaveBeenCalledWith(TOKEN, expect.any(AbortSignal));
    const heading = await screen.findByRole("heading", { level: 2, name: "Cancel your demo" });
    expect(pageStatus()).toHaveTextContent("Cancel your demo");
    // The first read leaves the focus where the visitor arrived.
    expect(heading).not.toHaveFocus();
  });

  describe("with a cancel link", () => {
    it("shows the booked time in the booking's zone by name, and asks before cancelling", async () => {
      const api = fakeApi(found("cancel"));
      const { user } = renderPage(api);
      await screen.findByRole("heading", { name: "Cancel your demo" });
      expect(screen.getByRole("definition")).toHaveTextContent(BOOKED_TIME);
      expect(screen.getByRole("term")).toHaveTextContent("Booked for");

      await user.click(screen.getByRole("button", { name: "Cancel this demo" }));
      const dialog = screen.getByRole("alertdialog", { name: "Cancel this demo?" });
      expect(dialog).toHaveAccessibleDescription(/will be cancelled/);
      expect(within(dialog).getByText(/will be cancelled/)).toHaveTextContent(
        `Your demo on ${BOOKED_TIME} will be cancelled. Our sales team will still follow up on your request.`,
      );
      // Enter on the first focus keeps the demo.
      expect(within(dialog).getByRole("button", { name: "Keep my demo" })).toHaveFocus();
      await user.keyboard("{Enter}");
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(api.cancel).not.toHaveBeenCalled();
    });

    it("cancels from the keyboard, then says so with the email and the request that still stands, and takes the focus there", async () => {
      const api = fakeApi(found("cancel"));
      const { user } = renderPage(api);
      const button = await screen.findByRole("button", { name: "Cancel this demo" });
      button.focus();
      await user.keyboard("{Enter}");
      const dialog = screen.getByRole("alertdialog", { name: "Cancel this demo?" });
      await user.tab();
      expect(within(dialog).getByRole("button", { name: "Yes, cancel it" })).toHaveFocus();
      await user.keyboard("{Enter}");

      const result = await screen.findByRole("heading", { level: 2, name: "Your demo is cancelled" });
      await waitFor(() => expect(result).toHaveFocus());
      expect(screen.getByText("A confirmation email is on its way.")).toBeVisible();
      expect(screen.getByText("Your demo request still stands: our sales team will follow up with you.")).toBeVisible();
      expect(screen.getByRole("term")).toHaveTextContent("Cancelled");
      expect(screen.getByRole("definition")).toHaveTextContent(BOOKED_TIME);
      expect(api.cancel).toHaveBeenCalledWith(TOKEN, expect.any(String));
      expect(screen.queryByRole("button", { name: "Cancel this demo" })).toBeNull();
    });

    it("keeps the question open with the reason when cancelling fails, and tries again with the same key", async () => {
      const api = fakeApi(found("cancel"));
      api.cancel.mockResolvedValueOnce({ kind: "failed", problem: null });
      const { user } = renderPage(api);
      await user.click(await screen.findByRole("button", { name: "Cancel this demo" }));
      const dialog = screen.getByRole("alertdialog");
      await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));

      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "We couldn't cancel your demo Please check your connection and try again.",
      );
      await user.click(within(dialog).getByRole("button", { name: "Yes, cancel it" }));
      expect(await screen.findByRole("heading", { name: "Your demo is cancelled" })).toBeVisible();
      const [first, second] = api.cancel.mock.calls;
      expect(second[1]).toBe(first[1]);
    });

    it("reads the link again when the demo was moved meanwhile, and says this link is for an earlier time", async () => {
      const api = fakeApi(found("cancel"), found("cancel", { status: "rescheduled" }));
      api.cancel.mockResolvedValueOnce({ kind: "closed", problem: null });
      const { user } = renderPage(api);
      await user.click(await screen.findByRole("button", { name: "Cancel this demo" }));
      await user.click(screen.getByRole("button", { name: "Yes, cancel it" }));

      const heading = await screen.findByRole("heading", { name: "This demo has moved" });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(
        screen.getByText("This link is for an earlier time; use the link in your latest email about this demo."),
      ).toBeVisible();
      expect(api.load).toHaveBeenCalledTimes(2);
    });
  });

  describe("with a reschedule link", () => {
    it("shows the current time and the free times in the booking's zone, then moves the demo to the chosen one", async () => {
      const api = fakeApi(found("reschedule"));
      const { user } = renderPage(api);
      await screen.findByRole("heading", { level: 2, name: "Move your demo" });
      expect(screen.getByRole("definition")).toHaveTextContent(BOOKED_TIME);
      expect(screen.getByLabelText("Time zone")).toHaveValue("America/New_York");
      const tuesday = await screen.findByRole("group", { name: "Tuesday, December 1" });
      expect(within(tuesday).getByRole("heading", { level: 3 })).toBeVisible();

      await user.click(screen.getByRole("radio", { name: "10:00 AM" }));
      expect(screen.getByText(/Your choice:/)).toHaveTextContent(
        "Your choice: Wednesday, December 2, 10:00 – 10:30 AM (America/New_York)",
      );
      await user.click(screen.getByRole("button", { name: "Move my demo" }));

      const result = await screen.findByRole("heading", { level: 2, name: "Your demo is moved" });
      await waitFor(() => expect(result).toHaveFocus());
      expect(screen.getByRole("term")).toHaveTextContent("New time");
      expect(screen.getByRole("definition")).toHaveTextContent(
        "Wednesday, December 2, 10:00 – 10:30 AM (America/New_York)",
      );
      expect(screen.getByText("An updated invitation is on its way.")).toBeVisible();
      expect(api.reschedule).toHaveBeenCalledWith(
        { token: TOKEN, start: WED_TEN.start, timeZone: "America/New_York" },
        expect.any(String),
      );
      expect(screen.queryByRole("radio")).toBeNull();
    });

    it("asks for a time when 'Move my demo' is pressed before one is chosen", async () => {
      const api = fakeApi(found("reschedule"));
      const { user } = renderPage(api);
      await screen.findByRole("radio", { name: "9:00 AM" });
      await user.click(screen.getByRole("button", { name: "Move my demo" }));
      expect(screen.getByText("Choose a new time above, then move your demo.")).toBeVisible();
      expect(api.reschedule).not.toHaveBeenCalled();
    });

    it("on 'That time was just taken' shows why and the fresh times", async () => {
      const api = fakeApi(found("reschedule"));
      const taken = { title: "That time was just taken", description: "Please pick another time; these are free now." };
      api.reschedule.mockResolvedValueOnce({ kind: "taken", problem: taken, slots: [TUE_HALF_NINE] });
      const { user } = renderPage(api);
      await user.click(await screen.findByRole("radio", { name: "9:00 AM" }));
      await user.click(screen.getByRole("button", { name: "Move my demo" }));

      await waitFor(() =>
        expect(screen.getByText(/That time was just taken/).closest("[role=status]")).toHaveTextContent(
          "That time was just taken Please pick another time; these are free now.",
        ),
      );
      expect(screen.getAllByRole("radio")).toHaveLength(1);
      expect(screen.getByRole("radio", { name: "9:30 AM" })).not.toBeChecked();
    });

    it("says when moving failed, with the choice kept for another try", async () => {
      const api = fakeApi(found("reschedule"));
      api.reschedule.mockResolvedValueOnce({ kind: "failed", problem: null });
      const { user } = renderPage(api);
      const nine = await screen.findByRole("radio", { name: "9:00 AM" });
      await user.click(nine);
      await user.click(screen.getByRole("button", { name: "Move my demo" }));
      expect(await screen.findByText("We couldn't move your demo")).toBeVisible();
      expect(nine).toBeChecked();
    });

    it("reads the link again when the demo was cancelled meanwhile, and says it is cancelled already", async () => {
      const api = fakeApi(found("reschedule"), found("reschedule", { status: "cancelled" }));
      api.reschedule.mockResolvedValueOnce({ kind: "closed", problem: null });
      const { user } = renderPage(api);
      await user.click(await screen.findByRole("radio", { name: "9:00 AM" }));
      await user.click(screen.getByRole("button", { name: "Move my demo" }));

      const heading = await screen.findByRole("heading", { name: "This demo is already cancelled" });
      await waitFor(() => expect(heading).toHaveFocus());
    });

    it("says so when no other time is free, with nothing to press", async () => {
      const api = fakeApi(found("reschedule"));
      api.availability.mockResolvedValue([]);
      renderPage(api);
      expect(
        await screen.findByText("No other times are free in the next two weeks. Your demo stays at its current time."),
      ).toBeVisible();
      expect(screen.queryByRole("button", { name: "Move my demo" })).toBeNull();
    });
  });

  describe("a link with nothing left to do", () => {
    it("says a demo is already cancelled, and that the request still stands", async () => {
      renderPage(fakeApi(found("cancel", { status: "cancelled" })));
      expect(await screen.findByRole("heading", { name: "This demo is already cancelled" })).toBeVisible();
      expect(screen.getByText(/Your demo request still stands/)).toBeVisible();
      expect(screen.queryByRole("button", { name: "Cancel this demo" })).toBeNull();
    });

    it("says a moved demo's link is for an earlier time, naming it", async () => {
      renderPage(fakeApi(found("reschedule", { status: "rescheduled" })));
      expect(await screen.findByRole("heading", { name: "This demo has moved" })).toBeVisible();
      expect(screen.getByRole("term")).toHaveTextContent("Earlier time");
      expect(screen.getByRole("definition")).toHaveTextContent(BOOKED_TIME);
      expect(screen.getByText(/use the link in your latest email about this demo/)).toBeVisible();
      expect(screen.queryByRole("radio")).toBeNull();
    });

    it("says an expired link has expired, with a way to contact us", async () => {
      renderPage(fakeApi({ kind: "expired", problem: null }));
      expect(await screen.findByRole("heading", { name: "This link has expired" })).toBeVisible();
      expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    });

    it("says a forged or mangled link doesn't work", async () => {
      renderPage(fakeApi({ kind: "invalid", problem: null }));
      expect(await screen.findByRole("heading", { name: "This link doesn't work" })).toBeVisible();
    });
  });

  describe("when the link could not be read", () => {
    it("says so and tries again on request, taking the focus to what it then finds", async () => {
      const api = fakeApi({ kind: "failed", problem: null }, found("cancel"));
      const { user } = renderPage(api);
      expect(await screen.findByRole("heading", { name: "We couldn't load your demo booking" })).toBeVisible();
      expect(screen.getByText("Please check your connection and try again.")).toBeVisible();

      await user.click(screen.getByRole("button", { name: "Try again" }));
      const heading = await screen.findByRole("heading", { name: "Cancel your demo" });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(api.load).toHaveBeenCalledTimes(2);
    });

    it("gives the function's words where it had any", async () => {
      const tooMany = { title: "Too many attempts", description: "Please wait a few minutes and try again." };
      renderPage(fakeApi({ kind: "failed", problem: tooMany }));
      expect(await screen.findByRole("heading", { name: "Too many attempts" })).toBeVisible();
      expect(screen.getByText("Please wait a few minutes and try again.")).toBeVisible();
      expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
    });

    it("counts a load that threw as failed", async () => {
      const api = fakeApi();
      api.load.mockRejectedValueOnce(new Error("boom"));
      renderPage(api);
      expect(await screen.findByRole("heading", { name: "We couldn't load your demo booking" })).toBeVisible();
    });
  });
});
