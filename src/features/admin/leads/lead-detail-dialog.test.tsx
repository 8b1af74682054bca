import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { leadDateTime } from "../dates";
import { createFakeSupabase } from "./fake-supabase";
import { LeadDetailDialog } from "./lead-detail-dialog";
import { SAMPLE_LEAD_ID, sampleLead } from "./sample-lead";
import type { Lead, LeadEmail } from "./lead-types";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const fake = createFakeSupabase();
supabase.current = fake.client;

const LEAD_ID = SAMPLE_LEAD_ID;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const lead = (overrides: Partial<Lead> = {}): Lead =>
  sampleLead({
    service: null,
    email_status: "retrying",
    email_error: "connect ECONNREFUSED 127.0.0.1:54325",
    email_attempts: 3,
    ...overrides,
  });

const message = (overrides: Partial<LeadEmail>): LeadEmail => ({
  id: crypto.randomUUID(),
  lead_kind: "contact",
  lead_id: LEAD_ID,
  purpose: "notification",
  status: "sent",
  attempts: 1,
  last_error: null,
  next_attempt_at: null,
  sent_at: null,
  created_at: "2026-01-05T09:30:00.000Z",
  updated_at: "2026-01-05T09:30:00.000Z",
  ...overrides,
});

function open(shown: Lead, emails: LeadEmail[]) {
  fake.answer("lead_inbox", { data: [shown] });
  fake.answer("lead_emails", { data: emails });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryProvider client={client}>
      <LeadDetailDialog kind={shown.kind} id={shown.id} fromList={shown} onClose={() => {}} />
    </QueryProvider>,
  );
  return screen.getByRole("dialog", { name: shown.full_name });
}

const messageCard = (dialog: HTMLElement, purpose: string) =>
  within(dialog).getByText(purpose).closest("li") as HTMLElement;

beforeEach(() => {
  fake.reset();
  vi.mocked(toast).mockClear();
});

describe("a lead's email delivery in the detail dialog", () => {
  it("shows each message with its status, attempts, last error and next try (relative and absolute)", async () => {
    const nextTry = minutesFromNow(4);
    const sentAt = "2026-01-05T09:31:00.000Z";
    const dialog = open(lead(), [
      message({ purpose: "acknowledgement", status: "sent", attempts: 2, sent_at: sentAt, last_error: "timed out" }),
      message({ status: "retrying", attempts: 3, next_attempt_at: nextTry, last_error: "connect ECONNREFUSED" }),
    ]);

    const toSales = await waitFor(() => messageCard(dialog, "Notification to sales"));
    expect(within(toSales).getByText("Retrying")).toBeInTheDocument();
    expect(toSales).toHaveTextContent("Attempts3");
    expect(toSales).toHaveTextContent(`Next tryin 4 minutes (${leadDateTime(nextTry)})`);
    expect(within(toSales).getByText("connect ECONNREFUSED")).toHaveClass("text-destructive");
    expect(within(toSales).getByText("in 4 minutes")).toHaveAttribute("dateTime", nextTry);

    const toVisitor = messageCard(dialog, "Acknowledgement to the visitor");
    expect(within(toVisitor).getByText("Delivered")).toBeInTheDocument();
    expect(toVisitor).toHaveTextContent(`Sent`);
    expect(toVisitor).toHaveTextContent(`(${leadDateTime(sentAt)})`);
    // An error before a later success is history, not an alarm.
    expect(toVisitor).toHaveTextContent("Earlier errortimed out");
    expect(within(toVisitor).queryByText("Next try")).toBeNull();

    // The notification is listed first, whatever order the rows came in.
    const purposes = within(dialog)
      .getAllByRole("listitem")
      .map((item) => item.querySelector("p")?.textContent);
    expect(purposes).toEqual(["Notification to sales", "Acknowledgement to the visitor"]);
    expect(fake.calls).toContainEqual({ table: "lead_emails", method: "eq", args: ["lead_id", LEAD_ID] });
    // The message itself (a large jsonb) is never read for the list.
    const columns = String(
      fake.calls.find((call) => call.table === "lead_emails" && call.method === "select")?.args[0],
    );
    expect(columns.split(/,\s*/)).not.toContain("message");
  });

  it("says when a message was given up on, and a next try already due reads 'due now'", async () => {
    const dialog = open(lead({ email_status: "failed" }), [
      message({ status: "failed", attempts: 12, last_error: "550 mailbox unavailable" }),
      message({ purpose: "acknowledgement", status: "queued", attempts: 0, next_attempt_at: minutesFromNow(-1) }),
    ]);
    const toSales = await waitFor(() => messageCard(dialog, "Notification to sales"));
    expect(within(toSales).getByText("Not delivered")).toBeInTheDocument();
    expect(toSales).toHaveTextContent("Next tryNone: gave up. Resend to try again.");
    const toVisitor = messageCard(dialog, "Acknowledgement to the visitor");
    expect(within(toVisitor).getByText("Queued")).toBeInTheDocument();
    expect(toVisitor).toHaveTextContent("Next trydue now");
  });

  it("resends failed and retrying messages, busy meanwhile, then confirms and refreshes", async () => {
    let answer: (value: { data: unknown; error: unknown }) => void = () => {};
    const resend = new Promise<{ data: unknown; error: unknown }>((resolve) => (answer = resolve));
    // The dialog's other reads (owner choices, history) answer at once; the resend waits.
    fake.rpc.mockImplementation((name) =>
      name === "resend_lead_emails" ? resend : Promise.resolve({ data: [], error: null }),
    );
    const dialog = open(lead(), [
      message({ status: "failed", attempts: 12 }),
      message({ purpose: "acknowledgement", status: "retrying", attempts: 3, next_attempt_at: minutesFromNow(10) }),
    ]);
    const button = await within(dialog).findByRole("button", { name: "Resend emails" });
    await userEvent.click(button);

    expect(await within(dialog).findByRole("button", { name: "Resending..." })).toBeDisabled();
    expect(fake.rpc).toHaveBeenCalledWith("resend_lead_emails", { p_kind: "contact", p_lead_id: LEAD_ID });
    const readsBefore = fake.calls.filter((call) => call.table === "lead_emails" && call.method === "select").length;
    fake.answer("lead_emails", {
      data: [message({ status: "queued", attempts: 12 }), message({ purpose: "acknowledgement", status: "queued" })],
    });
    answer({ data: 2, error: null });

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Emails queued again",
        description: "2 emails for Ada Lovelace will be sent again shortly.",
      }),
    );
    await waitFor(() => expect(within(dialog).queryByRole("button", { name: /Resend/ })).toBeNull());
    const readsAfter = fake.calls.filter((call) => call.table === "lead_emails" && call.method === "select").length;
    expect(readsAfter).toBeGreaterThan(readsBefore);
  });

  it("names one email in the button, and reports a refused resend in a destructive toast", async () => {
    fake.rpc.mockResolvedValue({
      data: null,
      error: { code: "42501", message: "Only admins can resend lead emails." },
    });
    const dialog = open(lead(), [
      message({ status: "sent", sent_at: "2026-01-05T09:31:00.000Z" }),
      message({ purpose: "acknowledgement", status: "failed", attempts: 12 }),
    ]);
    await userEvent.click(await within(dialog).findByRole("button", { name: "Resend email" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Could not resend the emails",
        description: "You don't have permission to do this. Sign in again with an admin account.",
        variant: "destructive",
      }),
    );
    expect(within(dialog).getByRole("button", { name: "Resend email" })).toBeEnabled();
  });

  it("offers no resend when every message is delivered or still queued", async () => {
    const dialog = open(lead({ email_status: "queued" }), [
      message({ status: "sent", sent_at: "2026-01-05T09:31:00.000Z" }),
      message({ purpose: "acknowledgement", status: "sending", attempts: 1, next_attempt_at: minutesFromNow(2) }),
    ]);
    const toVisitor = await waitFor(() => messageCard(dialog, "Acknowledgement to the visitor"));
    expect(toVisitor).toHaveTextContent("Next trynow (being sent)");
    expect(within(dialog).queryByRole("button", { name: /Resend/ })).toBeNull();
  });
});

describe("the reply link", () => {
  it("keeps a hostile lead email one recipient, with no header of the visitor's choosing", async () => {
    const email = "eve?cc=victim@example.com&subject=urgent&body=x@example.com";
    const dialog = open(lead({ email, email_status: "sent" }), []);
    const reply = within(dialog).getByRole("link", { name: "Reply by email" });
    const url = new URL(reply.getAttribute("href")!);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe(email);
    expect(url.pathname).not.toMatch(/[?&,#]/);
    expect([...url.searchParams.keys()]).toEqual(["subject"]);
    expect(url.searchParams.get("subject")).toBe("Your message to SentinelForge");
    await waitFor(() => expect(within(dialog).getByText("No emails are recorded for this lead.")).toBeInTheDocument());
  });
});

describe("reaching the lead", () => {
  it("links the phone number for calling", () => {
    const dialog = open(lead({ phone: "+1 (555) 010-0100" }), []);
    expect(within(dialog).getByRole("link", { name: "+1 (555) 010-0100" })).toHaveAttribute("href", "tel:+15550100100");
  });

  it("copies the address to the clipboard and says so", async () => {
    const dialog = open(lead(), []);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Copy address" }));
    expect(await navigator.clipboard.readText()).toBe("ada@example.com");
    expect(toast).toHaveBeenCalledExactlyOnceWith({ title: "Address copied", description: "ada@example.com" });
  });

  it("selects the address for the admin to copy where there is no clipboard", async () => {
    const dialog = open(lead(), []);
    const user = userEvent.setup();
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    try {
      await user.click(within(dialog).getByRole("button", { name: "Copy address" }));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(window.getSelection()?.toString()).toBe("ada@example.com");
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: "Address selected",
      description: "Press Ctrl+C (⌘C on a Mac) to copy it.",
    });
  });
});
