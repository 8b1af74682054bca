import { act, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "~/lib/auth/auth-context";
import { createFakeAuthBackend, fakeSession } from "~/lib/auth/testing";
import { AdminRoute, GuestRoute, ProtectedRoute } from "./route-guards";

function Where() {
  const { pathname, state } = useLocation();
  return <div data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</div>;
}

function renderAt(path: string, backend = createFakeAuthBackend().backend, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <AuthProvider loadBackend={async () => backend} connectOnMount={() => true}>
        <Routes>
          <Route path="/settings" element={<ProtectedRoute>settings content</ProtectedRoute>} />
          <Route path="/auth" element={<GuestRoute>auth form</GuestRoute>} />
          <Route path="/admin" element={<AdminRoute>admin content</AdminRoute>} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe("route guards", () => {
  it("shows a spinner while the session is being restored", () => {
    renderAt("/settings");
    expect(screen.getByRole("status")).toHaveTextContent("Checking your session");
  });

  it("sends a guest from a protected route to /auth, remembering the origin", async () => {
    renderAt("/settings");
    await vi.waitFor(() =>
      expect(screen.getByTestId("where")).toHaveTextContent('/auth {"from":{"pathname":"/settings"'),
    );
  });

  it("shows a protected route to a signed-in user", async () => {
    renderAt("/settings", createFakeAuthBackend(fakeSession()).backend);
    expect(await screen.findByText("settings content")).toBeInTheDocument();
  });

  it("sends a signed-in user away from a guest route to the origin", async () => {
    const origin = { from: { pathname: "/settings", search: "", hash: "" } };
    renderAt("/auth", createFakeAuthBackend(fakeSession()).backend, origin);
    expect(await screen.findByText("settings content")).toBeInTheDocument();
  });

  it("sends a signed-in user away from a guest route to / when there is no origin", async () => {
    renderAt("/auth", createFakeAuthBackend(fakeSession()).backend);
    await vi.waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/ /));
  });

  it("sends a non-admin from an admin route to /", async () => {
    const { backend } = createFakeAuthBackend(fakeSession());
    renderAt("/admin", backend);
    await vi.waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/ /));
    expect(backend.isAdmin).toHaveBeenCalledWith(fakeSession().user.id);
  });

  it("treats an admin-check error as non-admin, logging it quietly", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { backend } = createFakeAuthBackend(fakeSession());
    backend.isAdmin.mockResolvedValueOnce({ data: null, error: { message: "boom" } });
    renderAt("/admin", backend);
    await vi.waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/ /));
    expect(info).toHaveBeenCalled();
    info.mockRestore();
  });

  it("lets an admin in", async () => {
    const { backend } = createFakeAuthBackend(fakeSession());
    backend.isAdmin.mockResolvedValue({ data: true, error: null });
    renderAt("/admin", backend);
    expect(await screen.findByText("admin content")).toBeInTheDocument();
  });

  it("sends a user who signs out on a protected page home, not to /auth", async () => {
    const fake = createFakeAuthBackend(fakeSession());
    function SignOutButton() {
      const { signOut } = useAuth();
      return (
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={["/settings"]}>
        <AuthProvider loadBackend={async () => fake.backend} connectOnMount={() => true}>
          <Routes>
            <Route path="/settings" element={<ProtectedRoute>settings content</ProtectedRoute>} />
            <Route path="*" element={null} />
          </Routes>
          <SignOutButton />
          <Where />
        </AuthProvider>
      </MemoryRouter>,
    );
    await screen.findByText("settings content");
    await act(async () => screen.getByRole("button", { name: "Sign out" }).click());
    await waitFor(() => expect(screen.getByTestId("where")).toHaveTextContent(/^\/ /));
  });

  it("follows a sign-out from elsewhere (another tab): a protected page sends the now-guest to /auth", async () => {
    const fake = createFakeAuthBackend(fakeSession());
    renderAt("/settings", fake.backend);
    await screen.findByText("settings content");
    await act(async () => fake.emit("SIGNED_OUT", null));
    expect(screen.getByTestId("where")).toHaveTextContent("/auth");
  });
});
