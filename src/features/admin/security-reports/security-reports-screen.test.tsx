import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation, useNavigationType } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { createFakeSupabase } from "../leads/fake-supabase";
import type { SecurityReport } from "./report-types";
import { SecurityReportsScreen } from "./security-reports-screen";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const fake = createFakeSupabase();
supabase.current = fake.client;

const REPORT: SecurityReport = {
  id: "5a1c0000-0000-4000-8000-000000000001",
  reference: "SR-0123456789",
  email: "finder@example.com",
  full_name: "Grace Hopper",
  title: "Stored XSS in the careers page",
  description: "Steps:\n1. Open the page",
  affected_asset: "https://example.com/careers",
  severity: "high",
  status: "new",
  closed_at: null,
  email_status: "failed",
  email_error: "acknowledgement: connect ECONNREFUSED",
  email_attempts: 5,
  client_ip: "203.0.113.9",
  user_agent: "Firefox",
  created_at: "2026-11-20T09:30:00.000Z",
  updated_at: "2026-11-21T10:00:00.000Z",
};

function Location() {
  const { search } = useLocation();
  return (
    <>
      <output data-testid="search">{search}</output>
      <output data-testid="navigation">{useNavigationType()}</output>
    </>
  );
}

function show(path = "/admin/security-reports") {
  fake.answer("security_reports", { data: [REPORT], count: 1 });
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SecurityReportsScreen />
        <Location />
      </QueryProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const callsOf = (method: string) => fake.calls.filter((call) => call.method === method).map((call) => call.args);

beforeEach(() => {
  fake.reset();
  vi.mocked(toast).mockClear();
});

describe("security reports triage", () => {
  it("lists reports newest first, one page at a time, filtered by status through the URL", async () => {
    const user = show("/admin/security-reports?page=2");
    expect((await screen.findByText("Stored XSS in the careers page")).closest("button")).toBeVisible();
    expect(callsOf("order")).toEqual([
      ["created_at", { ascending: false }],
      ["id", { ascending: false }],
    ]);
    expect(callsOf("range")).toEqual([[20, 39]]);
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "triaged");
    expect(screen.getByTestId("search")).toHaveTextContent("?status=triaged");
    await vi.waitFor(() => expect(callsOf("eq")).toContainEqual(["status", "triaged"]));
  });

  it("moves a report through its statuses from the list", async () => {
    const user = show();
    const select = await screen.findByLabelText("Status of SR-0123456789");
    await user.selectOptions(select, "triaged");
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Report marked triaged",
        description: "SR-0123456789: Stored XSS in the careers page",
      }),
    );
    expect(callsOf("update")).toEqual([[{ status: "triaged" }]]);
  });

  it("opens a report with every field and resends its emails", async () => {
    const user = show(`/admin/security-reports?report=${REPORT.id}`);
    const dialog = await screen.findByRole("dialog", { name: REPORT.title });
    for (const text of [
      "SR-0123456789",
      "https://example.com/careers",
      "203.0.113.9",
      "Firefox",
      "5 attempts",
      "acknowledgement: connect ECONNREFUSED",
    ]) {
      expect(await within(dialog).findByText(text)).toBeVisible();
    }
    expect(within(dialog).getByText("finder@example.com").closest("dd")).toHaveTextContent(
      "Grace Hopper (finder@example.com)",
    );
    expect(within(dialog).getByText(/Steps:/)).toHaveTextContent("Steps: 1. Open the page");
    expect(within(dialog).getByText("High")).toBeVisible();

    fake.rpc.mockResolvedValue({ data: 2, error: null });
    await user.click(within(dialog).getByRole("button", { name: "Resend emails" }));
    expect(fake.rpc).toHaveBeenCalledWith("resend_security_report_emails", { p_report_id: REPORT.id });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Emails queued again" })),
    );
  });

  it("opens a report from its row with the keyboard, in place of the history entry, and one Esc gives focus back to the row", async () => {
    const user = show();
    const opener = (await screen.findByText(REPORT.title)).closest("button")!;
    opener.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: REPORT.title });
    expect(screen.getByTestId("search")).toHaveTextContent(`?report=${REPORT.id}`);
    expect(screen.getByTestId("navigation")).toHaveTextContent("REPLACE");

    await user.keyboard("{Escape}");
    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByTestId("search")).toBeEmptyDOMElement();
    expect(screen.getByTestId("navigation")).toHaveTextContent("REPLACE");
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
