import { ShieldCheck } from "~/components/ui/icons";
import type { ReactNode } from "react";

interface AuthShellProps {
  eyebrow: string;
  title: string;
  intro: string;
  points?: readonly string[];
  children: ReactNode;
}

/** The dark security-brand frame of the auth screens: the words on one side, the card on the other. */
export function AuthShell({ eyebrow, title, intro, points, children }: AuthShellProps) {
  return (
    <div className="relative overflow-hidden border-b border-white/10 bg-navy-deep text-white">
      <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-40" />
      <div className="container relative grid gap-10 pb-16 pt-28 md:pb-24 md:pt-36 lg:grid-cols-[minmax(0,1fr)_30rem] lg:gap-16">
        <div className="max-w-xl lg:pt-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-navy-foreground">{intro}</p>
          {points && (
            <ul className="mt-8 hidden gap-4 sm:grid">
              {points.map((point) => (
                <li key={point} className="flex items-start gap-3 text-navy-foreground">
                  <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="rounded-2xl bg-background p-6 text-foreground shadow-2xl hc-border sm:p-8">{children}</div>
      </div>
    </div>
  );
}
