import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import type { MarketingIcon } from "~/content/marketing/types";
import { cn } from "~/lib/cn";
import { IconTile } from "../marketing-icon";

export interface OfferingCardItem {
  name: string;
  href: string;
  icon: MarketingIcon;
  summary: string;
  /** An optional second line, e.g. who the solution is best for. */
  note?: { label: string; text: string };
}

const columns = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3" } as const;

/** Overview cards; the whole card is clickable, but only the "Explore …" link is announced. */
export function OfferingCards({ items, perRow }: { items: readonly OfferingCardItem[]; perRow: keyof typeof columns }) {
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", columns[perRow])}>
      {items.map((item) => (
        <li key={item.href} className="flex">
          <Card className="group relative flex flex-1 flex-col transition-shadow hover:shadow-lg focus-within:shadow-lg">
            <IconTile icon={item.icon} />
            <h3 className="mt-5 text-xl font-semibold tracking-tight text-foreground">{item.name}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{item.summary}</p>
            {item.note && (
              <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
                <span className="font-semibold text-foreground">{item.note.label}:</span> {item.note.text}
              </p>
            )}
            <Link
              to={item.href}
              className="mt-auto inline-flex min-h-11 items-center gap-1.5 pt-6 text-sm font-semibold text-primary underline-offset-4 after:absolute after:inset-0 after:rounded-xl group-hover:underline"
            >
              Explore {item.name}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
