import type { MarketingIcon } from "~/content/marketing/types";
import { cn } from "~/lib/cn";

/** One file of <symbol>s (Lucide's drawings), so the pages' icons weigh nothing in the JavaScript bundle. */
export const ICON_SPRITE_URL = "/images/marketing/icons.svg";

/** A content icon, decorative: the heading beside it carries the meaning. */
export function MarketingIconGlyph({ icon, className }: { icon: MarketingIcon; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("shrink-0", className)}
    >
      <use href={`${ICON_SPRITE_URL}#${icon}`} />
    </svg>
  );
}

/** The icon in its tinted tile, as it opens every card. */
export function IconTile({ icon }: { icon: MarketingIcon }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
      <MarketingIconGlyph icon={icon} className="size-5" />
    </span>
  );
}
