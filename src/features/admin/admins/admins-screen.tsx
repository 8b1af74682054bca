import { ShieldCheck } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { ScreenHeader } from "../ui/screen-header";
import { leadDate } from "../dates";
import { useAdmins, useRevokeAdmin, useStaff, useStaffInvitations, type AdminUser } from "./admins-api";
import { InviteStaffForm } from "./invite-staff-form";
import { OtherStaff } from "./other-staff";
import { PendingInvitations } from "./pending-invitations";
import { TwoFactorByRole } from "./two-factor-by-role";

/** Whether the person has a verified authenticator, in words beside their name. */
function TwoFactorBadge({ on }: { on: boolean | undefined }) {
  if (on === undefined) return null;
  return (
    <span
      className={
        on
          ? "rounded-full border border-success/40 bg-success/10 px-2 py-0.5 text-xs font-medium text-foreground hc-border"
          : "rounded-full border border-warning/60 bg-warning/10 px-2 py-0.5 text-xs font-medium text-foreground hc-border"
      }
    >
      {on ? "Two-factor on" : "No two-factor"}
    </span>
  );
}

function RevokeButton({ admin, onlyAdmin }: { admin: AdminUser; onlyAdmin: boolean }) {
  const revoke = useRevokeAdmin();
  if (admin.is_current_user || onlyAdmin) {
    return (
      <span className="text-sm text-muted-foreground">
        {admin.is_current_user ? "You can't revoke yourself" : "The last admin stays"}
      </span>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <span className="text-destructive">Revoke</span>
          <span className="sr-only"> admin access of {admin.email}</span>
        </Button>
      }
      title={`Revoke admin access of ${admin.email}?`}
      description="They keep their account but can no longer see leads or change the site's content. You can add them again later."
      confirmLabel="Revoke access"
      onConfirm={() =>
        revoke.mutateAsync(admin.user_id).then(
          () => toast({ title: "Admin access revoked", description: admin.email }),
          (error: unknown) =>
            toast({ title: "Could not revoke access", description: describeError(error), variant: "destructive" }),
        )
      }
    />
  );
}

export function AdminsScreen() {
  const admins = useAdmins();
  const staff = useStaff();
  const invitations = useStaffInvitations();
  // An invited account holds its role already; until it accepts, it is listed as an invitation.
  const pending = new Set((invitations.data ?? []).map((invitation) => invitation.user_id));
  const list = (admins.data ?? []).filter((admin) => !pending.has(admin.user_id));
  const twoFactor = (userId: string) => staff.data?.find((member) => member.user_id === userId)?.has_two_factor;
  return (
    <section aria-labelledby="admins-heading" className="space-y-6">
      <ScreenHeader
        id="admins-heading"
        title="Admins"
        intro="Who works in the admin area. Admins do everything, sales colleagues work the leads, HR colleagues the job applications. There is always at least one admin."
      />
      <InviteStaffForm />
      <PendingInvitations invitations={invitations.data ?? []} />
      {admins.isPending ? (
        <Spinner label="Loading admins" />
      ) : admins.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/30 bg-destructive/5 p-6 text-sm hc-border">
          <p className="font-semibold text-destructive">Could not load the admins.</p>
          <p className="mt-1">{describeError(admins.error)}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => admins.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul
          aria-label="Current admins"
          className="divide-y divide-border rounded-xl border border-border bg-background shadow-card hc-border"
        >
          {list.map((admin) => (
            <li key={admin.user_id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-center gap-3">
                <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
                    <span className="min-w-0 wrap-anywhere">{admin.full_name || admin.email}</span>
                    <TwoFactorBadge on={twoFactor(admin.user_id)} />
                    {admin.is_current_user && (
                      <span className="rounded-full border border-primary/25 bg-primary/5 px-2 py-0.5 text-xs font-medium text-primary hc-border">
                        You
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-muted-foreground wrap-anywhere">
                    {admin.full_name ? `${admin.email} · ` : ""}admin since {leadDate(admin.granted_at)}
                  </p>
                </div>
              </div>
              <RevokeButton admin={admin} onlyAdmin={list.length === 1} />
            </li>
          ))}
        </ul>
      )}
      <OtherStaff
        members={(staff.data ?? []).filter((member) => !pending.has(member.user_id))}
        badges={(member) => <TwoFactorBadge on={member.has_two_factor} />}
      />
      <TwoFactorByRole />
    </section>
  );
}
