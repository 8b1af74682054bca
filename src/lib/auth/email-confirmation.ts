import { toast } from "~/lib/toast";
import type { AuthBackend, Session } from "./auth-backend";
import { ACCOUNT_TOASTS } from "./auth-messages";

/** The toast for an email link that confirms an address, by the `type` GoTrue puts in its fragment. */
function confirmationToastFor(type: string | null) {
  if (type === "signup") return ACCOUNT_TOASTS.emailConfirmed;
  if (type === "email_change") return ACCOUNT_TOASTS.emailChangeConfirmed;
  return null;
}

/** The toast for `session` when it is the one the confirmation link (`link`, its URL parameters) opened. */
export function emailConfirmedToast(link: URLSearchParams, session: Session | null) {
  const token = link.get("access_token");
  if (!session || !token || session.access_token !== token) return null;
  return confirmationToastFor(link.get("type"));
}

/**
 * After landing from a confirmation link, says 'Email confirmed' once supabase-js reports the
 * session the link opened. Only the first report counts: a link that failed reports no session,
 * or another one, and nothing is said.
 */
export function announceEmailConfirmation(link: URLSearchParams, onChange: AuthBackend["onChange"]) {
  if (!link.has("access_token") || !confirmationToastFor(link.get("type"))) return;
  let answered = false;
  const stop = onChange((_event, session) => {
    if (answered) return;
    answered = true;
    const message = emailConfirmedToast(link, session);
    if (message) toast(message);
    queueMicrotask(() => stop()); // after this call returns: supabase-js may still be iterating its listeners
  });
}
