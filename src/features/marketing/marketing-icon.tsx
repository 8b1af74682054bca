import { Icon } from "~/components/ui/icons";
import type { MarketingIcon } from "~/content/marketing/types";
import { cn } from "~/lib/cn";

/** A content icon, decorative: the heading beside it carries the meaning. */
export function MarketingIconGlyph({ icon, className }: { icon: MarketingIcon; className?: string }) {
  return <Icon name={icon} focusable="false" className={cn("shrink-0", className)} />;
}

/** The icon in its tinted tile, as it opens every card. */
export function IconTile({ icon }: { icon: MarketingIcon }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
      <MarketingIconGlyph icon={icon} className="size-5" />
    </span>
  );
}
