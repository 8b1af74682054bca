import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { filtersFromParams, todayFilters } from "./lead-filters";
import { useLeadsCount } from "./leads-api";

/**
 * "3 new today": how many leads arrived since local midnight (live, with the inbox), linking to
 * that view of the inbox (?from=&to= today, other filters cleared).
 */
export function NewTodayLink() {
  const [params] = useSearchParams();
  const today = todayFilters();
  const count = useLeadsCount(today);
  if (count.data === undefined) return null;

  const current = filtersFromParams(params);
  const showing = current.from === today.from && current.to === today.to;
  const view = new URLSearchParams({ from: today.from!, to: today.to! });
  return (
    <Button asChild variant="outline">
      <Link to={`?${view.toString()}`} aria-current={showing ? "page" : undefined}>
        <strong className="font-semibold">{count.data}</strong> new today
      </Link>
    </Button>
  );
}
