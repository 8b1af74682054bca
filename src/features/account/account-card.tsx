import type { ReactNode } from "react";

/** One section of an account page: a titled card. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-background p-6 shadow-card hc-border sm:p-8">
      <h2 className="text-xl font-semibold tracking-tight text-foreground">{title}</h2>
      {intro && <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
