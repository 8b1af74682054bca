import { useState } from "react";
import type { User } from "~/lib/auth/auth-backend";
import { avatarInitials, avatarUrl } from "~/lib/auth/user-display";
import { cn } from "~/lib/cn";

/** The user's picture, or the first two letters of their email when there is none (or it fails to load). */
export function UserAvatar({ user, size = 36, className }: { user: User; size?: number; className?: string }) {
  const src = avatarUrl(user);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src && failedSrc !== src;
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary font-semibold text-primary-foreground",
        className,
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{avatarInitials(user)}</span>
      )}
    </span>
  );
}
