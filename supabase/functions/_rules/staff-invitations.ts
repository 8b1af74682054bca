// Inviting staff by email: what the Admins screen sends the invite-staff Edge Function, where the
// invitation's link lands, and how the function's answers read. Runtime-neutral, like every file here.
import { isValidEmail } from "./lead-validation.ts";
import { cleanSingleLine } from "./text-cleaning.ts";

/** The page an invitation's link opens, signed in, to choose a password. */
export const ACCEPT_INVITE_PATH = "/auth/accept-invite";

/** The largest body the function reads: an address and a role name fit many times over. */
export const INVITATION_BODY_MAX_BYTES = 2048;

/** What the Admins screen sends: `POST` to invite (or resend), `DELETE` to withdraw a pending one. */
export interface InvitationRequest {
  email: string;
  role: string;
}
export interface CancellationRequest {
  userId: string;
}

/** The function's 200 answer. */
export interface InvitationOutcome {
  /** invited: an email went out (again); granted: the address already had an account, now with the role. */
  outcome: "invited" | "granted" | "cancelled";
  userId: string;
}

/** The function's error answer: a title and a sentence, shown as they are. */
export interface InvitationError {
  error: { title: string; description: string };
}

export const INVITATION_PROBLEMS = {
  email: "Enter a valid email address.",
  role: "Choose one of the staff roles.",
  userId: "Name the invitation to withdraw by its account id.",
} as const;

const ROLE_PATTERN = /^[a-z][a-z_]{1,39}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body);

/** An invitation from an untrusted body, or the first problem with it. */
export function parseInvitation(
  body: unknown,
): { ok: true; value: InvitationRequest } | { ok: false; problem: string } {
  const fields = isObject(body) ? body : {};
  const email = typeof fields.email === "string" ? fields.email.trim().toLowerCase() : "";
  // Control characters or a lone surrogate (which cleaning would replace) make no address.
  if (!isValidEmail(email) || cleanSingleLine(email) !== email)
    return { ok: false, problem: INVITATION_PROBLEMS.email };
  const role = typeof fields.role === "string" ? fields.role : "";
  if (!ROLE_PATTERN.test(role)) return { ok: false, problem: INVITATION_PROBLEMS.role };
  return { ok: true, value: { email, role } };
}

/** A withdrawal from an untrusted body, or its problem. */
export function parseCancellation(
  body: unknown,
): { ok: true; value: CancellationRequest } | { ok: false; problem: string } {
  const userId = isObject(body) && typeof body.userId === "string" ? body.userId : "";
  return UUID_PATTERN.test(userId)
    ? { ok: true, value: { userId } }
    : { ok: false, problem: INVITATION_PROBLEMS.userId };
}
