import { useState } from "react";
import { ImageDropZone } from "~/components/image-drop-zone";
import { UserAvatar } from "~/components/user-avatar";
import type { User } from "~/lib/auth/auth-backend";
import { useAuth } from "~/lib/auth/auth-context";
import { ACCOUNT_TOASTS } from "~/lib/auth/auth-messages";
import { avatarUrl } from "~/lib/auth/user-display";
import { prepareImage, removeStoredImage, uploadImage } from "~/lib/image-upload";
import { AVATARS_BUCKET, type BucketRules } from "~/lib/storage-rules";
import { toast } from "~/lib/toast";
import { PROFILE_TOAST_GROUP } from "./profile-form";

/** Avatars are shown at most 96 px wide; 256 px stays sharp on high-density screens. */
export const AVATAR_SIDE = 256;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : ACCOUNT_TOASTS.unexpected;

/**
 * The profile picture: a picked or dropped image is cropped square, resized, stored in the user's
 * own Storage folder and saved to their metadata at once, so the avatar menu shows it straight
 * away. Replacing or removing it deletes the previous file when it was one of ours.
 */
export function AvatarField({ user }: { user: User }) {
  const { updateProfile } = useAuth();
  const current = avatarUrl(user);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(work: () => Promise<string | null>) {
    setError(null);
    setBusy(true);
    let uploaded: string | null = null;
    try {
      uploaded = await work();
      const { error: saveError } = await updateProfile({ avatar_url: uploaded });
      if (saveError) throw new Error(saveError.message || ACCOUNT_TOASTS.unexpected);
      // The old file is no longer shown anywhere; failing to delete it only leaves it unused.
      await removeStoredImage(current, AVATARS_BUCKET).catch(() => undefined);
      toast({ ...ACCOUNT_TOASTS.profileSaved, group: PROFILE_TOAST_GROUP });
    } catch (failure) {
      if (uploaded) await removeStoredImage(uploaded, AVATARS_BUCKET).catch(() => undefined);
      setError(messageOf(failure));
      toast({
        title: ACCOUNT_TOASTS.profileNotSavedTitle,
        description: messageOf(failure),
        variant: "destructive",
        group: PROFILE_TOAST_GROUP,
      });
    } finally {
      setBusy(false);
    }
  }

  const upload = (file: File, rules: BucketRules) =>
    change(async () => {
      const blob = await prepareImage(file, { maxSide: AVATAR_SIDE, square: true }, rules);
      return uploadImage(AVATARS_BUCKET, user.id, blob);
    });

  return (
    <ImageDropZone
      label="Profile picture"
      bucket={AVATARS_BUCKET}
      hasImage={Boolean(current)}
      busy={busy}
      error={error}
      hint="It is cropped to a square. Without one, your initials are shown."
      onFile={upload}
      onRemove={() => change(async () => null)}
      preview={<UserAvatar user={user} size={96} />}
    />
  );
}
