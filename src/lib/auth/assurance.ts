import type { Session, User } from "./auth-backend";

export type AssuranceLevel = "aal1" | "aal2";

/** The `aal` claim of the session's access token (what GoTrue proved at sign-in), or null. */
export function sessionLevel(session: Session | null): AssuranceLevel | null {
  const payload = session?.access_token.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const aal = claims && typeof claims === "object" && "aal" in claims ? claims.aal : null;
    return aal === "aal1" || aal === "aal2" ? aal : null;
  } catch {
    return null;
  }
}

/** Whether the user has confirmed an authenticator: then signing in takes a code as well. */
export const hasVerifiedFactor = (user: User | null | undefined) =>
  Boolean(user?.factors?.some((factor) => factor.status === "verified"));

/**
 * A session from the password alone for an account with a verified factor (supabase-js would say
 * currentLevel aal1, nextLevel aal2): not signed in yet, the code step is still owed.
 */
export const needsSecondFactor = (session: Session | null) =>
  Boolean(session) && hasVerifiedFactor(session?.user) && sessionLevel(session) !== "aal2";
