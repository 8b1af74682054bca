import { useNavigate } from "react-router";
import { toast } from "~/lib/toast";
import type { SignOutScope } from "./auth-backend";
import { useAuth } from "./auth-context";
import { AUTH_TOASTS } from "./auth-messages";

/** Signs out, says so and goes home; or says it failed and stays. Returns whether it worked. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async (scope?: SignOutScope): Promise<boolean> => {
    try {
      const { error } = await signOut(scope ? { scope } : undefined);
      if (error) throw error;
    } catch {
      toast({ ...AUTH_TOASTS.signOutFailed, variant: "destructive", group: "session" });
      return false;
    }
    toast({ ...AUTH_TOASTS.signedOut, group: "session", outlivesPage: true });
    navigate("/");
    return true;
  };
}
