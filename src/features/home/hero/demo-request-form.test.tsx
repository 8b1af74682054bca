import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { PRIVACY_NOTICE_VERSION } from "@rules/lead-context.ts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import type { BookingApi } from "~/components/demo-booking/booking-api";
import { DemoRequestForm } from "./demo-request-form";
import type { SendDemoRequest } from "./send-demo-request";

vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));
// The picker behind "Pick a time now", on fake booking functions, in New York.
const bookingApi = vi.hoisted(() => ({ availability: vi.fn(), book: vi.fn() }));
vi.mock("~/components/demo-booking/booking-api", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/components/demo-booking/booking-api")>()),
  bookingApi,
}));
vi.mock("~/components/demo-booking/slot-days", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/components/demo-booking/slot-days")>()),
  detectTimeZone: () => "America/New_York",
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REQUEST_ID = "3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a";

function renderForm(send: SendDemoRequest) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <DemoRequestForm send={send} /> }]);
  render(<Stub />);
  return {
    name: screen.getByLabelText(/Full name/),
    email: screen.getByLabelText(/Work email/),
    company: screen.getByLabelText(/Company/),
    button: screen.getByRole("button", { name: "Request a Demo" }),
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>) {
  await user.type(fields.name, "Jane Smith");
  await user.type(fields.email, "jane@acme.test");
  await user.type(fields.company, "Acme Corp");
}

describe("DemoRequestForm", () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it("asks for fullName, an email-type email and company, all announced as required", () => {
    const { name, email, company } = renderForm(vi.fn());
    expect(name).toHaveAttribute("name", "fullName");
    expect(email).toHaveAttribute("type", "email");
    for (const field of [name, email, company]) expect(field).toHaveAttribute("aria-required", "true");
  });

  it("leaves only the email to the browser's own required check (spec §5), so an empty name reaches the toast", () => {
    const { name, email, company } = renderForm(vi.fn());
    expect(email).toHaveAttribute("required");
    expect(name).not.toHaveAttribute("required");
    expect(company).not.toHaveAttribute("required");
  });

  it("shows 'Error' / 'Please fill in all fields' and sends nothing when a field is empty", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>();
    const fields = renderForm(send);
    await user.type(fields.name, "   ");
    await user.type(fields.email, "jane@acme.test");
    await user.type(fields.company, "Acme Corp");
    await user.click(fields.button);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Error",
        description: "Please fill in all fields",
        variant: "destructive",
        group: "demo-request",
      }),
    );
    expect(send).not.toHaveBeenCalled();
    expect(fields.name).toHaveAttribute("aria-invalid", "true");
    expect(fields.name).toHaveAccessibleDescription("Please fill in your name.");
    expect(fields.name).toHaveFocus();
    for (const field of [fields.email, fields.company]) expect(field).not.toHaveAttribute("aria-invalid");
  });

  it("marks every empty field beside it, with one toast, and clears each mark once the field is filled", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>();
    const fields = renderForm(send);
    await user.type(fields.email, "jane@acme.test");
    await user.click(fields.button);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith({
      title: "Error",
      description: "Please fill in all fields",
      variant: "destructive",
      group: "demo-request",
    });
    for (const [field, message] of [
      [fields.name, "Please fill in your name."],
      [fields.company, "Please fill in your company name."],
    ] as const) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      const error = document.getElementById(field.getAttribute("aria-describedby")!);
      expect(error).toBeVisible();
      expect(error).toHaveTextContent(message);
    }
    expect(fields.email).not.toHaveAttribute("aria-invalid");
    expect(fields.name).toHaveFocus();

    await user.type(fields.name, "Jane");
    expect(fields.name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please fill in your name.")).toBeNull();
    expect(fields.company).toHaveAccessibleDescription("Please fill in your company name.");
  });

  it("shows the same toast when the browser's own check is bypassed with every field empty", async () => {
    const send = vi.fn<SendDemoRequest>();
    const fields = renderForm(send);
    fireEvent.submit(fields.button.closest("form")!);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Error",
        description: "Please fill in all fields",
        variant: "destructive",
        group: "demo-request",
      }),
    );
    expect(send).not.toHaveBeenCalled();
    for (const field of [fields.name, fields.email, fields.company]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
    }
  });

  it("reads 'Sending...' while submitting, then shows 'Demo Request Sent!' and clears the form", async () => {
    const user = userEvent.setup();
    const pending = deferred<string | null>();
    const send = vi.fn<SendDemoRequest>(() => pending.promise);
    const fields = renderForm(send);
    await fillIn(user, fields);
    await user.click(fields.button);

    expect(send).toHaveBeenCalledWith(
      {
        fullName: "Jane Smith",
        email: "jane@acme.test",
        company: "Acme Corp",
        context: expect.objectContaining({
          consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates: false },
        }),
      },
      { idempotencyKey: expect.stringMatching(UUID) },
    );
    expect(fields.button).toHaveTextContent("Sending...");
    expect(fields.button).toBeDisabled();

    pending.resolve(REQUEST_ID);
    expect(await screen.findByRole("button", { name: "Request a Demo" })).toBeEnabled();
    expect(toast).toHaveBeenCalledWith({
      title: "Demo Request Sent!",
      description: "We'll get back to you soon to schedule your demo.",
      group: "demo-request",
    });
    for (const field of [fields.name, fields.email, fields.company]) expect(field).toHaveValue("");
  });

  it("shows 'Error' / 'Failed to send demo request. Please try again.' and keeps the form when sending fails", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>(() => Promise.reject(new Error("FunctionsHttpError")));
    const fields = renderForm(send);
    await fillIn(user, fields);
    await user.click(fields.button);

    expect(await screen.findByRole("button", { name: "Request a Demo" })).toBeEnabled();
    expect(toast).toHaveBeenCalledWith({
      title: "Error",
      description: "Failed to send demo request. Please try again.",
      variant: "destructive",
      group: "demo-request",
    });
    expect(fields.name).toHaveValue("Jane Smith");
    expect(fields.email).toHaveValue("jane@acme.test");
    expect(fields.company).toHaveValue("Acme Corp");
  });

  it("keeps the honeypot out of reach of keyboard and screen reader, and sends it only when filled", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>(() => Promise.resolve(REQUEST_ID));
    const fields = renderForm(send);
    const honeypot = document.querySelector<HTMLInputElement>("input[name='website']")!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /Website/ })).toBeNull();

    await user.tab();
    await user.tab();
    await user.tab();
    expect(fields.company).toHaveFocus();
    await user.tab();
    // The optional security updates box, then the button: the honeypot is never reached.
    expect(screen.getByRole("checkbox", { name: "Send me security updates (optional)" })).toHaveFocus();
    await user.tab();
    expect(fields.button).toHaveFocus();

    fireEvent.change(honeypot, { target: { value: "http://spam.example" } });
    await fillIn(user, fields);
    await user.click(fields.button);
    expect(send).toHaveBeenCalledWith(
      {
        fullName: "Jane Smith",
        email: "jane@acme.test",
        company: "Acme Corp",
        website: "http://spam.example",
        context: expect.any(Object),
      },
      { idempotencyKey: expect.stringMatching(UUID) },
    );
  });
});

describe("DemoRequestForm's Idempotency-Key", () => {
  const keyOf = (send: ReturnType<typeof vi.fn<SendDemoRequest>>, call: number) =>
    send.mock.calls[call][1].idempotencyKey;

  it("sends the same key when the same request is sent again after a failure", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>(() => Promise.reject(new Error("Failed to fetch")));
    const fields = renderForm(send);
    await fillIn(user, fields);
    await user.click(fields.button);
    await waitFor(() => expect(fields.button).toBeEnabled());
    await user.click(fields.button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(keyOf(send, 1)).toBe(keyOf(send, 0));
  });

  it("makes a new key when a field changed after the failure", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>(() => Promise.reject(new Error("Failed to fetch")));
    const fields = renderForm(send);
    await fillIn(user, fields);
    await user.click(fields.button);
    await waitFor(() => expect(fields.button).toBeEnabled());
    await user.type(fields.company, " Ltd");
    await user.click(fields.button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(keyOf(send, 1)).not.toBe(keyOf(send, 0));
  });

  it("makes a new key for the next request after a success", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>(() => Promise.resolve(REQUEST_ID));
    const fields = renderForm(send);
    await fillIn(user, fields);
    await user.click(fields.button);
    await waitFor(() => expect(fields.name).toHaveValue(""));
    await fillIn(user, fields);
    await user.click(fields.button);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(keyOf(send, 1)).not.toBe(keyOf(send, 0));
  });
});

describe("DemoRequestForm's offer to pick a time", () => {
  const NINE = { start: "2026-12-01T14:00:00.000Z", end: "2026-12-01T14:30:00.000Z" };
  const HALF_PAST_NINE = { start: "2026-12-01T14:30:00.000Z", end: "2026-12-01T15:00:00.000Z" };

  beforeEach(() => {
    vi.mocked(toast).mockClear();
    bookingApi.availability.mockReset().mockResolvedValue([NINE, HALF_PAST_NINE]);
    bookingApi.book
      .mockReset()
      .mockResolvedValue({ kind: "booked", booking: NINE } satisfies Awaited<ReturnType<BookingApi["book"]>>);
  });

  it("offers 'Pick a time now' after a sent request, with the spec's toast and the cleared form as before", async () => {
    const user = userEvent.setup();
    const fields = renderForm(vi.fn<SendDemoRequest>(() => Promise.resolve(REQUEST_ID)));
    expect(screen.queryByRole("button", { name: "Pick a time now" })).toBeNull();
    await fillIn(user, fields);
    await user.click(fields.button);

    expect(await screen.findByText("Your request is in. Want to pick a time now?")).toBeVisible();
    expect(screen.getByRole("button", { name: "Pick a time now" })).toHaveAttribute("aria-haspopup", "dialog");
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({
      title: "Demo Request Sent!",
      description: "We'll get back to you soon to schedule your demo.",
      group: "demo-request",
    });
    for (const field of [fields.name, fields.email, fields.company]) expect(field).toHaveValue("");
    // Skipping is fine: nothing is fetched until the visitor asks.
    expect(bookingApi.availability).not.toHaveBeenCalled();
  });

  it("offers nothing when the answer carries no requestId, nor after a failed send", async () => {
    const user = userEvent.setup();
    const send = vi.fn<SendDemoRequest>(() => Promise.resolve(null));
    const fields = renderForm(send);
    await fillIn(user, fields);
    await user.click(fields.button);
    await waitFor(() => expect(fields.name).toHaveValue(""));
    send.mockRejectedValueOnce(new Error("FunctionsHttpError"));
    await fillIn(user, fields);
    await user.click(fields.button);
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole("button", { name: "Pick a time now" })).toBeNull();
  });

  it("books a slot in the picker, then shows 'Booked: …' in the form card and returns focus there", async () => {
    const user = userEvent.setup();
    const fields = renderForm(vi.fn<SendDemoRequest>(() => Promise.resolve(REQUEST_ID)));
    await fillIn(user, fields);
    await user.click(fields.button);
    await user.click(await screen.findByRole("button", { name: "Pick a time now" }));

    const dialog = await screen.findByRole("dialog", { name: "Pick a time for your demo" });
    const day = await within(dialog).findByRole("group", { name: "Tuesday, December 1" });
    expect(bookingApi.availability).toHaveBeenCalledWith("America/New_York", expect.any(AbortSignal));
    await user.click(within(day).getByRole("radio", { name: "9:00 AM" }));
    await user.click(within(dialog).getByRole("button", { name: "Book" }));

    const booked = "Booked: Tuesday, December 1, 9:00 – 9:30 AM (America/New_York)";
    expect(await within(dialog).findByRole("status")).toHaveTextContent(booked, { normalizeWhitespace: true });
    expect(bookingApi.book).toHaveBeenCalledWith(
      { requestId: REQUEST_ID, start: NINE.start, timeZone: "America/New_York" },
      expect.stringMatching(UUID),
    );
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const confirmation = screen.getByText(booked);
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Pick a time now" })).toBeNull();
  });
});
