import type { Step } from "~/content/marketing/types";
import { cn } from "~/lib/cn";

const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** An ordered process: numbered markers joined by a line on wide screens. */
export function NumberedSteps({ steps }: { steps: readonly Step[] }) {
  const perRow = steps.length === 3 ? 3 : 4;
  return (
    <ol className={cn("grid gap-x-8 gap-y-10 sm:grid-cols-2", columns[perRow])}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative">
          {index < steps.length - 1 && (
            <span aria-hidden="true" className="absolute left-14 right-0 top-5 hidden h-px bg-border lg:block" />
          )}
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 text-lg font-semibold tracking-tight text-foreground">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
