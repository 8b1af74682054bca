// The inbox's filters live in the URL (?type=&status=&delivery=&from=&to=&q=&source=&campaign=&page=), so a
// filtered view can be bookmarked, shared, and survives a reload. These functions translate both ways.
import { format } from "date-fns";
import { ADMIN_DETAIL_SECTIONS } from "@rules/admin-links.ts";
import { CONTEXT_VALUE_MAX_LENGTH } from "@rules/lead-context.ts";
import { oneOf, withFilter as withListFilter } from "../list-params";
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "./lead-types";

export const LEADS_PAGE_SIZE = 20;

/** The leads screen's path (its section's, admin-links.ts). */
export const LEADS_PATH = ADMIN_DETAIL_SECTIONS.leads.path ? `/admin/${ADMIN_DETAIL_SECTIONS.leads.path}` : "/admin";

/** The leads screen with one filter set: `leadsFilterPath("campaign", "winter-soc")`. */
export const leadsFilterPath = (name: FilterName, value: string) =>
  `${LEADS_PATH}?${new URLSearchParams({ [name]: value })}`;

/** The leads screen searching for `text`. */
export const leadsSearchPath = (text: string) => leadsFilterPath("q", text);
export const SEARCH_MAX_LENGTH = 100;
/** As long as a utm_* value a lead keeps, so any campaign in a lead's details can be filtered on. */
export const ATTRIBUTION_FILTER_MAX_LENGTH = CONTEXT_VALUE_MAX_LENGTH;

export interface LeadFilters {
  kind?: LeadKind;
  status?: LeadStatus;
  /** Local calendar dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  search?: string;
  /** Only leads with an email not yet delivered (the count at the top of the inbox links here). */
  delivery?: DeliveryFilter;
  /** The visit's first touch came with exactly this utm_source / utm_campaign. */
  source?: string;
  campaign?: string;
}

export const DELIVERY_FILTERS = ["undelivered"] as const;
export type DeliveryFilter = (typeof DELIVERY_FILTERS)[number];
export type FilterName = "type" | "status" | "delivery" | "from" | "to" | "q" | "source" | "campaign";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  const text = (name: string, maxLength: number) => params.get(name)?.trim().slice(0, maxLength) || undefined;
  return {
    kind: oneOf(LEAD_KINDS, params.get("type")),
    status: oneOf(LEAD_STATUSES, params.get("status")),
    from: date("from"),
    to: date("to"),
    search: text("q", SEARCH_MAX_LENGTH),
    delivery: oneOf(DELIVERY_FILTERS, params.get("delivery")),
    source: text("source", ATTRIBUTION_FILTER_MAX_LENGTH),
    campaign: text("campaign", ATTRIBUTION_FILTER_MAX_LENGTH),
  };
}

/** New params with one of the inbox's filters changed (back to page 1). */
export const withFilter = (params: URLSearchParams, name: FilterName, value: string) =>
  withListFilter(params, name, value);

export function hasFilters(filters: LeadFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** Today's local calendar date, YYYY-MM-DD, as the date filters take it. */
export const localToday = (now = new Date()) => format(now, "yyyy-MM-dd");

/** The leads received today (local time): the "new today" view. */
export const todayFilters = (now = new Date()): LeadFilters => ({ from: localToday(now), to: localToday(now) });

/** Start of a local calendar day as an ISO instant; `dayOffset` 1 gives the next day's start. */
export function localDayStart(date: string, dayOffset = 0): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(year, month - 1, day + dayOffset).toISOString();
}
