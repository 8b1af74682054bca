import { useRef } from "react";
import { statistics, statisticsSection, type Statistic } from "~/content/home/copy";
import { useReducedMotion } from "~/lib/accessibility-preferences";
import { cn } from "~/lib/cn";
import { ON_DARK_ACCENT_BORDER, ON_DARK_ACCENT_TEXT } from "../on-dark";
import { useCountUpProgress } from "./use-count-up-progress";

export const formatStatistic = (stat: Statistic, progress = 1) =>
  `${(stat.value * progress).toFixed(stat.decimals)}${stat.suffix}`;

export function StatisticsSection() {
  const listRef = useRef<HTMLDListElement>(null);
  const progress = useCountUpProgress(listRef, !useReducedMotion());

  return (
    <section
      aria-labelledby="home-statistics-title"
      className="relative overflow-hidden bg-navy py-16 text-white md:py-20"
    >
      <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-30" />
      <div className="container relative">
        <div className="mx-auto max-w-2xl text-center">
          <p className={cn("text-sm font-semibold uppercase tracking-wider", ON_DARK_ACCENT_TEXT)}>
            {statisticsSection.eyebrow}
          </p>
          <h2 id="home-statistics-title" className="mt-2 text-3xl font-bold tracking-tight md:text-4xl">
            {statisticsSection.title}
          </h2>
        </div>
        <dl ref={listRef} className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
          {statistics.map((stat) => (
            <div key={stat.label} className={cn("flex flex-col border-l-2 pl-5", ON_DARK_ACCENT_BORDER)}>
              <dt className="mt-2 text-sm font-medium text-navy-foreground sm:text-base">{stat.label}</dt>
              <dd className="order-first text-4xl font-bold tabular-nums tracking-tight text-white md:text-5xl">
                {/* Screen readers and crawlers get the final figure; the counting digits are visual only. */}
                <span aria-hidden="true" data-counter>
                  {formatStatistic(stat, progress)}
                </span>
                <span className="sr-only">{formatStatistic(stat)}</span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
