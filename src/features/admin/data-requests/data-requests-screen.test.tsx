import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { createFakeSupabase } from "../leads/fake-supabase";
import { DataRequestsScreen } from "./data-requests-screen";
import type { PersonalData } from "./personal-data-types";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));
const download = vi.hoisted(() => vi.fn());
vi.mock("../download", () => ({ downloadFile: download, fileDate: () => "2026-11-27" }));

const fake = createFakeSupabase();
supabase.current = fake.client;

const EXPORT: PersonalData = {
  email: "ada@example.com",
  exported_at: "2026-11-27T10:00:00Z",
  contact_messages: [
    {
      id: "c1",
      full_name: "Ada Lovelace",
      message: "Hello there",
      emails: [{ purpose: "acknowledgement", status: "sent", attempts: [] }],
    },
  ],
  demo_requests: [],
  security_reports: [],
  account: {
    id: "u1",
    email: "ada@example.com",
    profile: { full_name: "Ada L." },
    avatars: ["u1/avatar.webp"],
  },
};

/** rpc answers: the export, and the erasure (or its refusal). */
function backend(erase: { data: unknown; error: unknown }) {
  fake.rpc.mockImplementation(async (name) =>
    name === "export_personal_data" ? { data: EXPORT, error: null } : erase,
  );
}

async function lookUp() {
  const user = userEvent.setup();
  render(
    <QueryProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <DataRequestsScreen />
    </QueryProvider>,
  );
  await user.type(screen.getByLabelText(/Email address/), " ada@example.com ");
  await user.click(screen.getByRole("button", { name: "Look up" }));
  await screen.findByRole("heading", { name: "Held about ada@example.com" });
  return user;
}

async function erase(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.click(screen.getByRole("button", { name: "Erase everything" }));
  const dialog = screen.getByRole("alertdialog");
  const confirm = within(dialog).getByRole("button", { name: "Erase everything" });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText("Type the email address to confirm"), typed);
  await user.click(confirm);
  return dialog;
}

beforeEach(() => {
  fake.reset();
  download.mockClear();
  vi.mocked(toast).mockClear();
});

describe("a data request", () => {
  it("shows everything the export holds in sections, and downloads the export's JSON", async () => {
    backend({ data: null, error: null });
    const user = await lookUp();
    expect(fake.rpc).toHaveBeenCalledWith("export_personal_data", { p_email: "ada@example.com" });
    expect(screen.getByText("1 contact message, 0 demo requests, 0 security reports and an account.")).toBeVisible();
    const contact = screen.getByRole("region", { name: "Contact messages (1)" });
    expect(within(contact).getByText("Hello there")).toBeVisible();
    const account = screen.getByRole("region", { name: "Account" });
    expect(within(account).getByText("u1/avatar.webp")).toBeVisible();
    expect(screen.getByRole("region", { name: "Demo requests (0)" })).toHaveTextContent("No demo requests.");

    await user.click(screen.getByRole("button", { name: "Download JSON" }));
    expect(download).toHaveBeenCalledWith(
      JSON.stringify(EXPORT, null, 2),
      "personal-data-ada-example-com-2026-11-27.json",
      "application/json",
    );
  });

  it("erases once the address is typed: the avatar files first, then everything else", async () => {
    backend({ data: { contact_messages: 1, demo_requests: 0, security_reports: 0, account: true }, error: null });
    const user = await lookUp();
    await erase(user, "ADA@example.com");
    const notice = await screen.findByText(/Erased\. Deleted 1 contact message/);
    await vi.waitFor(() => expect(notice).toHaveFocus());
    expect(fake.removeFiles).toHaveBeenCalledWith("avatars", ["u1/avatar.webp"]);
    expect(fake.removeFiles.mock.invocationCallOrder[0]).toBeLessThan(fake.rpc.mock.invocationCallOrder.at(-1)!);
    expect(fake.rpc).toHaveBeenLastCalledWith("erase_personal_data", { p_email: "ada@example.com" });
    expect(screen.queryByRole("heading", { name: "Held about ada@example.com" })).not.toBeInTheDocument();
  });

  it("says clearly why the database refused, and keeps the dialog open", async () => {
    backend({ data: null, error: { code: "P0001", message: "You cannot revoke your own admin access." } });
    const user = await lookUp();
    const dialog = await erase(user, "ada@example.com");
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Could not erase ada@example.com",
        description: expect.stringMatching(/your own account, and you cannot erase yourself/),
        variant: "destructive",
      }),
    );
    expect(dialog).toBeVisible();
  });

  it("stops before the erasure when Storage refuses to remove the avatar files", async () => {
    backend({ data: null, error: null });
    fake.removeFiles.mockResolvedValueOnce({
      data: null,
      error: { message: "The avatar files could not be removed." },
    });
    const user = await lookUp();
    await erase(user, "ada@example.com");
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive" })));
    expect(fake.rpc).not.toHaveBeenCalledWith("erase_personal_data", expect.anything());
  });
});
