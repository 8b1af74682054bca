import type { User } from "./auth-backend";

const metadataString = (user: User, key: string): string | undefined => {
  const value: unknown = user.user_metadata?.[key];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

/** full_name or name from the metadata, else the part of the email before the at sign, else 'User'. */
export function displayName(user: User): string {
  return metadataString(user, "full_name") ?? metadataString(user, "name") ?? (user.email?.split("@")[0] || "User");
}

/** The avatar's fallback: the first two letters of the email in upper case. */
export const avatarInitials = (user: User): string => (user.email ?? "").slice(0, 2).toUpperCase() || "U";

export const avatarUrl = (user: User): string | undefined => metadataString(user, "avatar_url");
