// The inbox's filters live in the URL (?type=&status=&delivery=&from=&to=&q=&page=), so a filtered view can
// be bookmarked, shared, and survives a reload. These functions translate both ways.
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "./lead-types";

export const LEADS_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

export interface LeadFilters {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Local calendar dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  search?: string;
  /** Only leads with an email not yet delivered (the count at the top of the inbox links here). */
  delivery?: DeliveryFilter;
}

export const DELIVERY_FILTERS = ["undelivered"] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];
export type FilterName = "type" | "status" | "delivery" | "from" | "to" | "q";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  const search = params.get("q")?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    kind: oneOf(LEAD_KINDS, params.get("type")),
    status: oneOf(LEAD_STATUSES, params.get("status")),
    from: date("from"),
    to: date("to"),
    search: search || undefined,
    delivery: oneOf(DELIVERY_FILTERS, params.get("delivery")),
  };
}

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** New params with one filter changed; any filter change goes back to page 1. */
export function withFilter(params: URLSearchParams, name: FilterName, value: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete("page");
  return next;
}

export function hasFilters(filters: LeadFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** Start of a local calendar day as an ISO instant; `dayOffset` 1 gives the next day's start. */
export function localDayStart(date: string, dayOffset = 0): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year, month - 1, day + dayOffset).toISOString();
}

/** An ilike pattern that matches the text literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
