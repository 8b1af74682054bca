import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AvailabilityError, type BookingApi, type BookResult } from "~/components/demo-booking/booking-api";
import { DemoBookingDialog } from "./demo-booking-dialog";
import type { Slot } from "~/components/demo-booking/slot-days";

vi.mock("~/components/demo-booking/slot-days", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/components/demo-booking/slot-days")>()),
  detectTimeZone: () => "America/New_York",
}));

const REQUEST_ID = "3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a";
const slot = (start: string): Slot => ({ start, end: new Date(Date.parse(start) + 30 * 60_000).toISOString() });
// Tuesday 1 December 2026 in New York: 9:00 and 9:30; Wednesday: 10:00.
const TUE_NINE = slot("2026-12-01T14:00:00.000Z");
const TUE_HALF_NINE = slot("2026-12-01T14:30:00.000Z");
const WED_TEN = slot("2026-12-02T15:00:00.000Z");

function fakeApi(slots: Slot[] = [TUE_NINE, TUE_HALF_NINE, WED_TEN]) {
  return {
    availability: vi.fn<BookingApi["availability"]>(() => Promise.resolve(slots)),
    book: vi.fn<BookingApi["book"]>(() => Promise.resolve<BookResult>({ kind: "booked", booking: TUE_NINE })),
  };
}

function renderDialog(api: BookingApi, onBooked = vi.fn()) {
  render(
    <DemoBookingDialog
      open
      onOpenChange={vi.fn()}
      returnFocusTo={{ current: null }}
      requestId={REQUEST_ID}
      onBooked={onBooked}
      api={api}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Pick a time for your demo" });
  return { dialog, status: within(dialog).getByRole("status"), onBooked };
}

describe("DemoBookingDialog", () => {
  beforeEach(() => vi.clearAllMocks());

  it("says it is loading, then shows the free times by day in the visitor's zone, one radio group per day", async () => {
    const { dialog, status } = renderDialog(fakeApi());
    expect(status).toHaveTextContent("Loading free times…");
    expect(within(dialog).getByLabelText("Time zone")).toHaveValue("America/New_York");
    expect(within(dialog).getByLabelText("Time zone")).toHaveAccessibleDescription(
      "Times are shown in this time zone.",
    );

    const tuesday = await within(dialog).findByRole("group", { name: "Tuesday, December 1" });
    expect(within(tuesday).getByRole("heading", { name: "Tuesday, December 1" })).toBeVisible();
    expect(
      within(tuesday)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual([expect.stringMatching(/^9:00\sAM$/), expect.stringMatching(/^9:30\sAM$/)]);
    const wednesday = within(dialog).getByRole("group", { name: "Wednesday, December 2" });
    expect(within(wednesday).getAllByRole("radio")).toHaveLength(1);
    expect(status).toBeEmptyDOMElement();
  });

  it("keeps one choice across the days and names it beside the Book button", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(fakeApi());
    const nine = await within(dialog).findByRole("radio", { name: "9:00 AM" });
    const ten = within(dialog).getByRole("radio", { name: "10:00 AM" });
    await user.click(nine);
    await user.click(ten);
    expect(ten).toBeChecked();
    expect(nine).not.toBeChecked();
    expect(
      within(dialog)
        .getByText(/Your choice:/)
        .textContent?.replace(/\s+/g, " "),
    ).toBe("Your choice: Wednesday, December 2, 10:00 – 10:30 AM (America/New_York)");
  });

  it("asks for a time when Book is pressed before one is chosen", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { dialog, status } = renderDialog(api);
    await within(dialog).findByRole("radio", { name: "9:00 AM" });
    await user.click(within(dialog).getByRole("button", { name: "Book" }));
    expect(status).toHaveTextContent("Choose a time above, then book it.");
    expect(api.book).not.toHaveBeenCalled();
  });

  it("shows the times in another zone at once and fetches that zone's", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { dialog } = renderDialog(api);
    await within(dialog).findByRole("group", { name: "Tuesday, December 1" });
    await user.selectOptions(within(dialog).getByLabelText("Time zone"), "Asia/Tokyo");

    // 9:00 in New York is 23:00 in Tokyo; 10:00 on Wednesday is midnight, Thursday.
    const tuesday = within(dialog).getByRole("group", { name: "Tuesday, December 1" });
    expect(within(tuesday).getAllByRole("radio")).toHaveLength(2);
    expect(within(dialog).getByRole("radio", { name: "11:00 PM" })).toBeInTheDocument();
    expect(within(dialog).getByRole("group", { name: "Thursday, December 3" })).toBeInTheDocument();
    expect(api.availability).toHaveBeenLastCalledWith("Asia/Tokyo", expect.any(AbortSignal));
  });

  it("books the chosen time and says 'Booked: …' with the zone, and that the invitation is on its way", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    const { dialog, status, onBooked } = renderDialog(api);
    await user.click(await within(dialog).findByRole("radio", { name: "9:00 AM" }));
    await user.click(within(dialog).getByRole("button", { name: "Book" }));

    const booked = "Booked: Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)";
    await waitFor(() => expect(status).toHaveTextContent(booked));
    expect(dialog).toHaveAccessibleName("Your demo is booked");
    expect(status).toHaveTextContent("A calendar invitation is on its way to your inbox");
    expect(onBooked).toHaveBeenCalledWith(expect.stringMatching(/^Booked: Tuesday, December 1, 9:00\s–\s9:30\sAM/));
    expect(api.book).toHaveBeenCalledWith(
      { requestId: REQUEST_ID, start: TUE_NINE.start, timeZone: "America/New_York" },
      expect.any(String),
    );
    expect(within(dialog).queryByRole("radio")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Done" })).toHaveFocus();
  });

  it("on 'That time was just taken' shows why and the fresh times, and stays open", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.book.mockResolvedValue({
      kind: "taken",
      problem: { title: "That time was just taken", description: "Please pick another time; these are free now." },
      slots: [TUE_HALF_NINE, WED_TEN],
    });
    const { dialog, status, onBooked } = renderDialog(api);
    await user.click(await within(dialog).findByRole("radio", { name: "9:00 AM" }));
    await user.click(within(dialog).getByRole("button", { name: "Book" }));

    await waitFor(() =>
      expect(status).toHaveTextContent("That time was just taken Please pick another time; these are free now."),
    );
    expect(within(dialog).queryByRole("radio", { name: "9:00 AM" })).toBeNull();
    expect(within(dialog).getAllByRole("radio")).toHaveLength(2);
    for (const radio of within(dialog).getAllByRole("radio")) expect(radio).not.toBeChecked();
    expect(within(dialog).getByRole("button", { name: "Book" })).toBeEnabled();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it("on 'Your demo is already booked' says so, with the booking that stands", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.book.mockResolvedValue({
      kind: "alreadyBooked",
      problem: {
        title: "Your demo is already booked",
        description: "Use the link in your confirmation email to move or cancel it.",
      },
      booking: WED_TEN,
    });
    const { dialog, status } = renderDialog(api);
    await user.click(await within(dialog).findByRole("radio", { name: "9:00 AM" }));
    await user.click(within(dialog).getByRole("button", { name: "Book" }));

    await waitFor(() => expect(status).toHaveTextContent("Your demo is already booked"));
    expect(status).toHaveTextContent("Booked: Wednesday, December 2, 10:00 – 10:30 AM (America/New_York)");
  });

  it("shows another failure's title and description, and keeps the choice for another try", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.book.mockResolvedValue({
      kind: "failed",
      problem: { title: "Too many attempts", description: "Please wait a few minutes and try again." },
    });
    const { dialog, status } = renderDialog(api);
    const nine = await within(dialog).findByRole("radio", { name: "9:00 AM" });
    await user.click(nine);
    await user.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(status).toHaveTextContent("Too many attempts Please wait a few minutes and try again."));
    expect(nine).toBeChecked();
  });

  it("says plainly when no time is free, with nothing to book", async () => {
    const { dialog, status } = renderDialog(fakeApi([]));
    await waitFor(() =>
      expect(status).toHaveTextContent("No times are free in the next two weeks; we'll contact you to schedule."),
    );
    expect(within(dialog).queryByRole("button", { name: "Book" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Done" })).toBeVisible();
  });

  it("says when the times could not be loaded, and tries again on request", async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.availability.mockRejectedValueOnce(new AvailabilityError(null));
    const { dialog, status } = renderDialog(api);
    await waitFor(() =>
      expect(status).toHaveTextContent("We couldn't load the free times Please try again in a moment."),
    );
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("radio", { name: "9:00 AM" })).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });
});
