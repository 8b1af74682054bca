import { ShieldAlert } from "~/components/ui/icons";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * At the top of every admin screen until the admin has an authenticator (as the server, not the
 * stored session, says: use-admin-access.ts): admin data is every lead's contact details.
 */
export function AdminMfaBanner() {
  return (
    <section
      aria-labelledby="admin-mfa-title"
      className="mb-8 flex flex-col gap-4 rounded-xl border border-warning/60 bg-warning/10 p-5 hc-border sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-foreground" />
        <div>
          <h2 id="admin-mfa-title" className="font-semibold text-foreground">
            Turn on two-factor authentication
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-foreground">
            The admin area holds every lead's name, email and phone. Protect it with a code from an authenticator app,
            so your password alone cannot open it.
          </p>
        </div>
      </div>
      <Link to="/settings#two-factor" className={cn(buttonVariants(), "shrink-0")}>
        Set up two-factor
      </Link>
    </section>
  );
}
