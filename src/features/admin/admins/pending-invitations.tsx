import { Mail } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { leadDate } from "../dates";
import { useInviteStaff, useWithdrawInvitation, type StaffInvitation } from "./admins-api";
import { roleLabel } from "./role-label";

function InvitationActions({ invitation }: { invitation: StaffInvitation }) {
  const resend = useInviteStaff();
  const withdraw = useWithdrawInvitation();
  const { email, role, user_id } = invitation;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        disabled={resend.isPending}
        onClick={() =>
          resend.mutate(
            { email, role },
            {
              onSuccess: () => toast({ title: "Invitation sent again", description: email }),
              onError: (error) =>
                toast({ title: "Could not resend", description: describeError(error), variant: "destructive" }),
            },
          )
        }
      >
        {resend.isPending ? "Sending..." : "Resend"}
        <span className="sr-only"> the invitation of {email}</span>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline">
            <span className="text-destructive">Withdraw</span>
            <span className="sr-only"> the invitation of {email}</span>
          </Button>
        }
        title={`Withdraw the invitation of ${email}?`}
        description="Its link stops working and the account made for it is deleted. You can invite them again later."
        confirmLabel="Withdraw invitation"
        onConfirm={() =>
          withdraw.mutateAsync(user_id).then(
            () => toast({ title: "Invitation withdrawn", description: email }),
            (error: unknown) =>
              toast({ title: "Could not withdraw it", description: describeError(error), variant: "destructive" }),
          )
        }
      />
    </div>
  );
}

/** Invitations not yet accepted, newest first, with who sent them; nothing when there are none. */
export function PendingInvitations({ invitations }: { invitations: readonly StaffInvitation[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations-heading" className="space-y-3">
      <h3 id="pending-invitations-heading" className="font-semibold text-foreground">
        Waiting for an answer ({invitations.length})
      </h3>
      <ul
        aria-label="Pending invitations"
        className="divide-y divide-border rounded-xl border border-border bg-background shadow-card hc-border"
      >
        {invitations.map((invitation) => (
          <li
            key={invitation.user_id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0">
                <p className="font-semibold text-foreground wrap-anywhere">{invitation.email}</p>
                <p className="text-sm text-muted-foreground wrap-anywhere">
                  {roleLabel(invitation.role)} · invited {leadDate(invitation.invited_at)}
                  {invitation.invited_by_email ? ` by ${invitation.invited_by_email}` : ""}
                </p>
              </div>
            </div>
            <InvitationActions invitation={invitation} />
          </li>
        ))}
      </ul>
    </section>
  );
}
