// Email delivery of leads: the messages of one lead (lead_emails), how many messages are not yet
// delivered, and resending a lead's failed or retrying messages (resend_lead_emails). The keys sit
// under leadKeys.all, so the inbox's live updates refresh them with the leads.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { leadKeys } from "./leads-api";
import {
  LEAD_EMAIL_COLUMNS,
  LEAD_EMAIL_PURPOSES,
  type EmailSubjectKind,
  type LeadEmail,
  type LeadKind,
} from "./lead-types";

export const leadEmailKeys = {
  ofLead: (kind: LeadKind, id: string) => [...leadKeys.all, "emails", kind, id] as const,
  undeliveredCount: [...leadKeys.all, "undelivered-emails"] as const,
};

/**
 * In the order they were queued; messages queued together (one transaction: the same created_at)
 * in the purposes' order, notification to sales before the visitor's acknowledgement.
 */
const byPurpose = (a: LeadEmail, b: LeadEmail) =>
  a.created_at.localeCompare(b.created_at) ||
  LEAD_EMAIL_PURPOSES.indexOf(a.purpose) - LEAD_EMAIL_PURPOSES.indexOf(b.purpose);

/** The messages about one lead, report or application, as lead_emails holds them all. */
export async function fetchLeadEmails(kind: EmailSubjectKind, id: string): Promise<LeadEmail[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("lead_emails")
    .select(LEAD_EMAIL_COLUMNS)
    .eq("lead_kind", kind)
    .eq("lead_id", id)
    .order("created_at");
  if (error) throw error;
  return ((data ?? []) as unknown as LeadEmail[]).sort(byPurpose);
}

/** Messages of every lead not yet delivered: queued, sending, retrying or given up. */
export async function countUndeliveredEmails(): Promise<number> {
  const supabase = await getSupabase();
  const { count, error } = await supabase
    .from("lead_emails")
    .select("id", { count: "exact", head: true })
    .neq("status", "sent");
  if (error) throw error;
  return count ?? 0;
}

/** Queues the lead's failed and retrying messages for an immediate try; answers how many. */
export async function resendLeadEmails({ kind, id }: { kind: LeadKind; id: string }): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("resend_lead_emails", { p_kind: kind, p_lead_id: id });
  if (error) throw error;
  return typeof data === "number" ? data : 0;
}

export const useLeadEmails = (kind: LeadKind, id: string) =>
  useQuery({ queryKey: leadEmailKeys.ofLead(kind, id), queryFn: () => fetchLeadEmails(kind, id) });

export const useUndeliveredEmailCount = () =>
  useQuery({ queryKey: leadEmailKeys.undeliveredCount, queryFn: countUndeliveredEmails });

export function useResendLeadEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendLeadEmails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
