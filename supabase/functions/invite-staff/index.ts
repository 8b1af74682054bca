// Edge Function: an admin invites a colleague by email to a staff role (GoTrue's invite), or
// withdraws a pending invitation. All logic lives in ../_shared/invite-staff-http.ts; this file
// only wires Deno.
import { createClient } from "@supabase/supabase-js";
import { ACCEPT_INVITE_PATH } from "@rules/staff-invitations.ts";
import { createInviteStaffHandler } from "../_shared/invite-staff-http.ts";
import { siteOrigin } from "../_shared/lead-settings.ts";

const env = Deno.env.toObject();
const url = env.SUPABASE_URL ?? "";
const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const origin = siteOrigin(env.SITE_URL);

Deno.serve(
  createInviteStaffHandler({
    asCaller: (authorization) =>
      createClient(url, env.SUPABASE_ANON_KEY ?? "", {
        ...clientOptions,
        global: { headers: { Authorization: authorization } },
      }),
    service: createClient(url, env.SUPABASE_SERVICE_ROLE_KEY ?? "", clientOptions),
    redirectTo: origin ? `${origin}${ACCEPT_INVITE_PATH}` : undefined,
  }),
);
