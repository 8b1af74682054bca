import type { AuthChangeEvent, AuthError, Session, User } from "@supabase/supabase-js";
import { getSupabase } from "~/lib/supabase";
import { announceEmailConfirmation } from "./email-confirmation";

export type { AuthChangeEvent, AuthError, Session, User };

export interface AuthResult {
  error: AuthError | null;
}

export interface UserResult extends AuthResult {
  user: User | null;
}

export type SignOutScope = "global" | "local" | "others";

/** Profile fields kept in the user's metadata. `null` removes a field (GoTrue merges key by key). */
export interface ProfileData {
  full_name?: string | null;
  avatar_url?: string | null;
}

/**
 * The few auth calls the app makes. Production talks to Supabase; unit tests inject a fake
 * through `AuthProvider` so every branch of the error catalogue can be exercised.
 */
export interface AuthBackend {
  onChange(listener: (event: AuthChangeEvent, session: Session | null) => void): () => void;
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(input: { email: string; password: string; fullName: string; emailRedirectTo: string }): Promise<UserResult>;
  signOut(scope?: SignOutScope): Promise<AuthResult>;
  resetPassword(email: string, redirectTo: string): Promise<AuthResult>;
  updateUser(attributes: { password?: string; data?: ProfileData }): Promise<UserResult>;
  isAdmin(userId: string): Promise<{ data: unknown; error: unknown }>;
}

export async function loadSupabaseAuthBackend(): Promise<AuthBackend> {
  const supabase = await getSupabase();
  const { auth } = supabase;
  const backend: AuthBackend = {
    onChange(listener) {
      const { data } = auth.onAuthStateChange(listener);
      return () => data.subscription.unsubscribe();
    },
    signIn: async (email, password) => ({ error: (await auth.signInWithPassword({ email, password })).error }),
    async signUp({ email, password, fullName, emailRedirectTo }) {
      const { data, error } = await auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName }, emailRedirectTo },
      });
      return { user: data.user, error };
    },
    signOut: async (scope) => ({ error: (await auth.signOut(scope ? { scope } : undefined)).error }),
    resetPassword: async (email, redirectTo) => ({
      error: (await auth.resetPasswordForEmail(email, { redirectTo })).error,
    }),
    async updateUser(attributes) {
      const { data, error } = await auth.updateUser(attributes);
      return { user: data.user, error };
    },
    isAdmin: async (userId) => {
      const { data, error } = await supabase.rpc("is_admin", { user_id: userId });
      return { data, error };
    },
  };
  // Already loaded by getSupabase(); imported on demand so this module does not pull it in statically.
  const { emailLinkAtStart } = await import("~/lib/supabase-client");
  announceEmailConfirmation(emailLinkAtStart(), backend.onChange);
  return backend;
}
