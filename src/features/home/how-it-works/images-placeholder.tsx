import { howItWorksSection } from "~/content/home";
import { cn } from "~/lib/cn";
import { SLIDE_CAPTION_CLASS, SLIDE_PICTURE_CLASS, SLIDESHOW_CONTROLS_CLASS } from "./slideshow-layout";

/** Reserves the slideshow's exact box (picture plus caption) while its code and data load. */
export function ImagesPlaceholder({ loading = false }: { loading?: boolean }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-background shadow-card hc-border">
      <div className={cn(SLIDE_PICTURE_CLASS, "animate-pulse bg-muted")} />
      <div className={SLIDE_CAPTION_CLASS}>
        <div className="h-5 w-1/2 rounded bg-muted" />
        <div className="mt-3 h-4 w-5/6 rounded bg-muted" />
      </div>
      <div className={SLIDESHOW_CONTROLS_CLASS} />
      {loading && (
        <p role="status" className="sr-only">
          {howItWorksSection.loadingLabel}
        </p>
      )}
    </div>
  );
}
