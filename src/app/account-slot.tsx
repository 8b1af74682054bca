import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useAuth } from "~/lib/auth/auth-context";
import { cn } from "~/lib/cn";

// The menus (Radix, icons, avatar) load only once someone is signed in.
const AvatarMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AvatarMenu })));
const MobileAccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.MobileAccountMenu })));

// Holds the header's layout steady while a stored session is restored (nothing auth-specific at prerender).
const Placeholder = () => <span aria-hidden="true" className="inline-block size-11" />;

/** The header's account corner: a 'Sign in' link for guests, the avatar menu for signed-in users. */
export function HeaderAccount({ onDark }: { onDark: boolean }) {
  const { user, loading } = useAuth();
  if (loading) return <Placeholder />;
  if (user) {
    return (
      <Suspense fallback={<Placeholder />}>
        <AvatarMenu user={user} onDark={onDark} />
      </Suspense>
    );
  }
  return (
    <Link
      to="/auth"
      className={cn(
        "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium hover:underline",
        onDark && "text-white",
      )}
    >
      Sign in
    </Link>
  );
}

/** The account part of the mobile menu: 'Sign in' for guests, the account links and sign-out otherwise. */
export function MobileAccount() {
  const { user, loading } = useAuth();
  if (loading) return null;
  if (user) {
    return (
      <Suspense fallback={null}>
        <MobileAccountMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Link to="/auth" className="flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted">
      Sign in
    </Link>
  );
}
