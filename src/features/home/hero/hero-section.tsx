import { CircleCheck } from "lucide-react";
import { hero, heroHeadlines } from "~/content/home";
import { DemoRequestForm } from "./demo-request-form";
import { HeroBackdrop } from "./hero-backdrop";
import { RotatingHeadline } from "./rotating-headline";
import { ON_DARK_ACCENT_TEXT } from "../on-dark";
import { cn } from "~/lib/cn";

/** Dark opening band under the transparent header: rotating headline beside the demo request form. */
export function HeroSection() {
  return (
    <section className="relative isolate overflow-hidden bg-navy-deep pb-16 pt-28 text-white md:pb-24 md:pt-36">
      <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10 opacity-60" />
      <HeroBackdrop />
      <div className="container relative grid items-center gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
        <div>
          <p className={cn("text-sm font-semibold uppercase tracking-wider", ON_DARK_ACCENT_TEXT)}>{hero.eyebrow}</p>
          <RotatingHeadline headlines={heroHeadlines} />
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
        <DemoRequestForm />
      </div>
    </section>
  );
}
