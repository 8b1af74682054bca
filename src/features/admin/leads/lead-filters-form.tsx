import { Search, X } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { filtersFromParams, hasFilters, SEARCH_MAX_LENGTH, withFilter } from "./lead-filters";
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-types";

const SEARCH_DELAY_MS = 350;

/** Filters write to the URL at once (search after a short pause in typing). */
export function LeadFiltersForm() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const urlSearch = params.get("q") ?? "";
  const [search, setSearch] = useState(urlSearch);

  // Follow the URL when it changes from outside (back button, "Clear filters"), during render.
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (seenUrlSearch !== urlSearch) {
    setSeenUrlSearch(urlSearch);
    if (urlSearch !== search.trim()) setSearch(urlSearch);
  }

  useEffect(() => {
    if (search.trim() === urlSearch.trim()) return;
    const timer = setTimeout(
      () => setParams((current) => withFilter(current, "q", search.trim()), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [search, setParams, urlSearch]);

  function applySearch(event: { preventDefault(): void }) {
    event.preventDefault();
    setParams(withFilter(params, "q", search.trim()));
  }

  const set = (name: "type" | "status" | "from" | "to") => (value: string) =>
    setParams(withFilter(params, name, value));

  return (
    <form
      method="post"
      role="search"
      aria-label="Filter leads"
      onSubmit={applySearch}
      className="grid grid-cols-1 gap-x-3 gap-y-4 rounded-xl border border-border bg-surface p-4 hc-border min-[480px]:grid-cols-2 sm:gap-x-4 lg:grid-cols-[minmax(12rem,1fr)_repeat(4,auto)] lg:items-end"
    >
      <FormField
        label="Search"
        hint="name, email, company, message"
        hintBesideLabel
        className="min-[480px]:col-span-2 lg:col-span-1"
      >
        {(field) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              {...field}
              type="search"
              value={search}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setSearch(event.target.value)}
              // Enter searches at once instead of waiting for the pause.
              onKeyDown={(event) => event.key === "Enter" && applySearch(event)}
              className="pl-9"
            />
          </div>
        )}
      </FormField>
      <FormField label="Type">
        {(field) => (
          <NativeSelect {...field} value={filters.kind ?? ""} onChange={(event) => set("type")(event.target.value)}>
            <option value="">All types</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAD_KIND_LABELS[kind]}s
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Status">
        {(field) => (
          <NativeSelect {...field} value={filters.status ?? ""} onChange={(event) => set("status")(event.target.value)}>
            <option value="">All statuses</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="From">
        {(field) => (
          <Input
            {...field}
            type="date"
            value={filters.from ?? ""}
            max={filters.to}
            onChange={(event) => set("from")(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="To">
        {(field) => (
          <Input
            {...field}
            type="date"
            value={filters.to ?? ""}
            min={filters.from}
            onChange={(event) => set("to")(event.target.value)}
          />
        )}
      </FormField>
      {hasFilters(filters) && (
        <div className="min-[480px]:col-span-2 lg:col-span-5">
          <Button type="button" variant="ghost" className="-ml-3" onClick={() => setParams(new URLSearchParams())}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
