// The signed-in staff member's admin sections: what staff_role_grants() says their roles grant,
// asked once per permission that opens a section (admin-sections.ts).
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "~/lib/auth/auth-context";
import { getSupabase } from "~/lib/supabase";
import { ADMIN_SECTIONS, sectionsGranted, type StaffPermission } from "./admin-sections";

const PERMISSIONS = [...new Set(ADMIN_SECTIONS.map((section) => section.permission))];

/**
 * What the caller's roles grant, whatever the session's strength (as is_admin() opens the area):
 * an admin with an authenticator but a weaker session still sees the tabs, and the database asks
 * for the code when they act.
 */
async function fetchGrantedPermissions(): Promise<Set<StaffPermission>> {
  const supabase = await getSupabase();
  const answers = await Promise.all(
    PERMISSIONS.map(async (permission) => {
      const { data, error } = await supabase.rpc("staff_role_grants", { permission });
      if (error) throw error;
      return data === true ? permission : undefined;
    }),
  );
  return new Set(answers.filter((permission) => permission !== undefined));
}

/** The signed-in staff member's sections. */
export function useAdminSections() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ["admin", "sections", user?.id],
    queryFn: fetchGrantedPermissions,
    enabled: Boolean(user),
    select: sectionsGranted,
    staleTime: Infinity,
  });
}
