import type { MarketingIcon } from "~/content/marketing/types";
import { MarketingIconGlyph } from "../marketing-icon";
import { accentOnDark } from "./on-dark";

/** Decorative: the product's icon inside concentric rings, beside the hero copy on wide screens. */
export function ProductEmblem({ icon }: { icon: MarketingIcon }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden size-72 items-center justify-center lg:flex">
      <span className="absolute inset-0 rounded-full border border-accent/15" />
      <span className="absolute inset-8 rounded-full border border-accent/20" />
      <span className="absolute inset-16 rounded-full border border-accent/30 bg-accent/5" />
      <span className="absolute left-1/2 top-0 size-2 -translate-x-1/2 -translate-y-1 rounded-full bg-accent/70" />
      <span className="absolute bottom-10 right-6 size-1.5 rounded-full bg-accent/60" />
      <span className="absolute left-10 top-1/2 size-1.5 rounded-full bg-accent/50" />
      <span className="relative inline-flex size-24 items-center justify-center rounded-2xl border border-accent/40 bg-navy shadow-[0_0_60px_-10px_rgb(45_212_191/0.6)]">
        <MarketingIconGlyph icon={icon} className={`size-11 ${accentOnDark}`} />
      </span>
    </div>
  );
}
