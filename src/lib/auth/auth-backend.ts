import type {
  AuthChangeEvent,
  AuthenticatorAssuranceLevels,
  AuthError,
  Factor,
  Session,
  User,
} from "@supabase/supabase-js";
import { getSupabase } from "~/lib/supabase";
import { needsSecondFactor } from "./assurance";
import { announceEmailConfirmation } from "./email-confirmation";

export type { AuthChangeEvent, AuthError, Factor, Session, User };

export interface AuthResult {
  error: AuthError | null;
}

export interface SignInResult extends AuthResult {
  /** The password was right; the account has an authenticator, whose code is owed before it counts. */
  secondFactor?: boolean;
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

/** A new authenticator-app factor awaiting its first code: the QR code (an SVG data URI) and the secret. */
export interface TotpEnrollment {
  id: string;
  qrCode: string;
  secret: string;
}

/** supabase-js's getAuthenticatorAssuranceLevel: the session's level and the one its verified factors call for. */
export interface Assurance {
  currentLevel: AuthenticatorAssuranceLevels | null;
  nextLevel: AuthenticatorAssuranceLevels | null;
}

export interface UserAttributes {
  password?: string;
  /** The code from the reauthentication email (`secure_password_change`). */
  nonce?: string;
  email?: string;
  data?: ProfileData;
}

/**
 * The few auth calls the app makes. Production talks to Supabase; unit tests inject a fake
 * through `AuthProvider` so every branch of the error catalogue can be exercised.
 */
export interface AuthBackend {
  /** `secondFactor`: the session is aal1 and the account has a verified factor (code still owed). */
  onChange(listener: (event: AuthChangeEvent, session: Session | null, secondFactor: boolean) => void): () => void;
  signIn(email: string, password: string): Promise<SignInResult>;
  signUp(input: { email: string; password: string; fullName: string; emailRedirectTo: string }): Promise<UserResult>;
  signOut(scope?: SignOutScope): Promise<AuthResult>;
  resetPassword(email: string, redirectTo: string): Promise<AuthResult>;
  /** Sends the sign-up confirmation link again (GoTrue's /resend, within [auth.email] max_frequency). */
  resendConfirmation(email: string, emailRedirectTo: string): Promise<AuthResult>;
  updateUser(attributes: UserAttributes, options?: { emailRedirectTo?: string }): Promise<UserResult>;
  /** Emails the signed-in user a one-time code that a sensitive change can quote as its nonce. */
  reauthenticate(): Promise<AuthResult>;
  /** The user's authenticator-app factors, verified or not, fresh from the server. */
  listFactors(): Promise<{ factors: Factor[]; error: AuthError | null }>;
  /** `issuer`: the name the authenticator app shows beside the code. */
  enrollTotp(
    friendlyName: string,
    issuer: string,
  ): Promise<{ enrollment: TotpEnrollment | null; error: AuthError | null }>;
  /** Challenges a factor and answers with `code`; success raises the session to aal2. */
  verifyFactor(factorId: string, code: string): Promise<AuthResult>;
  unenrollFactor(factorId: string): Promise<AuthResult>;
  /**
   * The session's assurance level and the one the account's verified factors call for, asked of
   * the server (the stored session's user may predate a factor added elsewhere). An error when the
   * server no longer knows the session: verifying a first factor elsewhere ends every aal1 session.
   */
  assuranceLevel(): Promise<{ assurance: Assurance | null; error: AuthError | null }>;
  isAdmin(userId: string): Promise<{ data: unknown; error: unknown }>;
}

export async function loadSupabaseAuthBackend(): Promise<AuthBackend> {
  const supabase = await getSupabase();
  const { auth } = supabase;
  const backend: AuthBackend = {
    onChange(listener) {
      const { data } = auth.onAuthStateChange((event, session) => listener(event, session, needsSecondFactor(session)));
      return () => data.subscription.unsubscribe();
    },
    async signIn(email, password) {
      const { data, error } = await auth.signInWithPassword({ email, password });
      return { error, secondFactor: needsSecondFactor(data.session) };
    },
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
    resendConfirmation: async (email, emailRedirectTo) => ({
      error: (await auth.resend({ type: "signup", email, options: { emailRedirectTo } })).error,
    }),
    async updateUser(attributes, options) {
      const { data, error } = await auth.updateUser(attributes, options);
      return { user: data.user, error };
    },
    reauthenticate: async () => ({ error: (await auth.reauthenticate()).error }),
    async listFactors() {
      const { data, error } = await auth.mfa.listFactors();
      return { factors: (data?.all ?? []).filter((f) => f.factor_type === "totp"), error };
    },
    async enrollTotp(friendlyName, issuer) {
      const { data, error } = await auth.mfa.enroll({ factorType: "totp", friendlyName, issuer });
      if (error) return { enrollment: null, error };
      return { enrollment: { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }, error: null };
    },
    verifyFactor: async (factorId, code) => ({ error: (await auth.mfa.challengeAndVerify({ factorId, code })).error }),
    async unenrollFactor(factorId) {
      const { error } = await auth.mfa.unenroll({ factorId });
      if (error) return { error };
      // The stored session still lists the factor (and may have been lowered to aal1): renew it.
      return { error: (await auth.refreshSession()).error };
    },
    async assuranceLevel() {
      const { data: stored } = await auth.getSession();
      if (!stored.session) return { assurance: null, error: null };
      // With the token, supabase-js reads the factors from the server instead of the stored user.
      const { data, error } = await auth.mfa.getAuthenticatorAssuranceLevel(stored.session.access_token);
      if (error) return { assurance: null, error };
      return { assurance: { currentLevel: data.currentLevel, nextLevel: data.nextLevel }, error: null };
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
