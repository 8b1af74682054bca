// The applications screen's test harness: the fake Supabase client with a Realtime channel whose
// listeners a test can call, and the screen rendered at a URL with the location shown beside it.
import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { createFakeSupabase } from "../leads/fake-supabase";
import { ApplicationsScreen } from "./applications-screen";
import type { JobApplication } from "./application-types";

export const APPLICATION: JobApplication = {
  id: "a0000000-0000-4000-8000-000000000001",
  job_id: "cyber-security-engineer",
  job_title: "Cyber Security Engineer",
  full_name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  profile_url: "https://www.linkedin.com/in/ada",
  cover_note: "Dear team,\n<b>I would</b> like to join.",
  cv_path: "a0000000-0000-4000-8000-000000000001.pdf",
  cv_type: "pdf",
  cv_size: 312 * 1024,
  status: "new",
  status_changed_at: "2026-11-20T09:30:00.000Z",
  email_status: "sent",
  email_attempts: 2,
  email_error: null,
  created_at: "2026-11-20T09:30:00.000Z",
  updated_at: "2026-11-20T09:30:00.000Z",
};

type ChangeListener = (payload: { new: Record<string, unknown> }) => void;

export function createApplicationsHarness() {
  const fake = createFakeSupabase();
  const live = new Map<string, ChangeListener>();
  const channel = {
    on(_type: string, filter: { table: string }, listener: ChangeListener) {
      live.set(filter.table, listener);
      return channel;
    },
    subscribe: () => channel,
  };
  const client = { ...fake.client, channel: () => channel, removeChannel: vi.fn() };

  function show(path = "/admin/applications", applications: JobApplication[] = [APPLICATION]) {
    fake.answer("job_applications", { data: applications, count: applications.length });
    render(
      <MemoryRouter initialEntries={[path]}>
        <QueryProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
        >
          <ApplicationsScreen />
          <Search />
        </QueryProvider>
      </MemoryRouter>,
    );
    return userEvent.setup();
  }

  return {
    fake,
    client,
    show,
    /** Realtime reporting a change to `table`, as a colleague's move or a new application would. */
    change: (table: string, row: Record<string, unknown> = {}) => live.get(table)?.({ new: row }),
    callsOf: (method: string) => fake.calls.filter((call) => call.method === method).map((call) => call.args),
    reset() {
      fake.reset();
      live.clear();
    },
  };
}

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}
