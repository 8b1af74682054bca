import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { useState } from "react";
import { testimonialsSection, type Testimonial } from "~/content/home/copy";
import { cn } from "~/lib/cn";
import { TestimonialQuote } from "./testimonial-quote";

const wrap = (index: number, count: number) => (index + count) % count;

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-border bg-background text-foreground shadow-sm transition-colors hover:border-primary hover:text-primary hc-border";

/**
 * One testimonial at a time. Previous/next wrap around; dots jump to an index. Every quote is
 * laid out invisibly in the same cell, so the card keeps the height of the longest one.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const count = testimonials.length;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={testimonialsSection.carouselLabel}>
      <div className="grid rounded-2xl border border-border bg-background p-6 shadow-card hc-border sm:p-8 md:p-12">
        {testimonials.map((testimonial) => (
          <div key={testimonial.quote} aria-hidden="true" className="invisible col-start-1 row-start-1">
            <TestimonialQuote testimonial={testimonial} />
          </div>
        ))}
        <div aria-live="polite" className="col-start-1 row-start-1">
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className="animate-fade-in"
          >
            <TestimonialQuote testimonial={testimonials[index]} />
          </div>
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-2">
        <button type="button" className={controlClass} onClick={() => setIndex((i) => wrap(i - 1, count))}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{testimonialsSection.previousLabel}</span>
        </button>
        <div className="flex items-center">
          {testimonials.map((testimonial, i) => (
            <button
              key={testimonial.quote}
              type="button"
              aria-current={i === index ? "true" : undefined}
              onClick={() => setIndex(i)}
              className="group inline-flex size-11 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "block h-2.5 rounded-full transition-all",
                  i === index ? "w-7 bg-primary" : "w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground",
                )}
              />
              <span className="sr-only">{testimonialsSection.dotLabel(i + 1, count)}</span>
            </button>
          ))}
        </div>
        <button type="button" className={controlClass} onClick={() => setIndex((i) => wrap(i + 1, count))}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{testimonialsSection.nextLabel}</span>
        </button>
      </div>
    </div>
  );
}
