import type { Figure } from "~/content/marketing/types";
import { cn } from "~/lib/cn";
import { accentOnDark } from "./on-dark";

/** Three proof points in a translucent panel beside a dark hero. */
export function AtAGlance({ figures }: { figures: readonly Figure[] }) {
  return (
    <div className="rounded-2xl border border-white/15 bg-white/[0.06] p-6 backdrop-blur-sm">
      <p className="text-xs font-semibold uppercase tracking-wider text-navy-foreground">At a glance</p>
      <dl className="mt-2 divide-y divide-white/10">
        {figures.map((f) => (
          // Side by side on narrow screens so the panel stays short, unless the label would have
          // less than 9rem (large text on a phone): then it wraps under its figure. Stacked in the
          // wide hero column.
          <div
            key={f.label}
            className="flex flex-wrap items-baseline gap-x-4 py-3 last:pb-0 lg:flex-col lg:gap-0 lg:py-4 lg:last:pb-0"
          >
            <dt className="min-w-36 flex-1 text-sm leading-snug text-navy-foreground">{f.label}</dt>
            <dd className={cn("order-first min-w-24 text-2xl font-bold tracking-tight lg:text-3xl", accentOnDark)}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
