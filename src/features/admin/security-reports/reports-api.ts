// Data access for the security reports: one page (newest first, optionally of one status), one
// report with every field, its status change and the resend of its emails
// (resend_security_report_emails). RLS and the function ask staff_can('security_reports').
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { pageRange } from "../list-params";
import {
  REPORT_LIST_COLUMNS,
  REPORTS_PAGE_SIZE,
  type ReportStatus,
  type SecurityReport,
  type SecurityReportRow,
} from "./report-types";

export const reportKeys = {
  all: ["admin", "security-reports"] as const,
  page: (status: ReportStatus | undefined, page: number) => [...reportKeys.all, "page", status ?? "all", page] as const,
  one: (id: string) => [...reportKeys.all, "one", id] as const,
};

export interface ReportsPage {
  reports: SecurityReportRow[];
  total: number;
}

export async function fetchReportsPage(status: ReportStatus | undefined, page: number): Promise<ReportsPage> {
  const supabase = await getSupabase();
  let query = supabase.from("security_reports").select(REPORT_LIST_COLUMNS, { count: "exact" });
  if (status) query = query.eq("status", status);
  // id breaks ties so paging never skips or repeats a report received in the same instant.
  const { data, error, count } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(...pageRange(page, REPORTS_PAGE_SIZE));
  if (error) throw error;
  return { reports: (data ?? []) as unknown as SecurityReportRow[], total: count ?? 0 };
}

async function fetchReport(id: string): Promise<SecurityReport | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("security_reports").select("*").eq("id", id).maybeSingle();
  if (error) throw error;
  return data as SecurityReport | null;
}

export const useReportsPage = (status: ReportStatus | undefined, page: number) =>
  useQuery({
    queryKey: reportKeys.page(status, page),
    queryFn: () => fetchReportsPage(status, page),
    placeholderData: keepPreviousData,
  });

export const useReport = (id: string) => useQuery({ queryKey: reportKeys.one(id), queryFn: () => fetchReport(id) });

async function updateReportStatus({ id, status }: { id: string; status: ReportStatus }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("security_reports").update({ status }).eq("id", id).select("id");
  if (error) throw error;
  // RLS hides the row from staff without the permission instead of failing: no row back means nothing changed.
  if (!data || data.length === 0) throw new Error("The report was not updated. Your access may have been revoked.");
}

async function resendReportEmails(id: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("resend_security_report_emails", { p_report_id: id });
  if (error) throw error;
  return typeof data === "number" ? data : 0;
}

function useReportsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }) });
}

export const useUpdateReportStatus = () => useReportsMutation(updateReportStatus);
export const useResendReportEmails = () => useReportsMutation(resendReportEmails);
