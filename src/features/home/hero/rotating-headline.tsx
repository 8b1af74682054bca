import { Pause, Play } from "~/components/ui/icons";
import { useState } from "react";
import { headlineRotation, heroHeadlines, type RotatingHeadline as Headline } from "~/content/home/headlines";
import { useReducedMotion } from "~/lib/accessibility-preferences";
import { HERO_FADE_MS } from "~/lib/constants";
import { cn } from "~/lib/cn";
import { useHeadlineRotation } from "./use-headline-rotation";
import { ON_DARK_ACCENT_BG, ON_DARK_ACCENT_TEXT } from "../on-dark";

// Each headline is two lines (lead, highlight) at every text size: the size follows the reader's
// text setting but stops where the longest line (about 8.9em, "Security operations") would wrap in
// the column (10.5cqi fits 9.5em), so "larger" text never adds lines that other headlines leave empty.
const headlineClass =
  "col-start-1 row-start-1 text-[length:min(2rem,10.5cqi)] font-bold leading-tight tracking-tight sm:text-[length:min(3rem,10.5cqi)] sm:leading-none xl:text-[length:min(3.75rem,10.5cqi)]";

function HeadlineText({ headline }: { headline: Headline }) {
  return (
    <>
      {headline.lead} <span className={cn("block", ON_DARK_ACCENT_TEXT)}>{headline.highlight}</span>
    </>
  );
}

/**
 * The hero's h1. Every headline is laid out invisibly in the same grid cell, so the block is as
 * tall as the longest one at any width: rotating (or not rotating) never shifts the page. Sized to
 * the column (see headlineClass), they all take two lines, so that height is never more than the
 * current headline needs.
 */
export function RotatingHeadline({ headlines = heroHeadlines }: { headlines?: readonly Headline[] }) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const { index, visible } = useHeadlineRotation(headlines.length, !reducedMotion && !paused);

  return (
    <>
      <div className="mt-4 grid [container-type:inline-size]">
        {headlines.map((headline) => (
          <p key={headline.lead} aria-hidden="true" className={cn(headlineClass, "invisible")}>
            <HeadlineText headline={headline} />
          </p>
        ))}
        <h1
          data-state={visible ? "visible" : "hidden"}
          className={cn(headlineClass, "transition-opacity ease-in-out", visible ? "opacity-100" : "opacity-0")}
          style={{ transitionDuration: `${HERO_FADE_MS}ms` }}
        >
          <HeadlineText headline={headlines[index]} />
        </h1>
      </div>
      {/* WCAG 2.2.2: text that changes by itself can be paused. Hidden, not removed, when nothing rotates. */}
      <div className={cn("mt-3 flex items-center gap-3", reducedMotion && "invisible")}>
        <div aria-hidden="true" className="flex gap-1.5">
          {headlines.map((headline, i) => (
            <span
              key={headline.lead}
              className={cn("h-1 w-6 rounded-full transition-colors", i === index ? ON_DARK_ACCENT_BG : "bg-white/25")}
            />
          ))}
        </div>
        <button
          type="button"
          onClick={() => setPaused((p) => !p)}
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-full text-navy-foreground hover:bg-white/10 hover:text-white"
        >
          {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          <span className="sr-only">{paused ? headlineRotation.resumeLabel : headlineRotation.pauseLabel}</span>
        </button>
      </div>
    </>
  );
}
