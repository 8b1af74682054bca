// Test helpers only: a fake auth backend for component tests (never imported by app code).
import { AuthApiError } from "@supabase/supabase-js";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import type { AuthBackend, AuthChangeEvent, Factor, Session, User } from "./auth-backend";
import { hasVerifiedFactor, needsSecondFactor, sessionLevel } from "./assurance";
import { AuthProvider } from "./auth-context";

export function fakeUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? "00000000-0000-4000-8000-000000000001";
  return {
    id,
    aud: "authenticated",
    role: "authenticated",
    email: "ada@example.com",
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: {},
    identities: [
      {
        id,
        identity_id: "00000000-0000-4000-8000-000000000002",
        user_id: id,
        provider: "email",
        identity_data: { sub: id },
      },
    ],
    created_at: "2024-03-05T10:00:00Z",
    ...overrides,
  };
}

/** An unsigned JWT-shaped token: the app only ever reads its claims (`aal`). */
export function fakeAccessToken(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

export function fakeFactor(overrides: Partial<Factor> = {}): Factor {
  return {
    id: "00000000-0000-4000-8000-0000000000f1",
    friendly_name: "Phone",
    factor_type: "totp",
    status: "verified",
    created_at: "2024-03-05T10:00:00Z",
    updated_at: "2024-03-05T10:00:00Z",
    ...overrides,
  };
}

/** The code the fake backend accepts for every factor and every reauthentication. */
export const FAKE_CODE = "123456";

/** `aal`: a token carrying that claim; without it the token is the opaque "access". */
export function fakeSession(user: User = fakeUser(), aal?: "aal1" | "aal2"): Session {
  return {
    access_token: aal ? fakeAccessToken({ sub: user.id, aal }) : "access",
    refresh_token: "refresh",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: "bearer",
    user,
  };
}

/** A backend that signs in anyone and remembers what it was asked; override methods per test. */
export function createFakeAuthBackend(initial: Session | null = null) {
  type Listener = Parameters<AuthBackend["onChange"]>[0];
  const listeners = new Set<Listener>();
  let session = initial;
  const factors = () => session?.user.factors ?? [];
  const level = () => (session ? (sessionLevel(session) ?? undefined) : undefined);
  // Changes the session's user in place, as a renewed session would (no auth event).
  const setFactors = (next: Factor[]) => {
    if (session) session = fakeSession({ ...session.user, factors: next }, level());
  };
  const emit = (event: AuthChangeEvent, next: Session | null) => {
    session = next;
    listeners.forEach((listener) => listener(event, next, needsSecondFactor(next)));
  };
  const backend = {
    onChange: vi.fn((listener: Listener) => {
      listeners.add(listener);
      queueMicrotask(() => listener("INITIAL_SESSION", session, needsSecondFactor(session)));
      return () => listeners.delete(listener);
    }),
    signIn: vi.fn<AuthBackend["signIn"]>(async (email) => {
      emit("SIGNED_IN", fakeSession(fakeUser({ email })));
      return { error: null, secondFactor: needsSecondFactor(session) };
    }),
    signUp: vi.fn<AuthBackend["signUp"]>(async ({ email }) => ({ user: fakeUser({ email }), error: null })),
    signOut: vi.fn<AuthBackend["signOut"]>(async (scope) => {
      // Signing the other sessions out leaves this one as it is.
      if (scope !== "others") emit("SIGNED_OUT", null);
      return { error: null };
    }),
    resetPassword: vi.fn<AuthBackend["resetPassword"]>(async () => ({ error: null })),
    resendConfirmation: vi.fn<AuthBackend["resendConfirmation"]>(async () => ({ error: null })),
    updateUser: vi.fn<AuthBackend["updateUser"]>(async ({ data }) => {
      const current = session?.user ?? fakeUser();
      const user = { ...current, user_metadata: { ...current.user_metadata, ...data } };
      emit("USER_UPDATED", fakeSession(user, level()));
      return { user, error: null };
    }),
    reauthenticate: vi.fn<AuthBackend["reauthenticate"]>(async () => ({ error: null })),
    listFactors: vi.fn<AuthBackend["listFactors"]>(async () => ({ factors: session?.user.factors ?? [], error: null })),
    enrollTotp: vi.fn<AuthBackend["enrollTotp"]>(async (friendlyName) => {
      const factor = fakeFactor({ id: `factor-${friendlyName}`, friendly_name: friendlyName, status: "unverified" });
      setFactors([...factors(), factor]);
      return {
        enrollment: { id: factor.id, qrCode: "data:image/svg+xml;utf-8,<svg></svg>", secret: "JBSWY3DPEHPK3PXP" },
        error: null,
      };
    }),
    verifyFactor: vi.fn<AuthBackend["verifyFactor"]>(async (factorId, code) => {
      if (code !== FAKE_CODE)
        return { error: new AuthApiError("Invalid TOTP code entered", 422, "mfa_verification_failed") };
      const verified = factors().map((f) => (f.id === factorId ? { ...f, status: "verified" as const } : f));
      emit("MFA_CHALLENGE_VERIFIED", fakeSession({ ...(session?.user ?? fakeUser()), factors: verified }, "aal2"));
      return { error: null };
    }),
    unenrollFactor: vi.fn<AuthBackend["unenrollFactor"]>(async (factorId) => {
      setFactors(factors().filter((f) => f.id !== factorId));
      return { error: null };
    }),
    // What the server says; a test whose session predates a factor added elsewhere overrides it.
    assuranceLevel: vi.fn<AuthBackend["assuranceLevel"]>(async () => ({
      assurance: session
        ? { currentLevel: level() ?? null, nextLevel: hasVerifiedFactor(session.user) ? "aal2" : (level() ?? null) }
        : null,
      error: null,
    })),
    isAdmin: vi.fn<AuthBackend["isAdmin"]>(async () => ({ data: false, error: null })),
  } satisfies AuthBackend;
  return { backend, emit };
}

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `ui` at `path` inside an AuthProvider backed by `backend`; `data-testid="location"` shows where we are. */
export function renderWithAuth(
  ui: ReactNode,
  {
    backend,
    path = "/",
    state,
    routePath,
  }: { backend: AuthBackend; path?: string; state?: unknown; routePath?: string },
) {
  return render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split("?")[0], search: path.includes("?") ? `?${path.split("?")[1]}` : "", state },
      ]}
    >
      <AuthProvider loadBackend={async () => backend} connectOnMount={() => true}>
        <Routes>
          <Route path={routePath ?? path.split("?")[0]} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </AuthProvider>
    </MemoryRouter>,
  );
}
