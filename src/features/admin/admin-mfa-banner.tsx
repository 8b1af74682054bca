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
      className="mb-5 flex items-center justify-between gap-3 rounded-xl border border-warning/60 bg-warning/10 p-3 hc-border sm:mb-8 sm:gap-4 sm:p-5"
    >
      <div className="flex items-center gap-3 sm:items-start">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-foreground sm:mt-0.5 sm:size-6" />
        <div>
          <h2 id="admin-mfa-title" className="text-sm font-semibold text-foreground sm:text-base">
            Turn on two-factor authentication
          </h2>
          {/* A phone keeps the banner to one line; the settings page it leads to says the same. */}
          <p className="mt-1 hidden text-sm leading-relaxed text-foreground sm:block">
            The admin area holds people's names, emails and phone numbers: leads, candidates, reporters. Protect it with
            a code from an authenticator app, so your password alone cannot open it.
          </p>
        </div>
      </div>
      <Link to="/settings#two-factor" className={cn(buttonVariants(), "shrink-0")}>
        <span>
          Set up <span className="sr-only sm:not-sr-only">two-factor</span>
        </span>
      </Link>
    </section>
  );
}
