import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { IconCard } from "~/content/marketing/types";
import { cn } from "~/lib/cn";
import { IconTile } from "../marketing-icon";

const columns = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

/** Benefits, capabilities and product features: icon, title and a sentence or two per card. */
export function IconCardGrid({ items, perRow = 4 }: { items: readonly IconCard[]; perRow?: keyof typeof columns }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns[perRow])}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="flex-1">
            <IconTile icon={item.icon} />
            <CardTitle className="mt-5">{item.title}</CardTitle>
            <CardText>{item.text}</CardText>
          </Card>
        </li>
      ))}
    </ul>
  );
}
