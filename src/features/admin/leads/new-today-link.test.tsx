import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { createFakeSupabase } from "./fake-supabase";
import { localDayStart } from "./lead-filters";
import { NewTodayLink } from "./new-today-link";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));

const fake = createFakeSupabase();
supabase.current = fake.client;

function renderLink(count: number, url = "/admin") {
  fake.answer("lead_inbox", { data: null, count });
  const Stub = createRoutesStub([{ path: "/admin", Component: NewTodayLink }]);
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Stub initialEntries={[url]} />
    </QueryProvider>,
  );
}

beforeEach(() => {
  fake.reset();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 28, 9, 15) });
});
afterEach(() => vi.useRealTimers());

describe("the count of leads received today", () => {
  it("counts the leads since local midnight and links to that view of the inbox, other filters cleared", async () => {
    renderLink(3, "/admin?type=demo&page=2");
    const link = await screen.findByRole("link", { name: "3 new today" });
    expect(link).toHaveAttribute("href", "/admin?from=2026-11-28&to=2026-11-28");
    expect(link).not.toHaveAttribute("aria-current");
    expect(fake.calls).toContainEqual({
      table: "lead_inbox",
      method: "gte",
      args: ["created_at", localDayStart("2026-11-28")],
    });
    expect(fake.calls).toContainEqual({
      table: "lead_inbox",
      method: "lt",
      args: ["created_at", localDayStart("2026-11-28", 1)],
    });
    expect(fake.calls).toContainEqual(
      expect.objectContaining({ method: "select", args: [expect.any(String), { count: "exact", head: true }] }),
    );
  });

  it("marks the link current while the inbox shows today's leads", async () => {
    renderLink(0, "/admin?from=2026-11-28&to=2026-11-28");
    expect(await screen.findByRole("link", { name: "0 new today" })).toHaveAttribute("aria-current", "page");
  });
});
