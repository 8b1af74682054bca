import { CircleCheck } from "~/components/ui/icons";
import { lazy, Suspense } from "react";
import { hero } from "~/content/home/hero";
import { DEMO_REQUEST_ANCHOR } from "~/content/site/navigation";
import { ON_DARK_ACCENT_TEXT } from "../on-dark";
import { cn } from "~/lib/cn";

// Prerendered with the page; each part hydrates from its own chunk right after the page does (an
// early click is replayed), keeping the hero's first download small.
const RotatingHeadline = lazy(() => import("./rotating-headline").then((m) => ({ default: m.RotatingHeadline })));
const HeroBackdrop = lazy(() => import("./hero-backdrop").then((m) => ({ default: m.HeroBackdrop })));
const DemoRequestForm = lazy(() => import("./demo-request-form").then((m) => ({ default: m.DemoRequestForm })));

/** Dark opening band under the transparent header: rotating headline beside the demo request form. */
export function HeroSection() {
  return (
    <section className="relative isolate overflow-hidden bg-navy-deep pb-16 pt-28 text-white md:pb-24 md:pt-36">
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10 opacity-60" />
      <Suspense fallback={null}>
        <HeroBackdrop />
      </Suspense>
      <div className="container relative grid items-center gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <p className={cn("text-sm font-semibold uppercase tracking-wider", ON_DARK_ACCENT_TEXT)}>{hero.eyebrow}</p>
          <Suspense fallback={null}>
            <RotatingHeadline />
          </Suspense>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-navy-foreground">{hero.intro}</p>
          <ul className="mt-8 grid gap-3 text-sm font-medium text-navy-foreground sm:text-base">
            {hero.assurances.map((item) => (
              <li key={item} className="flex items-center gap-3">
                <CircleCheck aria-hidden="true" className={cn("size-5 shrink-0", ON_DARK_ACCENT_TEXT)} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        {/* The header's "Schedule a Demo" leads here, from any page. */}
        <div id={DEMO_REQUEST_ANCHOR}>
          <Suspense fallback={null}>
            <DemoRequestForm />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
