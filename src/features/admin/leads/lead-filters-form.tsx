import { ChevronDown, Search, X } from "~/components/ui/icons";
import { useId, useState } from "react";
import { cn } from "~/lib/cn";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import {
  ATTRIBUTION_FILTER_MAX_LENGTH,
  filtersFromParams,
  hasFilters,
  SEARCH_MAX_LENGTH,
  withFilter,
} from "./lead-filters";
import { LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "./lead-types";
import { useTextFilter } from "./use-text-filter";

/** Below `sm` the grid is the search with "Filters" beside it; each other field takes a whole row. */
const PHONE_ROW = "max-sm:col-span-2";

/** The filters set in the form's own fields (the delivery filter is set from the notice above it). */
const FIELD_FILTERS = ["kind", "status", "from", "to", "source", "campaign"] as const;

/**
 * Filters write to the URL at once (text fields after a short pause in typing). On a phone only the
 * search shows; the other fields fold behind "Filters (n active)", so the first lead is in view.
 * Source and campaign match the visit's first touch (utm_source, utm_campaign) exactly.
 */
export function LeadFiltersForm() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const search = useTextFilter("q");
  const source = useTextFilter("source");
  const campaign = useTextFilter("campaign");
  const [fieldsShown, setFieldsShown] = useState(false);
  const fieldsId = useId();
  const active = FIELD_FILTERS.filter((name) => filters[name]).length;

  const set = (name: "type" | "status" | "from" | "to") => (value: string) =>
    setParams(withFilter(params, name, value));

  return (
    <form
      method="post"
      role="search"
      aria-label="Filter leads"
      // Each text field applies itself on Enter; with several fields the form is never submitted.
      onSubmit={(event) => event.preventDefault()}
      className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-4 rounded-xl border border-border bg-surface p-3 hc-border sm:p-4 sm:grid-cols-2 sm:gap-x-4 lg:grid-cols-[minmax(12rem,1fr)_repeat(4,auto)] lg:items-end"
    >
      <FormField
        label="Search"
        // On a phone the hint is only read out, so "Filters" fits beside the field on one line.
        hint={<span className="max-sm:sr-only">name, email, company, message</span>}
        hintBesideLabel
        className="sm:col-span-2 lg:col-span-1"
      >
        {(field) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input {...field} {...search} type="search" maxLength={SEARCH_MAX_LENGTH} className="pl-9" />
          </div>
        )}
      </FormField>
      <Button
        type="button"
        variant="outline"
        aria-expanded={fieldsShown}
        aria-controls={fieldsId}
        onClick={() => setFieldsShown((shown) => !shown)}
        className="self-end sm:hidden"
      >
        {active > 0 ? `Filters (${active} active)` : "Filters"}
        <ChevronDown aria-hidden="true" className={cn("size-4", fieldsShown && "rotate-180")} />
      </Button>
      {/* Its fields sit in the form's grid; folded on a phone until "Filters" is pressed. */}
      <div id={fieldsId} className={cn("contents", !fieldsShown && "max-sm:hidden")}>
        <FormField label="Type" className={PHONE_ROW}>
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
        <FormField label="Status" className={PHONE_ROW}>
          {(field) => (
            <NativeSelect
              {...field}
              value={filters.status ?? ""}
              onChange={(event) => set("status")(event.target.value)}
            >
              <option value="">All statuses</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="From" className={PHONE_ROW}>
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
        <FormField label="To" className={PHONE_ROW}>
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
        <FormField label="Source" hint="utm_source" hintBesideLabel className={cn(PHONE_ROW, "lg:col-start-1")}>
          {(field) => <Input {...field} {...source} maxLength={ATTRIBUTION_FILTER_MAX_LENGTH} />}
        </FormField>
        <FormField label="Campaign" hint="utm_campaign" hintBesideLabel className={cn(PHONE_ROW, "lg:col-span-2")}>
          {(field) => <Input {...field} {...campaign} maxLength={ATTRIBUTION_FILTER_MAX_LENGTH} />}
        </FormField>
      </div>
      {hasFilters(filters) && (
        <div className={cn(PHONE_ROW, "sm:col-span-2 lg:col-span-5")}>
          <Button type="button" variant="ghost" className="-ml-3" onClick={() => setParams(new URLSearchParams())}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
