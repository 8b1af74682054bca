import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/lib/toast";
import { APPLICATION, createApplicationsHarness } from "./applications-testing";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const harness = createApplicationsHarness();
supabase.current = harness.client;
const { fake, callsOf } = harness;
const showApplications = harness.show;

beforeEach(() => {
  harness.reset();
  vi.mocked(toast).mockClear();
});

describe("HR's job applications", () => {
  it("lists applications newest first with name, email, position, date and status", async () => {
    showApplications();
    const table = await screen.findByRole("table", { name: "Job applications, newest first" });
    const row = within(table).getAllByRole("row")[1];
    expect(within(row).getByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
    expect(row).toHaveTextContent("ada@example.com");
    expect(row).toHaveTextContent("Cyber Security Engineer");
    expect(row).toHaveTextContent("Nov 20, 2026");
    expect(within(row).getByRole("combobox", { name: "Status of Ada Lovelace" })).toHaveValue("new");
    expect(callsOf("order")).toEqual([
      ["created_at", { ascending: false }],
      ["id", { ascending: false }],
    ]);
    expect(callsOf("range")).toEqual([[0, 19]]);
    expect(callsOf("select")[0][0]).not.toContain("cover_note");
  });

  it("filters by position and status through the URL, back to the first page", async () => {
    const user = showApplications("/admin/applications?page=2");
    await screen.findByRole("table");
    await user.selectOptions(screen.getByRole("combobox", { name: "Position" }), "Secretary");
    expect(screen.getByTestId("search")).toHaveTextContent(/^\?job=secretary$/);
    await vi.waitFor(() => expect(callsOf("eq")).toContainEqual(["job_id", "secretary"]));
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Interview");
    expect(screen.getByTestId("search")).toHaveTextContent(/^\?job=secretary&status=interview$/);
    await vi.waitFor(() => expect(callsOf("eq")).toContainEqual(["status", "interview"]));
  });

  it("ignores a position or status the URL names that does not exist", async () => {
    showApplications("/admin/applications?job=astronaut&status=maybe");
    await screen.findByRole("table");
    expect(screen.getByRole("combobox", { name: "Position" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
    expect(callsOf("eq")).toEqual([]);
  });

  it("says what is missing when nothing matches the filters", async () => {
    showApplications("/admin/applications?job=secretary&status=offer", []);
    expect(await screen.findByText("No offer applications for Secretary")).toBeVisible();
    expect(screen.getByText("Choose another position or status, or all of them.")).toBeVisible();
  });

  it("moves an application to screening from the list, saving the status alone", async () => {
    const user = showApplications();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Status of Ada Lovelace" }), "screening");
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Application marked screening",
        description: "Ada Lovelace, Cyber Security Engineer",
      }),
    );
    expect(callsOf("update")).toEqual([[{ status: "screening" }]]);
    expect(callsOf("eq")).toContainEqual(["id", APPLICATION.id]);
  });

  it("offers the pipeline's steps in order, then hired and rejected as decisions", async () => {
    showApplications();
    const select = await screen.findByRole("combobox", { name: "Status of Ada Lovelace" });
    const groups = within(select).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Pipeline", "Decision"]);
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(names(groups[0])).toEqual(["New", "Screening", "Interview", "Offer"]);
    expect(names(groups[1])).toEqual(["Hired", "Rejected"]);
  });

  it("says so when the database refuses the move (access revoked: no row comes back)", async () => {
    const user = showApplications();
    fake.answerWrite("job_applications", "update", { data: [] });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Status of Ada Lovelace" }), "rejected");
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Could not update the application",
        description: "The application was not updated. Your access may have been revoked.",
        variant: "destructive",
      }),
    );
  });

  it("shows a new application as soon as Realtime reports it", async () => {
    showApplications("/admin/applications", []);
    expect(await screen.findByText("No applications yet")).toBeVisible();
    fake.answer("job_applications", { data: [APPLICATION], count: 1 });
    harness.change("job_applications", { id: APPLICATION.id });
    expect(await screen.findByRole("button", { name: /Ada Lovelace/ })).toBeVisible();
  });
});
