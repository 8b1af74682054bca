import { UserPlus } from "~/components/ui/icons";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { INVITATION_PROBLEMS, parseInvitation } from "@rules/staff-invitations.ts";
import { describeError } from "../admin-errors";
import { roleLabel } from "./role-label";
import { useInviteStaff, useStaffRoles } from "./admins-api";

/** The role a new colleague most often needs: the narrowest there is, not admin. */
const preferredRole = (roles: readonly string[]) => roles.find((role) => role !== "admin") ?? roles[0] ?? "";

/**
 * Invites a colleague by email to a role (the invite-staff Edge Function): someone new gets an
 * email to choose a password, an address that already has an account gets the role at once.
 */
export function InviteStaffForm() {
  const id = useId();
  const roles = useStaffRoles();
  const names = (roles.data ?? []).map((role) => role.role);
  const [email, setEmail] = useState("");
  const [chosenRole, setChosenRole] = useState<string>();
  const [error, setError] = useState<string>();
  const invite = useInviteStaff();
  const role = chosenRole ?? preferredRole(names);
  const description = roles.data?.find((option) => option.role === role)?.description;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseInvitation({ email, role });
    if (!parsed.ok) {
      setError(parsed.problem === INVITATION_PROBLEMS.email ? parsed.problem : undefined);
      if (parsed.problem !== INVITATION_PROBLEMS.email) toast({ title: parsed.problem, variant: "destructive" });
      return;
    }
    setError(undefined);
    const wanted = parsed.value;
    invite.mutate(wanted, {
      onSuccess: ({ outcome }) => {
        toast(
          outcome === "granted"
            ? {
                title: "Role given",
                description: `${wanted.email} already had an account and is now ${roleLabel(wanted.role, "article")}.`,
              }
            : {
                title: "Invitation sent",
                description: `${wanted.email} gets an email to choose a password and join as ${roleLabel(wanted.role, "article")}.`,
              },
        );
        setEmail("");
      },
      onError: (failure) => {
        setError(describeError(failure));
        toast({ title: "Could not send the invitation", description: describeError(failure), variant: "destructive" });
      },
    });
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="rounded-xl border border-border bg-surface p-5 hc-border"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-semibold text-foreground">
        Invite a colleague
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Someone new gets an email to choose a password. An address that already has an account gets the role at once.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start">
        <FormField label="Email" error={error}>
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="off"
              value={email}
              maxLength={254}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Role" hint={description}>
          {(field) => (
            <NativeSelect {...field} value={role} onChange={(event) => setChosenRole(event.target.value)}>
              {names.map((name) => (
                <option key={name} value={name}>
                  {roleLabel(name)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" disabled={invite.isPending || !role} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
