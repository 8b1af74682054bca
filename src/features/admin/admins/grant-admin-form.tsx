import { UserPlus } from "~/components/ui/icons";
import { useId, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { toast } from "~/lib/toast";
import { isValidEmail } from "@rules/lead-validation.ts";
import { describeError } from "../admin-errors";
import { useGrantAdmin } from "./admins-api";

export function GrantAdminForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const grant = useGrantAdmin();

  function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = email.trim();
    if (!isValidEmail(wanted)) {
      setError("Enter the email address of an existing account.");
      return;
    }
    setError(undefined);
    grant.mutate(wanted, {
      onSuccess: () => {
        toast({ title: "Admin added", description: `${wanted} can now use the admin area.` });
        setEmail("");
      },
      onError: (failure) => {
        setError(describeError(failure));
        toast({ title: "Could not add the admin", description: describeError(failure), variant: "destructive" });
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
        Add an admin
      </h3>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label="Email of their account"
          hint="They must have signed up on this site first."
          error={error}
          className="flex-1"
        >
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
        <Button type="submit" disabled={grant.isPending} className="sm:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {grant.isPending ? "Adding..." : "Add admin"}
        </Button>
      </div>
    </form>
  );
}
