import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { closingCallToAction as cta } from "~/content/home/copy";
import { cn } from "~/lib/cn";
import { ON_DARK_ACCENT_TEXT } from "./on-dark";

export function ClosingCallToAction() {
  return (
    <Section aria-labelledby="home-cta-title" className="pt-0 md:pt-0">
      <div className="container">
        <div className="relative isolate overflow-hidden rounded-2xl bg-navy-deep px-6 py-12 text-white md:px-14 md:py-16">
          <div aria-hidden="true" className="hero-grid absolute inset-0 -z-10 opacity-60" />
          <div className="flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <p className={cn("text-sm font-semibold uppercase tracking-wider", ON_DARK_ACCENT_TEXT)}>{cta.eyebrow}</p>
              <h2 id="home-cta-title" className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
                {cta.title}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-navy-foreground">{cta.text}</p>
            </div>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
              <Button asChild variant="accent" size="lg">
                <Link to={cta.primary.href}>
                  {cta.primary.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Button>
              <Button asChild variant="onDark" size="lg">
                <Link to={cta.secondary.href}>{cta.secondary.label}</Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </Section>
  );
}
