// The lead dialog's workflow: who may own a lead (lead_staff), its owner, its notes and its history
// (lead_history: the lead's rows of the audit trail). Migration 20261128000100_lead_workflow.sql.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { leadKeys } from "./leads-api";
import { LEAD_TABLES, type Lead, type LeadKind } from "./lead-types";

export interface StaffMember {
  user_id: string;
  email: string;
}

export interface LeadNote {
  id: string;
  author_email: string | null;
  body: string;
  created_at: string;
}

export interface HistoryEntry {
  at: string;
  actor_email: string | null;
  action: string;
  detail: Record<string, unknown>;
}

export const workflowKeys = {
  staff: [...leadKeys.all, "staff"] as const,
  notes: (kind: LeadKind, id: string) => [...leadKeys.all, "notes", kind, id] as const,
  history: (kind: LeadKind, id: string) => [...leadKeys.all, "history", kind, id] as const,
};

export const useLeadStaff = () =>
  useQuery({
    queryKey: workflowKeys.staff,
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc("lead_staff");
      if (error) throw error;
      return data as StaffMember[];
    },
  });

export const useLeadNotes = (kind: LeadKind, id: string) =>
  useQuery({
    queryKey: workflowKeys.notes(kind, id),
    queryFn: async () => {
      const { data, error } = await (
        await getSupabase()
      )
        .from("lead_notes")
        .select("id, author_email, body, created_at")
        .eq("lead_kind", kind)
        .eq("lead_id", id)
        .order("created_at", { ascending: false });
      if (error) throw error;
      return data as LeadNote[];
    },
  });

export const useLeadHistory = (kind: LeadKind, id: string) =>
  useQuery({
    queryKey: workflowKeys.history(kind, id),
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc("lead_history", { p_kind: kind, p_lead_id: id });
      if (error) throw error;
      return data as HistoryEntry[];
    },
  });

export function useAddLeadNote(lead: Pick<Lead, "kind" | "id">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      const { error } = await (
        await getSupabase()
      )
        .from("lead_notes")
        .insert({ lead_kind: lead.kind, lead_id: lead.id, body });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}

export function useSetLeadOwner(lead: Pick<Lead, "kind" | "id">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ownerId: string | null) => {
      const { data, error } = await (
        await getSupabase()
      )
        .from(LEAD_TABLES[lead.kind])
        .update({ owner_id: ownerId })
        .eq("id", lead.id)
        .select("id");
      if (error) throw error;
      if (!data || data.length === 0) throw new Error("The lead was not updated. Your access may have been revoked.");
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  });
}
