import type { Outcome } from "~/content/marketing/types";

/** Results a client can hold us to: a large figure, what it measures and why it matters. */
export function OutcomeFigures({ items }: { items: readonly Outcome[] }) {
  return (
    <ul className="grid gap-10 md:grid-cols-3 md:gap-8">
      {items.map((item) => (
        <li key={item.label} className="flex flex-col border-l-2 border-primary pl-6">
          <h3 className="text-base font-semibold text-foreground">{item.label}</h3>
          <p className="order-first text-4xl font-bold tracking-tight text-primary md:text-5xl">{item.value}</p>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
