import { useState, type FormEvent } from "react";
import { FormField } from "~/components/form-field";
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

export function avatarUrlProblem(value: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return null;
  } catch {
    // Not a URL at all: same answer.
  }
  return "Enter a full web address starting with https://, or leave it empty.";
}

/** Name and picture, saved to the user's metadata (empty fields remove the value). */
export function ProfileForm({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const [fullName, setFullName] = useState(() => metadataText(user, "full_name") || metadataText(user, "name"));
  const [avatarUrl, setAvatarUrl] = useState(() => metadataText(user, "avatar_url"));
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const url = avatarUrl.trim();
    const problem = avatarUrlProblem(url);
    setAvatarError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const { error } = await updateProfile({ full_name: fullName.trim() || null, avatar_url: url || null });
      if (error) {
        const description = error.message || ACCOUNT_TOASTS.unexpected;
        toast({ title: ACCOUNT_TOASTS.profileNotSavedTitle, description, variant: "destructive" });
        return;
      }
      toast(ACCOUNT_TOASTS.profileSaved);
    } catch {
      const description = ACCOUNT_TOASTS.unexpected;
      toast({ title: ACCOUNT_TOASTS.profileNotSavedTitle, description, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
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
      <FormField
        label="Avatar URL"
        error={avatarError}
        hint="A link to a square picture. Leave it empty to show your initials."
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            name="avatar-url"
            autoComplete="photo"
            inputMode="url"
            placeholder="https://"
            value={avatarUrl}
            onChange={(e) => setAvatarUrl(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        <BusyLabel busy={busy} idle="Save profile" working="Saving..." />
      </Button>
    </form>
  );
}
