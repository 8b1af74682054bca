import type { ReactNode } from "react";

/** One term and its value in a detail view's <dl>: side by side from `sm`, stacked on a phone. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 last:border-b-0 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="text-sm text-foreground wrap-anywhere">{children}</dd>
    </div>
  );
}
