// Reading the audit log: one page, newest first, filtered by action and by part of the actor's
// email. RLS lets staff with the `audit` permission read it; nobody can change it.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { containsPattern, pageRange } from "../list-params";
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilters } from "./audit-types";

export const auditKeys = {
  all: ["admin", "audit"] as const,
  page: (filters: AuditFilters, page: number) => [...auditKeys.all, "page", filters, page] as const,
};

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

export async function fetchAuditPage(filters: AuditFilters, page: number): Promise<AuditPage> {
  const supabase = await getSupabase();
  let query = supabase.from("audit_log").select("*", { count: "exact" });
  if (filters.action) query = query.eq("action", filters.action);
  if (filters.actor) query = query.ilike("actor_email", containsPattern(filters.actor));
  // id breaks ties (and orders entries of one transaction, which share its time).
  const { data, error, count } = await query
    .order("at", { ascending: false })
    .order("id", { ascending: false })
    .range(...pageRange(page, AUDIT_PAGE_SIZE));
  if (error) throw error;
  return { entries: (data ?? []) as AuditEntry[], total: count ?? 0 };
}

export const useAuditPage = (filters: AuditFilters, page: number) =>
  useQuery({
    queryKey: auditKeys.page(filters, page),
    queryFn: () => fetchAuditPage(filters, page),
    placeholderData: keepPreviousData,
  });
