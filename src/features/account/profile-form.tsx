import { useState, type FormEvent } from "react";
import { FormField } from "~/components/ui/form-field";
import { BusyLabel } from "~/components/ui/busy-label";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import type { User } from "~/lib/auth/auth-backend";
import { useAuth } from "~/lib/auth/auth-context";
import { ACCOUNT_TOASTS } from "~/lib/auth/auth-messages";
import { toast } from "~/lib/toast";

const metadataText = (user: User, key: string) => {
  const value: unknown = user.user_metadata?.[key];
  return typeof value === "string" ? value : "";
};

/** Saving the name and saving the picture report under one group: the newest toast replaces the last. */
export const PROFILE_TOAST_GROUP = "profile";

/** The name, saved to the user's metadata (an empty field removes it). The picture has its own field. */
export function ProfileForm({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const [fullName, setFullName] = useState(() => metadataText(user, "full_name") || metadataText(user, "name"));
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const { error } = await updateProfile({ full_name: fullName.trim() || null });
      if (error) {
        const description = error.message || ACCOUNT_TOASTS.unexpected;
        toast({
          title: ACCOUNT_TOASTS.profileNotSavedTitle,
          description,
          variant: "destructive",
          group: PROFILE_TOAST_GROUP,
        });
        return;
      }
      toast({ ...ACCOUNT_TOASTS.profileSaved, group: PROFILE_TOAST_GROUP });
    } catch {
      const description = ACCOUNT_TOASTS.unexpected;
      toast({
        title: ACCOUNT_TOASTS.profileNotSavedTitle,
        description,
        variant: "destructive",
        group: PROFILE_TOAST_GROUP,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5">
      <FormField label="Full name" hint="Shown in your account menu instead of your email address.">
        {(field) => (
          <Input
            {...field}
            name="name"
            autoComplete="name"
            maxLength={100}
            value={fullName}
            onChange={(e) => setFullName(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <BusyLabel busy={busy} idle="Save profile" working="Saving..." />
      </Button>
    </form>
  );
}
