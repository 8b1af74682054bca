import { format } from "date-fns";
import { BadgeCheck } from "~/components/ui/icons";
import { EmailAddress } from "~/components/ui/email-address";
import { UserAvatar } from "~/components/user-avatar";
import type { User } from "~/lib/auth/auth-backend";
import { displayName } from "~/lib/auth/user-display";

const formatDate = (iso: string | undefined) => (iso ? format(new Date(iso), "MMM dd, yyyy") : "—");

/** Who is signed in: picture, name, email and how long they have had the account. */
export function ProfileSummary({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="profile-summary-name"
      className="rounded-xl border border-border bg-background p-6 shadow-card hc-border sm:p-8"
    >
      <div className="flex items-center gap-4 lg:flex-col lg:items-start">
        <UserAvatar user={user} size={72} />
        {/* Names and addresses are the visitor's own: they wrap rather than widen the card. */}
        <div className="min-w-0 wrap-anywhere">
          <h2 id="profile-summary-name" className="text-xl font-semibold tracking-tight">
            {displayName(user)}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            <EmailAddress address={user.email ?? ""} />
          </p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 border-t border-border pt-6 text-sm">
        <div>
          <dt className="text-muted-foreground">Email</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
            <span className="min-w-0 wrap-anywhere">
              <EmailAddress address={user.email ?? ""} />
            </span>
            {user.email_confirmed_at && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Confirmed
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Member since</dt>
          <dd className="mt-1 font-medium">{formatDate(user.created_at)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Last sign-in</dt>
          <dd className="mt-1 font-medium">{formatDate(user.last_sign_in_at)}</dd>
        </div>
      </dl>
    </section>
  );
}
