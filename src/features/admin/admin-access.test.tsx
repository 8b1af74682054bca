import { AuthApiError } from "@supabase/supabase-js";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  createFakeAuthBackend,
  FAKE_CODE,
  fakeFactor,
  fakeSession,
  fakeUser,
  renderWithAuth,
} from "~/lib/auth/testing";
import { getQueryClient } from "~/lib/query-client";
import { toast } from "~/lib/toast";
import { AdminPage } from "./admin-page";
import { createFakeSupabase } from "./leads/fake-supabase";
import { adminAccess } from "./use-admin-access";

const supabase = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock("~/lib/supabase", () => ({ getSupabase: async () => supabase.current }));
vi.mock("~/lib/toast", () => ({ toast: vi.fn() }));

const fake = createFakeSupabase();
supabase.current = fake.client;

const MFA_PROMPT = { name: "Turn on two-factor authentication" };

/** The admin area on the audit screen, for a staff member whose role grants the audit log only. */
function openAdmin(session = fakeSession(fakeUser(), "aal1"), { roleRequiresFactor = false } = {}) {
  fake.rpc.mockImplementation(async (name, args) =>
    name === "staff_role_grants"
      ? { data: args.permission === "audit", error: null }
      : name === "staff_mfa_required"
        ? { data: roleRequiresFactor, error: null }
        : { data: null, error: { message: `unexpected rpc ${name}` } },
  );
  const auth = createFakeAuthBackend(session);
  renderWithAuth(<AdminPage />, { backend: auth.backend, path: "/admin/audit", routePath: "/admin/*" });
  return { auth, user: userEvent.setup() };
}

const auditScreen = () => screen.findByRole("heading", { level: 2, name: "Audit log" });

/** Nothing that reads as "there is no data", and no tab to a screen that would say it. */
function expectNoSection() {
  expect(screen.queryByRole("heading", { level: 2, name: "Audit log" })).not.toBeInTheDocument();
  expect(screen.queryByRole("navigation", { name: "Admin sections" })).not.toBeInTheDocument();
  expect(screen.queryByRole("region", MFA_PROMPT)).not.toBeInTheDocument();
  const asked = fake.rpc.mock.calls.map(([name]) => name);
  expect(asked.filter((name) => name !== "staff_role_grants" && name !== "staff_mfa_required")).toEqual([]);
}

beforeEach(() => {
  fake.reset();
  getQueryClient().clear();
});

describe("the admin area's access", () => {
  it("reads the server's answer: open, a code owed, or a session that has ended", () => {
    const levels = (currentLevel: string | null, nextLevel: string | null) => ({
      assurance: { currentLevel, nextLevel },
      error: null,
    });
    expect(adminAccess(levels("aal1", "aal1"))).toEqual({ state: "open", needsFactor: true });
    expect(adminAccess(levels("aal2", "aal2"))).toEqual({ state: "open", needsFactor: false });
    expect(adminAccess(levels("aal1", "aal2"))).toEqual({ state: "code" });
    const gone = new AuthApiError("Session from session_id claim in JWT does not exist", 403, "session_not_found");
    expect(adminAccess({ assurance: null, error: gone })).toEqual({ state: "ended" });
    expect(adminAccess({ assurance: null, error: null })).toEqual({ state: "ended" });
    const dropped = Object.assign(new Error("Auth session missing!"), { name: "AuthSessionMissingError" });
    expect(adminAccess({ assurance: null, error: dropped as AuthApiError })).toEqual({ state: "ended" });
    const down = new AuthApiError("upstream down", 502, "unexpected_failure");
    expect(() => adminAccess({ assurance: null, error: down })).toThrow("upstream down");
  });

  it("asks an admin without an authenticator to set one up, above the screens", async () => {
    openAdmin();
    expect(await auditScreen()).toBeInTheDocument();
    expect(screen.getByRole("region", MFA_PROMPT)).toBeInTheDocument();
  });

  it("shows no data to an admin without an authenticator whose role requires one, and says how to get in", async () => {
    openAdmin(undefined, { roleRequiresFactor: true });
    expect(
      await screen.findByRole("heading", { name: "Set up two-factor authentication to see the admin data" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set up two-factor" })).toHaveAttribute("href", "/settings#two-factor");
    expectNoSection();
  });

  it("does not ask an admin whose session passed its authenticator", async () => {
    openAdmin(fakeSession(fakeUser({ factors: [fakeFactor()] }), "aal2"));
    expect(await auditScreen()).toBeInTheDocument();
    expect(screen.queryByRole("region", MFA_PROMPT)).not.toBeInTheDocument();
  });

  it("asks for the code when two-factor was turned on after this session began, then shows the data", async () => {
    // The stored session knows no factor; the server does.
    const { auth, user } = openAdmin();
    auth.backend.assuranceLevel.mockResolvedValueOnce({
      assurance: { currentLevel: "aal1", nextLevel: "aal2" },
      error: null,
    });
    auth.backend.listFactors.mockResolvedValue({ factors: [fakeFactor({ friendly_name: "Work phone" })], error: null });
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.getByRole("heading", { name: "Enter your code to see the admin data" })).toBeInTheDocument();
    expect(screen.getByText(/Work phone/)).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expectNoSection();

    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(code).toHaveAccessibleDescription(/That code is not right/);
    expectNoSection();

    await user.type(code, FAKE_CODE);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(auth.backend.verifyFactor).toHaveBeenLastCalledWith(fakeFactor().id, FAKE_CODE);
    expect(await auditScreen()).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Confirm it's you" })).not.toBeInTheDocument();
  });

  it("offers to sign in again when the server no longer knows the session", async () => {
    const { auth, user } = openAdmin();
    auth.backend.assuranceLevel.mockResolvedValue({
      assurance: null,
      error: new AuthApiError("Session from session_id claim in JWT does not exist", 403, "session_not_found"),
    });
    expect(await screen.findByRole("heading", { name: "Sign in again to see the admin data" })).toBeInTheDocument();
    expect(screen.getByText(/the leads, reports and the rest are still there/)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Sign in again", outlivesPage: true }));
    expectNoSection();
    await user.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(auth.backend.signOut).toHaveBeenCalledWith("local");
  });
});
