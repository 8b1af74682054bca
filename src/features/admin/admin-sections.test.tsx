import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createFakeAuthBackend, fakeSession, fakeUser, renderWithAuth } from "~/lib/auth/testing";
import { getQueryClient } from "~/lib/query-client";
import { AdminPage } from "./admin-page";
import { ADMIN_SECTIONS, sectionsGranted, type StaffPermission } from "./admin-sections";
import { createFakeSupabase } from "./leads/fake-supabase";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));

const fake = createFakeSupabase();
supabase.current = fake.client;

/** The database's staff_role_grants() for a role granting these permissions. */
function grant(...permissions: StaffPermission[]) {
  fake.rpc.mockImplementation(async (name, args) =>
    name === "staff_role_grants"
      ? { data: permissions.includes(args.permission as StaffPermission), error: null }
      : name === "staff_mfa_required"
        ? { data: false, error: null }
        : { data: null, error: { message: `unexpected rpc ${name}` } },
  );
}

function openAdmin(path: string) {
  const { backend } = createFakeAuthBackend(fakeSession(fakeUser(), "aal1"));
  renderWithAuth(<AdminPage />, { backend, path, routePath: "/admin/*" });
}

const tabs = async () =>
  within(await screen.findByRole("navigation", { name: "Admin sections" }))
    .getAllByRole("link")
    .map((link) => link.getAttribute("href"));

beforeEach(() => {
  fake.reset();
  getQueryClient().clear();
});

describe("the admin area's sections", () => {
  it("keeps the tabs' order and opens a section for each permission granted", () => {
    const paths = (permissions: StaffPermission[]) => sectionsGranted(new Set(permissions)).map((s) => s.path);
    expect(paths(["site_content", "audit"])).toEqual(["logos", "how-it-works", "audit"]);
    expect(paths([])).toEqual([]);
    expect(sectionsGranted(new Set(ADMIN_SECTIONS.map((s) => s.permission)))).toEqual(ADMIN_SECTIONS);
  });

  it("shows only the tabs the staff member's role grants, asking the database once per permission", async () => {
    grant("leads", "audit");
    openAdmin("/admin/audit");
    expect(await tabs()).toEqual(["/admin", "/admin/demos", "/admin/audit"]);
    expect(await screen.findByRole("heading", { level: 2, name: "Audit log" })).toBeInTheDocument();
    const asked = fake.rpc.mock.calls
      .filter(([name]) => name === "staff_role_grants")
      .map(([, args]) => args.permission);
    expect(new Set(asked).size).toBe(asked.length);
    expect(new Set(asked)).toEqual(new Set(ADMIN_SECTIONS.map((s) => s.permission)));
  });

  it("sends a section the role does not grant to the first one it does", async () => {
    grant("security_reports", "data_requests");
    openAdmin("/admin/admins");
    expect(await screen.findByRole("heading", { level: 2, name: "Security reports" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/security-reports");
    expect(await tabs()).toEqual(["/admin/security-reports", "/admin/data-requests"]);
  });

  it("opens the job applications alone to an HR colleague, wherever they ask to go", async () => {
    grant("applications");
    openAdmin("/admin/admins");
    expect(await screen.findByRole("heading", { level: 2, name: "Job applications" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/admin/applications");
    expect(await tabs()).toEqual(["/admin/applications"]);
    expect(sectionsGranted(new Set(["applications"])).map((s) => s.label)).toEqual(["Job applications"]);
  });

  it("says so when the role opens no section", async () => {
    grant();
    openAdmin("/admin");
    expect(await screen.findByText(/Your staff role opens no section/)).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
  });
});
