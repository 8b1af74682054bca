import type { Figure } from "~/content/marketing-types";
import { cn } from "~/lib/cn";
import { accentOnDark } from "./on-dark";

/** Three proof points in a translucent panel beside a dark hero. */
export function AtAGlance({ figures }: { figures: readonly Figure[] }) {
  return (
    <div className="rounded-2xl border border-white/15 bg-white/[0.06] p-6 backdrop-blur-sm">
      <p className="text-xs font-semibold uppercase tracking-wider text-navy-foreground">At a glance</p>
      <dl className="mt-2 divide-y divide-white/10">
        {figures.map((f) => (
          <div key={f.label} className="flex flex-col py-4 last:pb-0">
            <dt className="text-sm leading-snug text-navy-foreground">{f.label}</dt>
            <dd className={cn("order-first text-3xl font-bold tracking-tight", accentOnDark)}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
