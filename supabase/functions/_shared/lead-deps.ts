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
import {
  createSupabaseLeadStore,
  createSupabaseOutbox,
  createSupabaseRateLimiter,
  createSupabaseWebhookOutbox,
} from "./lead-store-supabase.ts";
import { deliverWebhooks, type WebhookDeliveryDeps } from "./webhook-delivery.ts";
import { isLocalDevelopment } from "./webhook-target.ts";
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

/** A host's A and AAAA addresses, through Deno's resolver (the Edge Functions' runtime). */
async function resolveHost(host: string): Promise<string[]> {
  const deno = (globalThis as { Deno?: { resolveDns(host: string, type: "A" | "AAAA"): Promise<string[]> } }).Deno;
  if (!deno) throw new Error("no DNS resolver in this runtime");
  const answers = await Promise.allSettled([deno.resolveDns(host, "A"), deno.resolveDns(host, "AAAA")]);
  const addresses = answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []));
  if (addresses.length) return addresses;
  const failure = answers.find((answer) => answer.status === "rejected");
  throw failure ? failure.reason : new Error("no address");
}

function webhookDeps(client: SupabaseClient, settings: LeadSettings, env: Env): WebhookDeliveryDeps {
  const { timeoutSeconds, url, secret } = settings.webhook;
  return {
    outbox: createSupabaseWebhookOutbox(client),
    environment: { url, secret },
    policy: { allowLoopback: isLocalDevelopment(env.SUPABASE_URL), resolve: resolveHost },
    settings: {
      retryBaseSeconds: settings.delivery.retryBaseSeconds,
      timeoutMs: timeoutSeconds * 1000,
      leaseSeconds: leaseSecondsFor(timeoutSeconds),
      batchSize: DELIVERY_BATCH_SIZE,
      runBudgetMs: DELIVERY_RUN_BUDGET_MS,
    },
  };
}

export function createDeliveryDepsFromEnv(env: Env): { emails: DeliveryDeps; webhooks: WebhookDeliveryDeps } {
  const client = serviceClient(env);
  const settings = readLeadSettings(env);
  return { emails: deliveryDeps(client, settings), webhooks: webhookDeps(client, settings, env) };
}

export function createLeadDepsFromEnv(env: Env): LeadHandlerDeps {
  const client = serviceClient(env);
  const settings = readLeadSettings(env);
  const delivery = deliveryDeps(client, settings);
  const webhooks = webhookDeps(client, settings, env);
  return {
    store: createSupabaseLeadStore(client),
    rateLimiter: createSupabaseRateLimiter(client, settings.rateLimit),
    mail: settings.mail,
    now: () => new Date(),
    // The first attempt, right after the answer; the scheduled worker retries what it cannot send.
    deliverSoon: (emailIds) => runInBackground(() => deliverLeadEmails(delivery, emailIds)),
    webhookEnvironment: settings.webhook.url !== undefined,
    deliverWebhookSoon: (webhookId) => runInBackground(() => deliverWebhooks(webhooks, webhookId)),
  };
}
