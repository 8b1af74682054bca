import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "~/lib/auth/auth-context";
import { rememberedOrigin, type OriginState } from "~/lib/auth/origin";
import { hasAuthHint } from "~/lib/auth/storage-key";
import { useClientValue } from "~/lib/use-client-value";

const Checking = () => <Spinner label="Checking your session" className="min-h-[60vh] py-32" />;

function ToAuth({ signingOut }: { signingOut: boolean }) {
  const { pathname, search, hash } = useLocation();
  // Signing out on purpose ends at home (spec §4), not at the sign-in form.
  if (signingOut) return <Navigate to="/" replace />;
  const state: OriginState = { from: { pathname, search, hash } };
  return <Navigate to="/auth" replace state={state} />;
}

/** Signed-in users only: guests go to /auth, which brings them back here after signing in. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, loading, signingOut } = useAuth();
  if (loading) return <Checking />;
  if (!user) return <ToAuth signingOut={signingOut} />;
  return children;
}

/**
 * Guests only: signed-in users go back to where they came from, or home. The form itself is
 * prerendered, so the spinner shows only while a stored session is being restored.
 */
export function GuestRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const { state } = useLocation();
  const restoring = useClientValue(hasAuthHint, false) && loading;
  if (restoring) return <Checking />;
  if (!loading && user) return <Navigate to={rememberedOrigin(state) ?? "/"} replace />;
  return children;
}

/** Admins only: guests sign in first; signed-in non-admins go home. The admin check runs only here. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { user, loading, isAdmin, checkAdmin, signingOut } = useAuth();
  useEffect(() => {
    if (user && isAdmin === undefined) void checkAdmin();
  }, [user, isAdmin, checkAdmin]);
  if (loading) return <Checking />;
  if (!user) return <ToAuth signingOut={signingOut} />;
  if (isAdmin === undefined) return <Checking />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return children;
}
