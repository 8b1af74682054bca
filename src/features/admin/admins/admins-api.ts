// Who is an admin, through the SECURITY DEFINER functions of migration 20261127000000_staff_access.sql:
// they ask require_staff('staff') themselves and refuse revoking yourself or the last admin.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CancellationRequest, InvitationOutcome, InvitationRequest } from "@rules/staff-invitations.ts";
import { getSupabase } from "~/lib/supabase";

export interface AdminUser {
  user_id: string;
  email: string;
  full_name: string | null;
  granted_at: string;
  is_current_user: boolean;
}

const adminsKey = ["admin", "admins"] as const;

async function listAdmins(): Promise<AdminUser[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("list_admins");
  if (error) throw error;
  return (data ?? []) as AdminUser[];
}

export const useAdmins = () => useQuery({ queryKey: adminsKey, queryFn: listAdmins });

/** Everyone holding a staff role (list_staff): their roles and whether they have two-factor. */
export interface StaffMember {
  user_id: string;
  email: string;
  roles: string[];
  has_two_factor: boolean;
  is_current_user: boolean;
}

export interface StaffRole {
  role: string;
  description: string;
  requires_mfa: boolean;
}

export const useStaff = () =>
  useQuery({
    queryKey: [...adminsKey, "staff"],
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc("list_staff");
      if (error) throw error;
      return (data ?? []) as StaffMember[];
    },
  });

export const useStaffRoles = () =>
  useQuery({
    queryKey: [...adminsKey, "roles"],
    queryFn: async () => {
      const { data, error } = await (
        await getSupabase()
      )
        .from("staff_roles")
        .select("role, description, requires_mfa")
        .order("role");
      if (error) throw error;
      return (data ?? []) as StaffRole[];
    },
  });

async function setRoleRequiresMfa({ role, required }: { role: string; required: boolean }): Promise<void> {
  const { error } = await (await getSupabase()).rpc("set_role_requires_mfa", { role, required });
  if (error) throw error;
}

async function revokeAdmin(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("revoke_admin", { user_id: userId });
  if (error) throw error;
}

/** A pending invitation (list_staff_invitations): the account GoTrue made, its role and who sent it. */
export interface StaffInvitation {
  user_id: string;
  email: string;
  role: string;
  invited_by_email: string | null;
  invited_at: string;
}

export const useStaffInvitations = () =>
  useQuery({
    queryKey: [...adminsKey, "invitations"],
    queryFn: async () => {
      const { data, error } = await (await getSupabase()).rpc("list_staff_invitations");
      if (error) throw error;
      return (data ?? []) as StaffInvitation[];
    },
  });

/**
 * The invite-staff Edge Function: POST invites (or resends), DELETE withdraws. Its refusals carry
 * a sentence for people, thrown as the error's message (describeError shows it).
 */
async function callInviteStaff(method: "POST" | "DELETE", body: InvitationRequest | CancellationRequest) {
  const { data, error } = await (
    await getSupabase()
  ).functions.invoke<InvitationOutcome>("invite-staff", {
    method,
    body: { ...body },
  });
  // By name, not instanceof: supabase-js stays out of this chunk's static imports (getSupabase).
  if (error?.name === "FunctionsHttpError" && error.context instanceof Response) {
    const answer = (await error.context.json().catch(() => null)) as { error?: { description?: string } } | null;
    throw new Error(answer?.error?.description ?? "The invitation service refused the request.");
  }
  // describeError reads a TypeError as "Could not reach the server".
  if (error?.name === "FunctionsFetchError") throw new TypeError(error.message);
  if (error || !data) throw error ?? new Error("The invitation service gave no answer.");
  return data;
}

async function revokeStaffRole({ userId, role }: { userId: string; role: string }): Promise<void> {
  const { error } = await (await getSupabase()).rpc("revoke_staff_role", { user_id: userId, role });
  if (error) throw error;
}

function useAdminsMutation<T, R = void>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }) });
}

export const useInviteStaff = () =>
  useAdminsMutation((invitation: InvitationRequest) => callInviteStaff("POST", invitation));
export const useWithdrawInvitation = () => useAdminsMutation((userId: string) => callInviteStaff("DELETE", { userId }));
export const useRevokeStaffRole = () => useAdminsMutation(revokeStaffRole);

export const useRevokeAdmin = () => useAdminsMutation(revokeAdmin);
export const useSetRoleRequiresMfa = () => useAdminsMutation(setRoleRequiresMfa);
