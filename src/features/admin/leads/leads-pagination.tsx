import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LEADS_PAGE_SIZE } from "./lead-filters";

interface LeadsPaginationProps {
  page: number;
  total: number;
}

export function LeadsPagination({ page, total }: LeadsPaginationProps) {
  const [params] = useSearchParams();
  const lastPage = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * LEADS_PAGE_SIZE + 1;
  const last = Math.min(page * LEADS_PAGE_SIZE, total);

  const search = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set("page", String(target));
    else next.delete("page");
    next.delete("lead");
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
    <nav aria-label="Leads pages" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? "No leads" : total === 1 ? "Showing 1 lead" : `Showing ${first}–${last} of ${total} leads`}
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
