// Wires the lead handler to real services from the environment. Used by both Edge Functions
// (and by the local bench), so the two entries stay a few lines each.

import { createClient } from "@supabase/supabase-js";
import type { LeadHandlerDeps } from "./lead-handler.ts";
import type { Mailer } from "./lead-ports.ts";
import { type Env, type MailTransportSettings, readLeadSettings } from "./lead-settings.ts";
import { createSupabaseLeadStore, createSupabaseRateLimiter } from "./lead-store-supabase.ts";
import { createResendMailer } from "./mailer-resend.ts";
import { createSmtpMailer } from "./mailer-smtp.ts";

function createMailer(transport: MailTransportSettings): Mailer {
  if (transport.kind === "resend") return createResendMailer(transport.apiKey);
  if (transport.kind === "smtp") return createSmtpMailer(transport);
  // No transport: the lead is still stored, and the row says why no email went out.
  return { send: () => Promise.reject(new Error("no mail transport configured (set SMTP_HOST or RESEND_API_KEY)")) };
}

export function createLeadDepsFromEnv(env: Env): LeadHandlerDeps {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) throw new Error("SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set");
  const client = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const settings = readLeadSettings(env);
  return {
    store: createSupabaseLeadStore(client),
    rateLimiter: createSupabaseRateLimiter(client, settings.rateLimit),
    mailer: createMailer(settings.transport),
    mail: settings.mail,
    now: () => new Date(),
  };
}
