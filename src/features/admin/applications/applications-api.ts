// Data access for HR's pipeline: one page of job_applications (newest first, by position and
// status), one application with every field, its status change, its notes, its emails and a
// short-lived link to its CV. RLS asks staff_can('applications') of every read and write
// (migration 20261128001300_job_applications.sql).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { fetchLeadEmails } from "../leads/lead-emails-api";
import { pageRange } from "../list-params";
import type { StaffNote } from "../ui/notes-section";
import type { ApplicationFilters } from "./application-filters";
import {
  APPLICATION_LIST_COLUMNS,
  APPLICATIONS_PAGE_SIZE,
  CV_BUCKET,
  CV_LINK_SECONDS,
  type ApplicationStatus,
  type JobApplication,
  type JobApplicationRow,
} from "./application-types";

export const applicationKeys = {
  all: ["admin", "applications"] as const,
  page: (filters: ApplicationFilters, page: number) => [...applicationKeys.all, "page", filters, page] as const,
  one: (id: string) => [...applicationKeys.all, "one", id] as const,
  notes: (id: string) => [...applicationKeys.all, "notes", id] as const,
  emails: (id: string) => [...applicationKeys.all, "emails", id] as const,
};

export interface ApplicationsPage {
  applications: JobApplicationRow[];
  total: number;
}

export async function fetchApplicationsPage(filters: ApplicationFilters, page: number): Promise<ApplicationsPage> {
  const supabase = await getSupabase();
  let query = supabase.from("job_applications").select(APPLICATION_LIST_COLUMNS, { count: "exact" });
  if (filters.job) query = query.eq("job_id", filters.job);
  if (filters.status) query = query.eq("status", filters.status);
  // id breaks ties so paging never skips or repeats an application received in the same instant.
  const { data, error, count } = await query
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(...pageRange(page, APPLICATIONS_PAGE_SIZE));
  if (error) throw error;
  return { applications: (data ?? []) as unknown as JobApplicationRow[], total: count ?? 0 };
}

async function fetchApplication(id: string): Promise<JobApplication | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("job_applications").select("*").eq("id", id).maybeSingle();
  if (error) throw error;
  return data as JobApplication | null;
}

async function fetchNotes(id: string): Promise<StaffNote[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("job_application_notes")
    .select("id, author_email, body, created_at")
    .eq("application_id", id)
    .order("created_at", { ascending: false });
  if (error) throw error;
  return (data ?? []) as StaffNote[];
}

export const useApplicationsPage = (filters: ApplicationFilters, page: number) =>
  useQuery({
    queryKey: applicationKeys.page(filters, page),
    queryFn: () => fetchApplicationsPage(filters, page),
    placeholderData: keepPreviousData,
  });

export const useApplication = (id: string) =>
  useQuery({ queryKey: applicationKeys.one(id), queryFn: () => fetchApplication(id) });

/** Its acknowledgement and HR's notification: rows of lead_emails of kind 'application'. */
export const useApplicationEmails = (id: string) =>
  useQuery({ queryKey: applicationKeys.emails(id), queryFn: () => fetchLeadEmails("application", id) });

export const useApplicationNotes = (id: string) =>
  useQuery({ queryKey: applicationKeys.notes(id), queryFn: () => fetchNotes(id) });

async function updateStatus({ id, status }: { id: string; status: ApplicationStatus }): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("job_applications").update({ status }).eq("id", id).select("id");
  if (error) throw error;
  // RLS hides the row from staff without the permission instead of failing: no row back means nothing changed.
  if (!data || data.length === 0)
    throw new Error("The application was not updated. Your access may have been revoked.");
}

/** The author is the caller, set by the database; only the application and the text are sent. */
async function addNote({ id, body }: { id: string; body: string }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from("job_application_notes").insert({ application_id: id, body });
  if (error) throw error;
}

/**
 * A link to the CV that works for CV_LINK_SECONDS, for staff the bucket's policy lets sign it;
 * with a file name, the link downloads the file under that name instead of showing it.
 */
export async function signCvLink(cvPath: string, downloadAs?: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage
    .from(CV_BUCKET)
    .createSignedUrl(cvPath, CV_LINK_SECONDS, downloadAs ? { download: downloadAs } : undefined);
  if (error) throw error;
  return data.signedUrl;
}

function useApplicationsMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }) });
}

/** Queues again the application's emails that gave up or wait to retry; answers how many. */
async function resendEmails(id: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("resend_application_emails", { p_application_id: id });
  if (error) throw error;
  return Number(data ?? 0);
}

export function useResendApplicationEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  });
}

export const useUpdateApplicationStatus = () => useApplicationsMutation(updateStatus);
export const useAddApplicationNote = () => useApplicationsMutation(addNote);
