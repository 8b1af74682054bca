import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { createFakeSupabase } from "../leads/fake-supabase";
import type { WebhookDelivery, WebhookEndpoint } from "./webhook-types";
import { WebhooksScreen } from "./webhooks-screen";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const fake = createFakeSupabase();
supabase.current = fake.client;

const SECRET = `whsec_${"A".repeat(43)}=`;

const ENDPOINT: WebhookEndpoint = {
  id: "e1",
  url: "https://crm.example.com/hooks",
  description: "HubSpot through Zapier",
  events: ["contact_message.created", "demo_request.created"],
  enabled: true,
  created_at: "2026-11-20T09:30:00.000Z",
  updated_at: "2026-11-20T09:30:00.000Z",
};

const DELIVERY: WebhookDelivery = {
  id: "d1",
  webhook_id: `msg_${"0".repeat(32)}`,
  endpoint_id: null,
  event_type: "demo_request.created",
  lead_kind: "demo",
  lead_id: "3f2a9c1e-0000-4000-8000-000000000001",
  status: "failed",
  attempts: 15,
  last_error: "connect ECONNREFUSED 127.0.0.1:9",
  last_status_code: null,
  next_attempt_at: "2026-11-21T09:30:00.000Z",
  delivered_at: null,
  created_at: "2026-11-20T09:30:00.000Z",
};

/** The first delivery's row, once the list has loaded (role queries stay inside it: they are slow over the whole screen). */
const firstDelivery = async () =>
  within(await screen.findByRole("table", { name: "Webhook deliveries, newest first" })).getAllByRole("row")[1];

function show() {
  fake.answer("webhook_endpoints", { data: [ENDPOINT] });
  fake.answer("webhook_deliveries", { data: [DELIVERY], count: 1 });
  render(
    <MemoryRouter initialEntries={["/admin/integrations"]}>
      <QueryProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        <WebhooksScreen />
      </QueryProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  fake.reset();
  vi.mocked(toast).mockClear();
});

describe("the Integrations screen", () => {
  it("shows a new endpoint's secret once, with Copy and how to verify, and forgets it when closed", async () => {
    fake.rpc.mockResolvedValue({ data: [{ id: "e2", secret: SECRET }], error: null });
    const user = show();
    const form = screen.getByRole("form", { name: "Add an endpoint" });
    await user.type(within(form).getByLabelText(/^Endpoint URL/), " https://hooks.example.com/leads ");
    await user.click(within(form).getByLabelText(/New contact message/));
    await user.click(within(form).getByRole("button", { name: "Add endpoint" }));

    expect(fake.rpc).toHaveBeenCalledWith("create_webhook_endpoint", {
      p_url: "https://hooks.example.com/leads",
      p_events: ["demo_request.created"],
      p_description: "",
    });
    const dialog = await screen.findByRole("dialog", { name: "Copy the signing secret now" });
    expect(within(dialog).getByRole("group", { name: "Signing secret" })).toHaveTextContent(SECRET);
    const copy = within(dialog).getByRole("button", { name: "Copy secret" });
    expect(copy).toHaveFocus();
    expect(copy).toHaveAccessibleDescription(/This secret will not be shown again/);
    expect(dialog).toHaveTextContent("webhook-signature");

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Endpoint URL/)).toHaveValue("");
  });

  it("shows the database's refusal at the field it is about, and moves focus there", async () => {
    fake.rpc.mockResolvedValue({
      data: null,
      error: { code: "22023", message: "The URL must start with https:// and a host name." },
    });
    const user = show();
    const form = screen.getByRole("form", { name: "Add an endpoint" });
    await user.type(within(form).getByLabelText(/^Endpoint URL/), "crm.example.com");
    await user.click(within(form).getByRole("button", { name: "Add endpoint" }));

    const url = within(form).getByLabelText(/^Endpoint URL/);
    await vi.waitFor(() => expect(url).toHaveAttribute("aria-invalid", "true"));
    expect(url).toHaveAccessibleDescription(/^The URL must start with https:\/\/ and a host name\./);
    expect(url).toHaveFocus();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it('lists a delivery to the function secret\'s endpoint as "LEAD_WEBHOOK_URL (function secret)", linked to its lead', async () => {
    show();
    const row = await firstDelivery();
    expect(row).toHaveTextContent("New demo request");
    expect(row).toHaveTextContent("LEAD_WEBHOOK_URL (function secret)");
    expect(row).toHaveTextContent("Failed");
    expect(row).toHaveTextContent("connect ECONNREFUSED 127.0.0.1:9");
    expect(within(row).getByRole("link", { name: "Demo request 3f2a9c1e" })).toHaveAttribute(
      "href",
      "/admin?lead=demo-3f2a9c1e-0000-4000-8000-000000000001",
    );
  });

  it("opens a delivery's attempts with a disclosure button", async () => {
    // (jsdom joins a visually hidden part of a name without the space a browser keeps)
    const user = show();
    fake.answer("webhook_delivery_attempts", {
      data: [
        {
          started_at: "2026-11-20T09:30:00.000Z",
          finished_at: "2026-11-20T09:30:00.400Z",
          url: "http://127.0.0.1:9/hook",
          status_code: null,
          outcome: "error",
          detail: "connect ECONNREFUSED",
        },
      ],
    });
    const toggle = within(await firstDelivery()).getByRole("button", { name: /^Attempts ?of Demo request 3f2a9c1e$/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const attempts = await screen.findByRole("list", { name: "Attempts of Demo request 3f2a9c1e" });
    expect(attempts).toHaveTextContent("No HTTP answer, failed");
    expect(attempts).toHaveTextContent("took 400 ms");
  });

  it("says in a sentence why a redelivery was refused", async () => {
    fake.rpc.mockResolvedValue({
      data: null,
      error: { code: "55006", message: "This delivery is being sent right now." },
    });
    const user = show();
    await user.click(within(await firstDelivery()).getByRole("button", { name: /^Redeliver ?Demo request 3f2a9c1e$/ }));
    expect(fake.rpc).toHaveBeenCalledWith("redeliver_webhook", { p_delivery_id: "d1" });
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Could not redeliver",
        description: "This delivery is being sent right now.",
        variant: "destructive",
      }),
    );
  });
});
