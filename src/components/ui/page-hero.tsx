import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The dark banner that opens every inner page, under the fixed header. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <div className="relative overflow-hidden bg-navy-deep pb-16 pt-32 text-white md:pb-20 md:pt-40">
      <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-40" />
      <div className="container relative">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>}
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {intro && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-foreground">{intro}</p>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </div>
  );
}
