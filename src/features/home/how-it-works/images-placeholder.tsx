import { howItWorksSection } from "~/content/home/copy";
import { useReducedMotion } from "~/lib/accessibility-preferences";
import { cn } from "~/lib/cn";
import { SlideshowControls } from "./slideshow-controls";
import { SLIDE_CAPTION_CLASS, SLIDE_PICTURE_CLASS } from "./slideshow-layout";

/**
 * Reserves the slideshow's exact box (picture, caption, controls) while its code and data load.
 * The controls are real buttons from the first HTML on, so the tab order reaches them in place.
 */
export function ImagesPlaceholder({ loading = false }: { loading?: boolean }) {
  const reducedMotion = useReducedMotion();
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-background shadow-card hc-border">
      <div className={cn(SLIDE_PICTURE_CLASS, "animate-pulse bg-muted")} />
      <div className={SLIDE_CAPTION_CLASS}>
        <div className="h-5 w-1/2 rounded bg-muted" />
        <div className="mt-3 h-4 w-5/6 rounded bg-muted" />
      </div>
      <SlideshowControls labels={howItWorksSection} reducedMotion={reducedMotion} playing={!reducedMotion} />
      {loading && (
        <p role="status" className="sr-only">
          {howItWorksSection.loadingLabel}
        </p>
      )}
    </div>
  );
}
