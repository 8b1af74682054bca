import { CircleCheck } from "~/components/ui/icons";

interface JobDetailListProps {
  id: string;
  title: string;
  items: string[];
}

/** One titled list on a job page (requirements, responsibilities, benefits). */
export function JobDetailList({ id, title, items }: JobDetailListProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-foreground">
        {title}
      </h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 leading-relaxed text-muted-foreground">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
