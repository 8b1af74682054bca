import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AuthProvider, useAuth } from "./auth-context";
import { authStorageKey, hasAuthHint } from "./storage-key";
import { createFakeAuthBackend, fakeSession, fakeUser } from "./testing";

function Probe() {
  const { user, loading, recovery } = useAuth();
  return <div>{loading ? "loading" : `${user?.email ?? "guest"}${recovery ? " (recovery)" : ""}`}</div>;
}

describe("auth context", () => {
  it("does not load the backend for a guest without a stored session or auth link", async () => {
    const load = vi.fn();
    render(
      <AuthProvider loadBackend={load}>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText("guest")).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("restores a stored session and follows every auth event", async () => {
    const fake = createFakeAuthBackend(fakeSession());
    render(
      <AuthProvider loadBackend={async () => fake.backend} connectOnMount={() => true}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    await act(async () => fake.emit("USER_UPDATED", fakeSession(fakeUser({ email: "ada@lovelace.dev" }))));
    expect(screen.getByText("ada@lovelace.dev")).toBeInTheDocument();
    await act(async () => fake.emit("TOKEN_REFRESHED", fakeSession()));
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    await act(async () => fake.emit("PASSWORD_RECOVERY", fakeSession()));
    expect(screen.getByText("ada@example.com (recovery)")).toBeInTheDocument();
    await act(async () => fake.emit("SIGNED_OUT", null));
    expect(screen.getByText("guest")).toBeInTheDocument();
  });

  it("derives the storage key from the API host like supabase-js", () => {
    expect(authStorageKey("http://127.0.0.1:54321")).toBe("sb-127-auth-token");
    expect(authStorageKey("https://abcd.supabase.co")).toBe("sb-abcd-auth-token");
  });

  it("counts a stored session or an auth link in the URL as a reason to load", () => {
    expect(hasAuthHint()).toBe(false);
    window.localStorage.setItem(authStorageKey(), "{}");
    expect(hasAuthHint()).toBe(true);
    window.localStorage.clear();
    window.history.replaceState(null, "", "/#access_token=x&type=signup");
    expect(hasAuthHint()).toBe(true);
    window.history.replaceState(null, "", "/auth/reset-password#error_description=expired");
    expect(hasAuthHint()).toBe(true);
    window.history.replaceState(null, "", "/");
  });
});
