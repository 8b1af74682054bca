// Whether this session may see the admin data. Row-level security answers an aal1 session of an
// account with a verified factor with nothing at all (staff_session_assured() in
// supabase/migrations/20261127000000_staff_access.sql), which the screens would show as "no leads":
// the admin area asks the server first and tells the truth instead.
import { useQuery } from "@tanstack/react-query";
import { sessionLevel } from "~/lib/auth/assurance";
import { useAuth } from "~/lib/auth/auth-context";
import type { Assurance, AuthError } from "~/lib/auth/auth-backend";
import { SECURITY_TOASTS } from "~/lib/auth/security-messages";
import { getSupabase } from "~/lib/supabase";
import { toast } from "~/lib/toast";

/** Whether a role of the signed-in account requires two-factor (it answers about the caller only). */
async function roleRequiresFactor(): Promise<boolean> {
  const { data, error } = await (await getSupabase()).rpc("staff_mfa_required");
  if (error) throw error;
  return data === true;
}

/**
 * - `open`: the data is there (aal2, or no verified factor: `needsFactor` then asks for one);
 * - `code`: the account has a verified factor and this session has not given its code;
 * - `ended`: the server no longer knows this session (verifying a first factor elsewhere ends
 *   every aal1 session, as does signing out everywhere), though its token still reads as aal1.
 *   supabase-js then drops it (AuthSessionMissingError), and the admin route sends the person to
 *   sign in, back here once password and code are given;
 * - `factor`: no verified factor, and one of the account's roles requires one
 *   (staff_mfa_required() in 20261128000200_staff_two_factor.sql): the data stays out of reach
 *   until one is set up.
 */
export type AdminAccess =
  { state: "open"; needsFactor: boolean } | { state: "code" } | { state: "ended" } | { state: "factor" };

export function adminAccess({
  assurance,
  error,
}: {
  assurance: Assurance | null;
  error: AuthError | null;
}): AdminAccess {
  if (error?.code === "session_not_found" || error?.name === "AuthSessionMissingError") return { state: "ended" };
  if (error) throw error;
  if (!assurance) return { state: "ended" };
  if (assurance.nextLevel === "aal2" && assurance.currentLevel !== "aal2") return { state: "code" };
  return { state: "open", needsFactor: assurance.nextLevel !== "aal2" };
}

/** Asked again whenever the admin area opens or its tab comes back into focus. */
export function useAdminAccess() {
  const { user, session, connect } = useAuth();
  return useQuery({
    queryKey: ["admin", "access", user?.id, sessionLevel(session)],
    queryFn: async () => {
      let access = adminAccess(await (await connect()).assuranceLevel());
      if (access.state === "open" && access.needsFactor && (await roleRequiresFactor())) access = { state: "factor" };
      // Said on the sign-in page the admin route is about to show, which would not say why.
      if (access.state === "ended") toast({ ...SECURITY_TOASTS.sessionEnded, group: "session", outlivesPage: true });
      return access;
    },
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}
