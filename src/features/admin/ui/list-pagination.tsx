import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

interface ListPaginationProps {
  /** The navigation's name ("Leads pages"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  /** What the list counts, singular and plural: { one: "lead", many: "leads" }. */
  noun: { one: string; many: string };
  /** Params that belong to one page only (an open detail view), dropped when paging. */
  dropParams?: readonly string[];
}

/** "Showing 21–40 of 57 leads" and Previous / Next links that keep the list's filters in the URL. */
export function ListPagination({ label, page, pageSize, total, noun, dropParams = [] }: ListPaginationProps) {
  const [params] = useSearchParams();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);

  const search = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set("page", String(target));
    else next.delete("page");
    for (const name of dropParams) next.delete(name);
    return `?${next.toString()}`;
  };

  const step = (target: number, label: string, icon: "prev" | "next") => {
    const content =
      icon === "prev" ? (
        <>
          <ChevronLeft aria-hidden="true" className="size-4" /> {label}
        </>
      ) : (
        <>
          {label} <ChevronRight aria-hidden="true" className="size-4" />
        </>
      );
    const className = buttonVariants({ variant: "outline" });
    if (target < 1 || target > lastPage) {
      return (
        <span aria-disabled="true" className={cn(className, "pointer-events-none opacity-50")}>
          {content}
        </span>
      );
    }
    return (
      <Link to={search(target)} className={className}>
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? `No ${noun.many}`
          : total === 1
            ? `Showing 1 ${noun.one}`
            : `Showing ${first}–${last} of ${total} ${noun.many}`}
        {lastPage > 1 && ` · page ${page} of ${lastPage}`}
      </p>
      {lastPage > 1 && (
        <div className="flex gap-2">
          {step(page - 1, "Previous", "prev")}
          {step(page + 1, "Next", "next")}
        </div>
      )}
    </nav>
  );
}
