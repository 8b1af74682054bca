import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { createFakeSupabase } from "./fake-supabase";
import { EmailStatusBadge } from "./lead-badges";
import { fetchLeadsPage } from "./leads-api";
import { UndeliveredEmailsNotice } from "./undelivered-emails-notice";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));

const fake = createFakeSupabase();
supabase.current = fake.client;

function renderNotice(count: number, url = "/admin") {
  fake.answer("lead_emails", { data: null, count });
  const Stub = createRoutesStub([{ path: "/admin", Component: UndeliveredEmailsNotice }]);
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Stub initialEntries={[url]} />
    </QueryProvider>,
  );
}

beforeEach(() => fake.reset());

describe("the count of undelivered emails at the top of the inbox", () => {
  it("reads '3 emails not yet delivered' and links to their leads", async () => {
    renderNotice(3, "/admin?page=2&type=demo");
    expect(await screen.findByRole("status")).toHaveTextContent("3 emails not yet delivered");
    expect(screen.getByRole("link", { name: "Show their leads" })).toHaveAttribute(
      "href",
      "/admin?type=demo&delivery=undelivered",
    );
    expect(fake.calls).toEqual([
      { table: "lead_emails", method: "select", args: ["id", { count: "exact", head: true }] },
      { table: "lead_emails", method: "neq", args: ["status", "sent"] },
    ]);
  });

  it("uses the singular for one email", async () => {
    renderNotice(1);
    expect(await screen.findByRole("status")).toHaveTextContent("1 email not yet delivered");
  });

  it("says every email was delivered when none is waiting, with no link", async () => {
    renderNotice(0);
    expect(await screen.findByRole("status")).toHaveTextContent("Every lead email has been delivered");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("offers the way back to every lead while the inbox shows only theirs", async () => {
    renderNotice(2, "/admin?delivery=undelivered");
    expect(await screen.findByRole("link", { name: "Show all leads" })).toHaveAttribute("href", "/admin");
  });
});

describe("the inbox narrowed to undelivered email", () => {
  it("asks only for leads whose email summary is not 'sent'", async () => {
    fake.answer("lead_inbox", { data: [], count: 0 });
    await fetchLeadsPage({ delivery: "undelivered" }, 1);
    expect(fake.calls).toContainEqual({ table: "lead_inbox", method: "neq", args: ["email_status", "sent"] });
  });
});

describe("EmailStatusBadge", () => {
  it.each([
    ["queued", "Queued", "text-muted-foreground"],
    ["sending", "Queued", "text-muted-foreground"],
    ["retrying", "Retrying", "text-warning"],
    ["failed", "Not delivered", "text-destructive"],
    ["sent", "Delivered", "text-success"],
  ] as const)("shows %s as '%s'", (status, label, colour) => {
    const { container } = render(<EmailStatusBadge status={status} />);
    expect(container.firstElementChild).toHaveTextContent(`Email ${label}`);
    expect(container.firstElementChild).toHaveClass(colour);
  });
});
