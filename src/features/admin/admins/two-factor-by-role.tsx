import { Checkbox } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useSetRoleRequiresMfa, useStaff, useStaffRoles } from "./admins-api";
import { roleLabel } from "./role-label";

/** Who in a role has two-factor, in a sentence. */
export function twoFactorSummary(holders: number, without: number, required: boolean): string {
  if (holders === 0) return "Nobody holds it.";
  if (without === 0)
    return holders === 1 ? "Its one holder has two-factor." : `All ${holders} of its holders have two-factor.`;
  const who =
    holders === 1 ? "Its one holder has" : `${without} of its ${holders} holders ${without === 1 ? "has" : "have"}`;
  return `${who} not set it up${required ? ", and cannot open staff data until then" : ""}.`;
}

/**
 * Whether each role requires two-factor, beside who in it has it. Turning it on keeps holders
 * without a factor out of staff data until they set one up (the admin area tells them so); the
 * database refuses it to someone who holds the role without a factor of their own.
 */
export function TwoFactorByRole() {
  const roles = useStaffRoles();
  const staff = useStaff();
  const setRequired = useSetRoleRequiresMfa();
  if (!roles.data || roles.data.length === 0) return null;

  return (
    <section
      aria-labelledby="two-factor-roles-heading"
      className="rounded-xl border border-border p-4 hc-border sm:p-5"
    >
      <h3 id="two-factor-roles-heading" className="text-base font-semibold text-foreground">
        Two-factor authentication by role
      </h3>
      <ul className="mt-3 grid gap-3">
        {roles.data.map((role) => {
          const holders = (staff.data ?? []).filter((member) => member.roles.includes(role.role));
          const without = holders.filter((member) => !member.has_two_factor).length;
          return (
            <li key={role.role} className="grid gap-1">
              <div className="flex items-start gap-3 text-sm font-medium text-foreground">
                <Checkbox
                  id={`require-two-factor-${role.role}`}
                  className="mt-0.5"
                  checked={role.requires_mfa}
                  aria-describedby={`two-factor-${role.role}`}
                  onChange={(event) => {
                    const required = event.target.checked;
                    setRequired.mutateAsync({ role: role.role, required }).then(
                      () =>
                        toast({
                          title: required
                            ? `Two-factor required of the ${roleLabel(role.role)} role`
                            : `Two-factor optional for the ${roleLabel(role.role)} role`,
                          group: "two-factor-roles",
                        }),
                      (error: unknown) =>
                        toast({
                          title: "Could not change the setting",
                          description: describeError(error),
                          variant: "destructive",
                          group: "two-factor-roles",
                        }),
                    );
                  }}
                />
                <label htmlFor={`require-two-factor-${role.role}`}>
                  Require two-factor of the <span className="font-semibold">{roleLabel(role.role)}</span> role
                </label>
              </div>
              <p id={`two-factor-${role.role}`} className="pl-8 text-sm text-muted-foreground">
                {role.description}. {staff.data && twoFactorSummary(holders.length, without, role.requires_mfa)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
