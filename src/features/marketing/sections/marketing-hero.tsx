import { ChevronRight } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { accentOnDark } from "./on-dark";

interface Trail {
  parent: { label: string; href: string };
  current: string;
}

interface MarketingHeroProps {
  /** A breadcrumb back to the overview (detail pages); otherwise the eyebrow names the section. */
  trail?: Trail;
  eyebrow?: string;
  title: string;
  intro: string;
  /** Buttons or tags under the intro. */
  children?: ReactNode;
  /** A panel beside the copy on wide screens, below it on narrow ones. */
  aside?: ReactNode;
}

/** The dark navy banner that opens every marketing page, matching the shared PageHero. */
export function MarketingHero({ trail, eyebrow, title, intro, children, aside }: MarketingHeroProps) {
  return (
    <div className="relative overflow-hidden bg-navy-deep pb-16 pt-32 text-white md:pb-20 md:pt-40">
      <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-40" />
      <div
        className={cn(
          "container relative",
          aside && "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-center lg:gap-16",
        )}
      >
        <div>
          {trail ? (
            <HeroTrail trail={trail} />
          ) : (
            eyebrow && <p className={cn("text-sm font-semibold uppercase tracking-wider", accentOnDark)}>{eyebrow}</p>
          )}
          <h1 className="mt-3 max-w-3xl text-balance text-3xl font-bold leading-tight tracking-tight sm:text-4xl md:text-5xl md:leading-[1.1]">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-foreground">{intro}</p>
          {children && <div className="mt-8">{children}</div>}
        </div>
        {aside}
      </div>
    </div>
  );
}

function HeroTrail({ trail }: { trail: Trail }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm font-semibold uppercase tracking-wider">
        <li className="flex items-center gap-1">
          <Link
            to={trail.parent.href}
            className="-mx-1 inline-flex min-h-6 items-center rounded px-1 text-navy-foreground underline-offset-4 hover:text-white hover:underline"
          >
            {trail.parent.label}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-navy-foreground" />
        </li>
        <li aria-current="page" className={accentOnDark}>
          {trail.current}
        </li>
      </ol>
    </nav>
  );
}
