import { Link } from "react-router";
import { cn } from "~/lib/cn";

// The accounts feature replaces these with the avatar menu for signed-in visitors.
export function HeaderAccount({ onDark }: { onDark: boolean }) {
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

export function MobileAccount() {
  return (
    <Link to="/auth" className="flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted">
      Sign in
    </Link>
  );
}
