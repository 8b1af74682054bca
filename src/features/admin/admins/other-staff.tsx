import type { ReactNode } from "react";
import { UserRound } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useRevokeStaffRole, type StaffMember } from "./admins-api";
import { roleLabel } from "./role-label";

function RevokeRoleButton({ member, role }: { member: StaffMember; role: string }) {
  const revoke = useRevokeStaffRole();
  const label = roleLabel(role);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline">
          <span className="text-destructive">Revoke {label}</span>
          <span className="sr-only"> role of {member.email}</span>
        </Button>
      }
      title={`Revoke the ${label} role of ${member.email}?`}
      description="They keep their account but lose what the role opens in the admin area. You can invite them again later."
      confirmLabel="Revoke role"
      onConfirm={() =>
        revoke.mutateAsync({ userId: member.user_id, role }).then(
          () => toast({ title: "Role revoked", description: `${member.email} no longer has the ${label} role.` }),
          (error: unknown) =>
            toast({ title: "Could not revoke the role", description: describeError(error), variant: "destructive" }),
        )
      }
    />
  );
}

/**
 * Staff holding roles narrower than admin (sales), each role with its own revoke; the admins are
 * listed above with their own rules (never yourself, never the last one).
 */
export function OtherStaff({
  members,
  badges,
}: {
  members: readonly StaffMember[];
  badges: (member: StaffMember) => ReactNode;
}) {
  const holders = members.filter((member) => member.roles.some((role) => role !== "admin"));
  if (holders.length === 0) return null;
  return (
    <section aria-labelledby="other-staff-heading" className="space-y-3">
      <h3 id="other-staff-heading" className="font-semibold text-foreground">
        Other staff
      </h3>
      <ul
        aria-label="Other staff"
        className="divide-y divide-border rounded-xl border border-border bg-background shadow-card hc-border"
      >
        {holders.map((member) => (
          <li key={member.user_id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-center gap-3">
              <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground">
                  <span className="min-w-0 wrap-anywhere">{member.email}</span>
                  {badges(member)}
                </p>
                <p className="text-sm text-muted-foreground">
                  {member.roles.map((role) => roleLabel(role)).join(" · ")}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              {member.roles
                .filter((role) => role !== "admin")
                .map((role) => (
                  <RevokeRoleButton key={role} member={member} role={role} />
                ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
