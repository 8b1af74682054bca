import { createContext, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import type {
  AuthBackend,
  AuthResult,
  ProfileData,
  Session,
  SignInResult,
  SignOutScope,
  User,
  UserResult,
} from "./auth-backend";
import { createAuthStore, SERVER_SNAPSHOT, type AuthStore } from "./auth-store";
import { hasAuthHint } from "./storage-key";

export interface SignUpInput {
  email: string;
  password: string;
  fullName?: string;
}

export interface AuthContextValue {
  /** Null until fully signed in: a password-only session of an account with an authenticator is not. */
  user: User | null;
  session: Session | null;
  /** The email of an account that gave its password but still owes its authenticator code. */
  secondFactorEmail: string | null;
  /** True until the stored session (if any) has been restored. Always true at prerender. */
  loading: boolean;
  /** Signed in through a password-recovery email link: the reset page may set a new password. */
  recovery: boolean;
  /** undefined until `checkAdmin()` has answered for the current user; false for guests. */
  isAdmin: boolean | undefined;
  /** True once this tab asked to sign out (until the next sign-in): guards send the user home. */
  signingOut: boolean;
  checkAdmin(): Promise<boolean>;
  /** `secondFactor`: the password was right and the account now asks for its authenticator code. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** `user.identities` is empty when the address is already registered (GoTrue hides that). */
  signUp(input: SignUpInput): Promise<UserResult>;
  signOut(options?: { scope?: SignOutScope }): Promise<AuthResult>;
  resetPassword(email: string): Promise<AuthResult>;
  /** Sends the sign-up confirmation link to `email` again. */
  resendConfirmation(email: string): Promise<AuthResult>;
  /** `nonce`: the reauthentication code, when the server asked for one. */
  updatePassword(password: string, nonce?: string): Promise<UserResult>;
  updateProfile(data: ProfileData): Promise<UserResult>;
  /** The adapter itself, for the account-security screens (factors, reauthentication, email change). */
  connect(): Promise<AuthBackend>;
}

// The adapter over supabase-js loads with it, only once there can be a session or an action needs it.
const loadSupabaseAuthBackend = () => import("./auth-backend").then((m) => m.loadSupabaseAuthBackend());

// The context carries the store itself, which never changes; each `useAuth()` subscribes on its own.
// A changing context value would have to reach into parts of the page that are still waiting to
// hydrate (lazy sections), and React 18 would then throw their server HTML away (error #421).
const AuthContext = createContext<AuthStore | null>(null);

/** Where a sign-up confirmation link leads: the home page, signed in. */
const confirmationLanding = () => `${window.location.origin}/`;

const ADMIN_CHECK_FAILED = "Admin check failed; treating the user as non-admin.";

async function askIsAdmin(store: AuthStore, userId: string): Promise<boolean> {
  try {
    const { data, error } = await (await store.connect()).isAdmin(userId);
    // Logged, not warned: a failing check is an expected, silent case (spec §8).
    if (error) console.info(ADMIN_CHECK_FAILED, error);
    return !error && Boolean(data);
  } catch (error) {
    console.info(ADMIN_CHECK_FAILED, error);
    return false;
  }
}

interface AuthProviderProps {
  children: ReactNode;
  /** Unit tests inject a fake; the app loads Supabase on demand. */
  loadBackend?: () => Promise<AuthBackend>;
  /** Whether to restore a session on mount (default: a stored session or an auth link in the URL). */
  connectOnMount?: () => boolean;
}

export function AuthProvider({
  children,
  loadBackend = loadSupabaseAuthBackend,
  connectOnMount = hasAuthHint,
}: AuthProviderProps) {
  const [store] = useState(() => createAuthStore(loadBackend, connectOnMount));
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const store = useContext(AuthContext);
  if (!store) throw new Error("useAuth must be used inside <AuthProvider>.");
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, () => SERVER_SNAPSHOT);

  return useMemo<AuthContextValue>(() => {
    // The adapter tells whether the session still owes its authenticator code (aal1 → aal2).
    const pending = snapshot.secondFactor;
    const session = pending ? null : snapshot.session;
    const user = session?.user ?? null;
    const answered = user && snapshot.admin?.userId === user.id ? snapshot.admin.isAdmin : undefined;
    const backend = () => store.connect();
    return {
      user,
      session,
      secondFactorEmail: pending ? snapshot.session!.user.email! : null,
      loading: snapshot.loading,
      recovery: snapshot.recovery,
      isAdmin: user ? answered : false,
      signingOut: snapshot.signingOut,
      async checkAdmin() {
        if (!user) return false;
        if (answered !== undefined) return answered;
        const isAdmin = await askIsAdmin(store, user.id);
        store.update({ admin: { userId: user.id, isAdmin } });
        return isAdmin;
      },
      signIn: async (email, password) => (await backend()).signIn(email, password),
      signUp: async ({ email, password, fullName = "" }) =>
        (await backend()).signUp({ email, password, fullName, emailRedirectTo: confirmationLanding() }),
      resendConfirmation: async (email) => (await backend()).resendConfirmation(email, confirmationLanding()),
      async signOut(options) {
        store.update({ signingOut: true });
        try {
          const result = await (await backend()).signOut(options?.scope);
          if (result.error) store.update({ signingOut: false });
          return result;
        } catch (error) {
          store.update({ signingOut: false });
          throw error;
        }
      },
      resetPassword: async (email) =>
        (await backend()).resetPassword(email, `${window.location.origin}/auth/reset-password`),
      async updatePassword(password, nonce) {
        const result = await (await backend()).updateUser({ password, nonce });
        if (!result.error) store.update({ recovery: false });
        return result;
      },
      updateProfile: async (data) => (await backend()).updateUser({ data }),
      connect: backend,
    };
  }, [snapshot, store]);
}
