import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { howItWorksSection } from "~/content/home";
import { useReducedMotion } from "~/lib/accessibility-preferences";
import { cn } from "~/lib/cn";
import type { HowItWorksImage } from "./how-it-works-images";
import {
  SLIDE_CAPTION_CLASS,
  SLIDE_DESCRIPTION_CLAMP_CLASS,
  SLIDE_PICTURE_CLASS,
  SLIDESHOW_CONTROLS_CLASS,
} from "./slideshow-layout";
import { useSlideshow } from "./use-slideshow";

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted hover:text-primary";

export type SlideshowLabels = Pick<
  typeof howItWorksSection,
  "carouselLabel" | "pauseLabel" | "playLabel" | "previousLabel" | "nextLabel"
>;

interface HowItWorksSlideshowProps {
  images: readonly HowItWorksImage[];
  /** Passed in rather than imported, so this lazy chunk shares no module with the page. */
  labels: SlideshowLabels;
}

/** The Embla slideshow of how-it-works pictures, with a visible pause control (WCAG 2.2.2). */
export function HowItWorksSlideshow({ images, labels }: HowItWorksSlideshowProps) {
  const reducedMotion = useReducedMotion();
  const { viewportRef, selected, playing, scrollPrev, scrollNext, togglePlaying } = useSlideshow(reducedMotion);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.carouselLabel}
      data-slideshow
      className="overflow-hidden rounded-2xl border border-border bg-background shadow-card hc-border"
    >
      <div ref={viewportRef} className="overflow-hidden">
        {/* Announce slide changes only when the visitor drives them, not on every autoplay tick. */}
        <div className="flex" aria-live={playing ? "off" : "polite"}>
          {images.map((image, i) => (
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}`}
              className="min-w-0 flex-[0_0_100%]"
            >
              <figure>
                <img
                  src={image.image_url}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className={cn(SLIDE_PICTURE_CLASS, "bg-muted object-cover")}
                />
                <figcaption className={SLIDE_CAPTION_CLASS}>
                  <p className="text-lg font-semibold tracking-tight text-foreground">{image.title}</p>
                  {image.description && (
                    <p
                      className={cn(
                        "mt-1 text-sm leading-relaxed text-muted-foreground",
                        SLIDE_DESCRIPTION_CLAMP_CLASS,
                      )}
                    >
                      {image.description}
                    </p>
                  )}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className={cn(SLIDESHOW_CONTROLS_CLASS, "flex items-center justify-between px-2.5")}>
        {reducedMotion ? (
          <span />
        ) : (
          <button type="button" onClick={togglePlaying} className={controlClass}>
            {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
            <span className="sr-only">{playing ? labels.pauseLabel : labels.playLabel}</span>
          </button>
        )}
        <p aria-hidden="true" className="text-sm font-medium tabular-nums text-muted-foreground">
          {selected + 1} / {images.length}
        </p>
        <div className="flex gap-1">
          <button type="button" onClick={scrollPrev} className={controlClass}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.previousLabel}</span>
          </button>
          <button type="button" onClick={scrollNext} className={controlClass}>
            <ChevronRight aria-hidden="true" className="size-5" />
            <span className="sr-only">{labels.nextLabel}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
