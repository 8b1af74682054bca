import type { AuthBackend, AuthChangeEvent, Session } from "./auth-backend";
import { authStorageKey, isRecoveryLanding, readUrlAuthParams } from "./storage-key";

export interface AuthSnapshot {
  session: Session | null;
  loading: boolean;
  recovery: boolean;
  admin: { userId: string; isAdmin: boolean } | null;
  /** The user asked to sign out here (until the next sign-in): guards go home, not to /auth. */
  signingOut: boolean;
  /** The session is the password step of an account with an authenticator: not signed in yet. */
  secondFactor?: boolean;
}

/** What every render sees before the browser has had its say (prerender and hydration). */
export const SERVER_SNAPSHOT: AuthSnapshot = {
  session: null,
  loading: true,
  recovery: false,
  admin: null,
  signingOut: false,
};

function nextRecovery(event: AuthChangeEvent, session: Session | null, landedFromRecoveryLink: boolean, prev: boolean) {
  if (!session || event === "SIGNED_OUT" || event === "SIGNED_IN") return false;
  if (event === "PASSWORD_RECOVERY") return true;
  // supabase-js may announce the restored session before its PASSWORD_RECOVERY event.
  if (event === "INITIAL_SESSION") return landedFromRecoveryLink;
  return prev;
}

// supabase-js empties the fragment of an email link by assigning `location.hash = ""`, which
// leaves a bare "#" in the address bar; drop it without touching the router's history entry.
function tidyEmptyFragment() {
  if (window.location.href.endsWith("#")) {
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  }
}

/**
 * The session as an external store: it loads the backend only when there can be a session
 * (or an action needs it) and follows every auth event once loaded.
 */
export function createAuthStore(loadBackend: () => Promise<AuthBackend>, connectOnStart: () => boolean) {
  let snapshot = SERVER_SNAPSHOT;
  let backend: Promise<AuthBackend> | null = null;
  let stopFollowing: (() => void) | null = null;
  let landedFromRecoveryLink = false;
  let landedFromAuthLink = false;
  const listeners = new Set<() => void>();

  const update = (change: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    listeners.forEach((notify) => notify());
  };

  function connect(): Promise<AuthBackend> {
    backend ??= loadBackend().then(
      (loaded) => {
        stopFollowing = loaded.onChange((event, session, secondFactor) => {
          if (landedFromAuthLink) tidyEmptyFragment();
          update({
            session,
            loading: false,
            recovery: nextRecovery(event, session, landedFromRecoveryLink, snapshot.recovery),
            signingOut: event === "SIGNED_IN" ? false : snapshot.signingOut,
            secondFactor,
          });
        });
        return loaded;
      },
      (error: unknown) => {
        backend = null;
        update({ loading: false });
        throw error;
      },
    );
    return backend;
  }

  // Another tab signed in: pick the session up (supabase-js follows storage itself once loaded).
  const onStorage = (e: StorageEvent) => {
    if (e.key === authStorageKey() && e.newValue) connect().catch(() => undefined);
  };

  function start() {
    landedFromRecoveryLink = isRecoveryLanding();
    landedFromAuthLink = readUrlAuthParams().size > 0;
    window.addEventListener("storage", onStorage);
    if (connectOnStart()) connect().catch((error: unknown) => console.info("Auth could not load.", error));
    else update({ loading: false });
  }

  function stop() {
    window.removeEventListener("storage", onStorage);
    stopFollowing?.();
    stopFollowing = null;
    backend = null;
    snapshot = SERVER_SNAPSHOT;
  }

  return {
    connect,
    update,
    getSnapshot: () => snapshot,
    subscribe(notify: () => void) {
      listeners.add(notify);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(notify);
        if (listeners.size === 0) stop();
      };
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
