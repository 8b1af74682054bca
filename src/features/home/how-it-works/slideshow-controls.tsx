import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import type { howItWorksSection } from "~/content/home/copy";
import { cn } from "~/lib/cn";
import { SLIDESHOW_CONTROLS_CLASS } from "./slideshow-layout";

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary";

export type SlideshowLabels = Pick<
  typeof howItWorksSection,
  "carouselLabel" | "pauseLabel" | "playLabel" | "previousLabel" | "nextLabel" | "positionLabel"
>;

interface SlideshowControlsProps {
  labels: SlideshowLabels;
  /** Under reduced motion nothing autoplays, so there is nothing to pause. */
  reducedMotion: boolean;
  playing: boolean;
  /** "Picture 2 of 4"; absent while the pictures load. */
  position?: string;
  /** Absent while the slideshow loads: the buttons are already in the tab order, but do nothing yet. */
  actions?: { togglePlaying: () => void; previous: () => void; next: () => void };
}

/**
 * Pause or play, the position, previous and next: under the slideshow, and under its placeholder,
 * so keyboard users meet them in order before the pictures load. `data-focus-key` lets the island
 * (../deferred-island.tsx) keep focus on the same control when the slideshow replaces the placeholder.
 */
export function SlideshowControls({ labels, reducedMotion, playing, position, actions }: SlideshowControlsProps) {
  const pending = actions ? undefined : true;
  return (
    <div className={cn(SLIDESHOW_CONTROLS_CLASS, "flex items-center justify-between px-2.5")}>
      {reducedMotion ? (
        <span />
      ) : (
        <button
          type="button"
          data-focus-key="toggle"
          aria-disabled={pending}
          onClick={actions?.togglePlaying}
          className={controlClass}
        >
          {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
          <span className="sr-only">{playing ? labels.pauseLabel : labels.playLabel}</span>
        </button>
      )}
      <p aria-hidden="true" className="text-sm font-medium tabular-nums text-muted-foreground">
        {position}
      </p>
      <div className="flex gap-1">
        <button
          type="button"
          data-focus-key="previous"
          aria-disabled={pending}
          onClick={actions?.previous}
          className={controlClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.previousLabel}</span>
        </button>
        <button
          type="button"
          data-focus-key="next"
          aria-disabled={pending}
          onClick={actions?.next}
          className={controlClass}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{labels.nextLabel}</span>
        </button>
      </div>
    </div>
  );
}
