// Wires the lead handler and the delivery worker to real services from the environment. Used by
// the Edge Functions (send-contact-form, send-demo-request, send-security-report,
// deliver-lead-emails), so each entry stays a few lines.

import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { runInBackground } from "./background.ts";
import {
  DELIVERY_BATCH_SIZE,
  DELIVERY_RUN_BUDGET_MS,
  deliverLeadEmails,
  type DeliveryDeps,
  leaseSecondsFor,
} from "./lead-delivery.ts";
import type { LeadHandlerDeps } from "./lead-handler.ts";
import type { Mailer } from "./lead-ports.ts";
import { type Env, type LeadSettings, type MailTransportSettings, readLeadSettings } from "./lead-settings.ts";
import { createSupabaseLeadStore, createSupabaseOutbox, createSupabaseRateLimiter } from "./lead-store-supabase.ts";
import { createResendMailer } from "./mailer-resend.ts";
import { createSmtpMailer } from "./mailer-smtp.ts";

function createMailer(transport: MailTransportSettings): Mailer {
  if (transport.kind === "resend") return createResendMailer(transport.apiKey);
  if (transport.kind === "smtp") return createSmtpMailer(transport);
  // No transport: the lead is still stored, and its messages say why they were not sent, retrying
  // for a day in case the configuration is fixed meanwhile.
  return { send: () => Promise.reject(new Error("no mail transport configured (set SMTP_HOST or RESEND_API_KEY)")) };
}

/** supabase-js with the service role key, from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY. */
export function serviceClient(env: Env): SupabaseClient {
  const url = env.SUPABASE_URL;
  const serviceRoleKey = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !serviceRoleKey) throw new Error("SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set");
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

function deliveryDeps(client: SupabaseClient, settings: LeadSettings): DeliveryDeps {
  const { retryBaseSeconds, sendTimeoutSeconds } = settings.delivery;
  return {
    outbox: createSupabaseOutbox(client),
    mailer: createMailer(settings.transport),
    settings: {
      retryBaseSeconds,
      sendTimeoutMs: sendTimeoutSeconds * 1000,
      leaseSeconds: leaseSecondsFor(sendTimeoutSeconds),
      batchSize: DELIVERY_BATCH_SIZE,
      runBudgetMs: DELIVERY_RUN_BUDGET_MS,
    },
  };
}

export function createDeliveryDepsFromEnv(env: Env): DeliveryDeps {
  return deliveryDeps(serviceClient(env), readLeadSettings(env));
}

export function createLeadDepsFromEnv(env: Env): LeadHandlerDeps {
  const client = serviceClient(env);
  const settings = readLeadSettings(env);
  const delivery = deliveryDeps(client, settings);
  return {
    store: createSupabaseLeadStore(client),
    rateLimiter: createSupabaseRateLimiter(client, settings.rateLimit),
    mail: settings.mail,
    now: () => new Date(),
    // The first attempt, right after the answer; the scheduled worker retries what it cannot send.
    deliverSoon: (emailIds) => runInBackground(() => deliverLeadEmails(delivery, emailIds)),
  };
}
