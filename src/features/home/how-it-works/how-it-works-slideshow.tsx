import { useReducedMotion } from "~/lib/accessibility-preferences";
import { cn } from "~/lib/cn";
import type { HowItWorksImage } from "./how-it-works-images";
import { SlideshowControls, type SlideshowLabels } from "./slideshow-controls";
import { SLIDE_CAPTION_CLASS, SLIDE_PICTURE_CLASS } from "./slideshow-layout";
import { useSlideshow } from "./use-slideshow";

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
                    <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{image.description}</p>
                  )}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <SlideshowControls
        labels={labels}
        reducedMotion={reducedMotion}
        playing={playing}
        position={`${labels.positionLabel} ${selected + 1} of ${images.length}`}
        actions={{ togglePlaying, previous: scrollPrev, next: scrollNext }}
      />
    </div>
  );
}
