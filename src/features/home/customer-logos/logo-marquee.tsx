import { Pause, Play } from "~/components/ui/icons";
import { useState } from "react";
import type { testimonialsSection } from "~/content/home/copy";
import { useReducedMotion } from "~/lib/accessibility-preferences";
import { LOGO_ITEM_WIDTH_PX } from "~/lib/constants";
import { cn } from "~/lib/cn";
import type { CustomerLogo } from "./customer-logos";
import { LogoTile } from "./logo-tile";

/** Each half of the looping track is at least this wide, so no gap ever shows on wide screens. */
const MIN_HALF_WIDTH_PX = 1920;
const SCROLL_SPEED_PX_PER_S = 40;

/**
 * The logos drift sideways in an endless loop (two identical halves, the track slides by one half).
 * The first copy is the accessible list; the repeats are hidden from assistive technology.
 * Reduced motion: every logo standing still, wrapped into rows.
 */
export type LogoStripLabels = Pick<typeof testimonialsSection, "logosListLabel" | "logosPauseLabel" | "logosPlayLabel">;

interface LogoMarqueeProps {
  logos: readonly CustomerLogo[];
  /** Passed in rather than imported, so this lazy chunk shares no module with the page. */
  labels: LogoStripLabels;
}

export function LogoMarquee({ logos, labels }: LogoMarqueeProps) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const listWidth = logos.length * LOGO_ITEM_WIDTH_PX;
  const copiesPerHalf = Math.max(1, Math.ceil(MIN_HALF_WIDTH_PX / listWidth));
  const repeats = Array.from({ length: copiesPerHalf * 2 - 1 }, (_, i) => i);
  const list = (
    <ul aria-label={labels.logosListLabel} className="flex">
      {logos.map((logo) => (
        <LogoTile key={logo.id} logo={logo} />
      ))}
    </ul>
  );

  if (reducedMotion) {
    // Still: every logo at once, wrapping into as many rows as the width needs (a phone shows them
    // all, one or two to a row, with nothing to scroll sideways).
    return (
      <ul aria-label={labels.logosListLabel} className="flex flex-wrap justify-center">
        {logos.map((logo) => (
          <LogoTile key={logo.id} logo={logo} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex items-center gap-2">
      <div className="group relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]">
        <div
          className={cn("flex w-max animate-logo-scroll group-hover:[animation-play-state:paused]")}
          style={{
            animationDuration: `${(copiesPerHalf * listWidth) / SCROLL_SPEED_PX_PER_S}s`,
            animationPlayState: paused ? "paused" : undefined,
          }}
        >
          {list}
          <ul aria-hidden="true" className="flex">
            {repeats.flatMap((copy) =>
              logos.map((logo) => <LogoTile key={`${copy}-${logo.id}`} logo={logo} decorative />),
            )}
          </ul>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-border text-foreground transition-colors hover:border-primary hover:text-primary hc-border"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        <span className="sr-only">{paused ? labels.logosPlayLabel : labels.logosPauseLabel}</span>
      </button>
    </div>
  );
}
