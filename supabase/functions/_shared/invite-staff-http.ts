// invite-staff's Request -> Response: an admin invites someone by email to a staff role, or
// withdraws a pending invitation. Whether the caller may, and every change to roles, is decided by
// the database functions of migration 20261128000300_staff_invitations.sql, called with the
// caller's own token (so require_staff('staff') judges them and the audit log names them). Only
// GoTrue's invite and the deletion of a withdrawn account use the service role.
import type { SupabaseClient } from "@supabase/supabase-js";
import {
  INVITATION_BODY_MAX_BYTES,
  type InvitationError,
  type InvitationOutcome,
  parseCancellation,
  parseInvitation,
} from "@rules/staff-invitations.ts";
import { CORS_HEADERS } from "./cors.ts";
import { readBodyWithin } from "./lead-http.ts";

export interface InviteStaffDeps {
  /** supabase-js sending the caller's Authorization header to PostgREST and GoTrue. */
  asCaller: (authorization: string) => SupabaseClient;
  /** supabase-js with the service role key. */
  service: SupabaseClient;
  /** Where an invitation's link lands (SITE_URL + ACCEPT_INVITE_PATH); unset, GoTrue's site URL. */
  redirectTo?: string;
  logError?: (message: string, detail?: unknown) => void;
}

const json = (status: number, body: InvitationOutcome | InvitationError, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, ...headers, "Content-Type": "application/json" },
  });

const failure = (status: number, title: string, description: string, headers: Record<string, string> = {}) =>
  json(status, { error: { title, description } }, headers);

/** A database function's refusal, as the HTTP status that says what kind it is. */
const STATUS_BY_SQLSTATE: Record<string, number> = {
  "42501": 403, // require_staff(): no staff role that allows this, or the session is too weak
  "22023": 400, // no such role, no address
  "23505": 409, // already has the role
  P0001: 409, // the invitation was accepted meanwhile
  P0002: 404, // no pending invitation, no such role held
};

interface PostgrestFailure {
  code?: string;
  message?: string;
}

class Refusal extends Error {
  constructor(readonly response: Response) {
    super("refused");
  }
}

function refusal(error: PostgrestFailure, title: string): Refusal {
  const status = STATUS_BY_SQLSTATE[error.code ?? ""];
  if (status) return new Refusal(failure(status, title, error.message ?? title));
  throw new Error(`${title}: ${error.code ?? ""} ${error.message ?? ""}`);
}

async function rpcAsCaller(caller: SupabaseClient, name: string, args: Record<string, unknown>, title: string) {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw refusal(error, title);
  return data as unknown;
}

async function readJson(request: Request): Promise<unknown> {
  const raw = await readBodyWithin(request, INVITATION_BODY_MAX_BYTES);
  if (raw === null) {
    throw new Refusal(
      failure(413, "Request too large", `The body must be at most ${INVITATION_BODY_MAX_BYTES} bytes.`),
    );
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new Refusal(failure(400, "Not JSON", "Send a JSON object."));
  }
}

/** The caller's client, once GoTrue has confirmed their token names a signed-in user. */
async function signedInCaller(request: Request, deps: InviteStaffDeps): Promise<SupabaseClient> {
  const authorization = request.headers.get("authorization") ?? "";
  const token = authorization.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  const caller = deps.asCaller(authorization);
  const { data } = token ? await caller.auth.getUser(token) : { data: { user: null } };
  if (!data.user) throw new Refusal(failure(401, "Sign in first", "Only signed-in staff can invite colleagues."));
  return caller;
}

async function invite(request: Request, deps: InviteStaffDeps): Promise<Response> {
  const parsed = parseInvitation(await readJson(request));
  if (!parsed.ok) return failure(400, "Could not send the invitation", parsed.problem);
  const { email, role } = parsed.value;
  const caller = await signedInCaller(request, deps);
  const title = "Could not send the invitation";
  // An address with a confirmed account gets the role at once; any other is invited.
  const granted = await rpcAsCaller(caller, "grant_staff_role", { email, role }, title);
  if (typeof granted === "string") return json(200, { outcome: "granted", userId: granted });

  const { data, error } = await deps.service.auth.admin.inviteUserByEmail(email, {
    redirectTo: deps.redirectTo,
  });
  if (error || !data.user) {
    if (error?.status === 429) {
      return failure(429, title, "Too many emails were sent in the last hour. Try again later.");
    }
    if (error?.code === "email_exists") return failure(409, title, `${email} has an account already: invite it again.`);
    (deps.logError ?? console.error)("GoTrue refused an invitation", error);
    return failure(502, title, `The sign-in service did not send it: ${error?.message ?? "no user"}`);
  }
  await rpcAsCaller(caller, "record_staff_invitation", { user_id: data.user.id, role }, title);
  return json(200, { outcome: "invited", userId: data.user.id });
}

async function cancel(request: Request, deps: InviteStaffDeps): Promise<Response> {
  const parsed = parseCancellation(await readJson(request));
  if (!parsed.ok) return failure(400, "Could not withdraw the invitation", parsed.problem);
  const caller = await signedInCaller(request, deps);
  const title = "Could not withdraw the invitation";
  await rpcAsCaller(caller, "cancel_staff_invitation", { user_id: parsed.value.userId }, title);
  // The account GoTrue made for the invitation was never used: it goes too.
  const { error } = await deps.service.auth.admin.deleteUser(parsed.value.userId);
  if (error) (deps.logError ?? console.error)("the withdrawn invitation's account was not deleted", error);
  return json(200, { outcome: "cancelled", userId: parsed.value.userId });
}

/** Builds the fetch handler invite-staff passes to Deno.serve. */
export function createInviteStaffHandler(deps: InviteStaffDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
    try {
      if (request.method === "POST") return await invite(request, deps);
      if (request.method === "DELETE") return await cancel(request, deps);
      return failure(405, "Method not allowed", "POST invites, DELETE withdraws an invitation.", {
        Allow: "POST, DELETE, OPTIONS",
      });
    } catch (error) {
      if (error instanceof Refusal) return error.response;
      (deps.logError ?? console.error)("invite-staff failed", error);
      return failure(500, "Something went wrong", "The invitation was not changed; see the function's logs.");
    }
  };
}
