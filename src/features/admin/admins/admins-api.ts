// Who is an admin, through the SECURITY DEFINER functions of migration 20261127000000_staff_access.sql:
// they ask require_staff('staff') themselves and refuse revoking yourself or the last admin.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

async function grantAdmin(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("grant_admin", { email });
  if (error) throw error;
}

async function revokeAdmin(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc("revoke_admin", { user_id: userId });
  if (error) throw error;
}

function useAdminsMutation<T>(mutationFn: (input: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKey }) });
}

export const useGrantAdmin = () => useAdminsMutation(grantAdmin);
export const useRevokeAdmin = () => useAdminsMutation(revokeAdmin);
export const useSetRoleRequiresMfa = () => useAdminsMutation(setRoleRequiresMfa);
