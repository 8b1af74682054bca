// Data access for the lead inbox: one page of lead_inbox (range + exact count), a single lead,
// every lead of a filter (for the CSV export, fetched page by page) and the status update. Email
// delivery (lead_emails, resend_lead_emails) lives in lead-emails-api.ts.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "~/lib/supabase";
import { containsPattern, pageRange } from "../list-params";
import { LEADS_PAGE_SIZE, localDayStart, type LeadFilters } from "./lead-filters";
import { LEAD_COLUMNS, LEAD_TABLES, type Lead, type LeadKind, type LeadStatus } from "./lead-types";

export const leadKeys = {
  all: ["admin", "leads"] as const,
  page: (filters: LeadFilters, page: number) => [...leadKeys.all, "page", filters, page] as const,
  one: (kind: LeadKind, id: string) => [...leadKeys.all, "one", kind, id] as const,
  count: (filters: LeadFilters) => [...leadKeys.all, "count", filters] as const,
};

function filteredLeads(supabase: SupabaseClient, filters: LeadFilters, options?: { count: "exact"; head?: true }) {
  let query = supabase.from("lead_inbox").select(LEAD_COLUMNS, options);
  if (filters.kind) query = query.eq("kind", filters.kind);
  if (filters.status) query = query.eq("status", filters.status);
  if (filters.from) query = query.gte("created_at", localDayStart(filters.from));
  if (filters.to) query = query.lt("created_at", localDayStart(filters.to, 1));
  if (filters.search) query = query.ilike("search_text", containsPattern(filters.search));
  if (filters.delivery === "undelivered") query = query.neq("email_status", "sent");
  if (filters.source) query = query.eq("attribution->firstTouch->utm->>utm_source", filters.source);
  if (filters.campaign) query = query.eq("attribution->firstTouch->utm->>utm_campaign", filters.campaign);
  // id breaks ties so paging never skips or repeats a lead received in the same instant.
  return query.order("created_at", { ascending: false }).order("id", { ascending: false });
}

export interface LeadsPage {
  leads: Lead[];
  total: number;
}

export async function fetchLeadsPage(filters: LeadFilters, page: number): Promise<LeadsPage> {
  const supabase = await getSupabase();
  const { data, error, count } = await filteredLeads(supabase, filters, { count: "exact" }).range(
    ...pageRange(page, LEADS_PAGE_SIZE),
  );
  if (error) throw error;
  return { leads: (data ?? []) as unknown as Lead[], total: count ?? 0 };
}

/** How many leads match the filters (the count alone, no rows). */
export async function countLeads(filters: LeadFilters): Promise<number> {
  const supabase = await getSupabase();
  const { error, count } = await filteredLeads(supabase, filters, { count: "exact", head: true });
  if (error) throw error;
  return count ?? 0;
}

export const useLeadsCount = (filters: LeadFilters) =>
  useQuery({ queryKey: leadKeys.count(filters), queryFn: () => countLeads(filters) });

const EXPORT_BATCH = 1000;

/** Every lead matching the filters, newest first, in batches the API will serve. */
export async function fetchAllLeads(filters: LeadFilters): Promise<Lead[]> {
  const supabase = await getSupabase();
  const leads: Lead[] = [];
  for (let start = 0; ; start += EXPORT_BATCH) {
    const { data, error } = await filteredLeads(supabase, filters).range(start, start + EXPORT_BATCH - 1);
    if (error) throw error;
    leads.push(...((data ?? []) as unknown as Lead[]));
    if (!data || data.length < EXPORT_BATCH) return leads;
  }
}

/** Declares a CSV export in the audit log (lead.export): the filters it applied and how many leads it holds. */
export async function recordLeadExport(filters: LeadFilters, count: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("record_lead_export", { p_filters: filters, p_count: count });
  if (error) throw error;
}

async function fetchLead(kind: LeadKind, id: string): Promise<Lead | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("lead_inbox")
    .select(LEAD_COLUMNS)
    .eq("kind", kind)
    .eq("id", id)
    .maybeSingle();
  if (error) throw error;
  return data as unknown as Lead | null;
}

export const leadsPageQuery = (filters: LeadFilters, page: number) =>
  queryOptions({ queryKey: leadKeys.page(filters, page), queryFn: () => fetchLeadsPage(filters, page) });

export const useLeadsPage = (filters: LeadFilters, page: number) =>
  useQuery({ ...leadsPageQuery(filters, page), placeholderData: keepPreviousData });

export const useLead = (kind: LeadKind, id: string) =>
  useQuery({ queryKey: leadKeys.one(kind, id), queryFn: () => fetchLead(kind, id) });

async function updateLeadStatus({ lead, status }: { lead: Lead; status: LeadStatus }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from(LEAD_TABLES[lead.kind]).update({ status }).eq("id", lead.id).select("id");
  if (error) throw error;
  // RLS hides the row from a non-admin instead of failing: no row back means nothing changed.
  if (!data || data.length === 0) throw new Error("The lead was not updated. Your admin access may have been revoked.");
}

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

/**
 * Moves several leads to one status: one update per table (each row audited as lead.status by the
 * database), and how many changed. RLS hides what the caller may not change, so fewer may come back.
 */
async function updateLeadsStatus({
  leads,
  status,
}: {
  leads: readonly Pick<Lead, "kind" | "id">[];
  status: LeadStatus;
}): Promise<number> {
  const supabase = await getSupabase();
  let changed = 0;
  for (const kind of Object.keys(LEAD_TABLES) as LeadKind[]) {
    const ids = leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
    if (ids.length === 0) continue;
    const { data, error } = await supabase.from(LEAD_TABLES[kind]).update({ status }).in("id", ids).select("id");
    if (error) throw error;
    changed += data?.length ?? 0;
  }
  return changed;
}

export function useUpdateLeadsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadsStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
