// The lead store, the outbox and the rate limiter on Supabase, through supabase-js with the service
// role key (which bypasses RLS: visitors have no direct access to the leads tables). Each is one
// SQL function of the migrations, so every step that must be atomic is one transaction.

import type { SupabaseClient } from "@supabase/supabase-js";
import type {
  ClaimedEmail,
  EmailPurpose,
  EmailStatus,
  LeadStore,
  Outbox,
  RateLimitDecision,
  RateLimiter,
  WebhookOutbox,
  WebhookStatus,
} from "./lead-ports.ts";
import type { LeadRequestMeta, LeadSubmission } from "./lead-submission.ts";

const orNull = (value: string): string | null => (value === "" ? null : value);

/** A lead's context columns (migration 20261128000500_lead_context.sql), as submit_lead reads them. */
function contextColumns({ context }: LeadRequestMeta) {
  return {
    attribution: context ? context.attribution : null,
    privacy_notice_version: context?.consent?.privacyNoticeVersion ?? null,
    security_updates: context?.consent?.securityUpdates ?? false,
  };
}

/** The lead's columns, as public.submit_lead reads them from p_lead. */
function leadColumns(submission: LeadSubmission, meta: LeadRequestMeta): Record<string, unknown> {
  const common = {
    full_name: submission.lead.fullName,
    email: submission.lead.email,
    client_ip: orNull(meta.clientIp),
    user_agent: orNull(meta.userAgent),
  };
  if (submission.kind === "security") {
    const { title, description, affectedAsset, severity } = submission.lead;
    return {
      ...common,
      full_name: orNull(submission.lead.fullName),
      reference: submission.reference,
      title,
      description,
      affected_asset: orNull(affectedAsset),
      severity,
    };
  }
  if (submission.kind === "demo") return { ...common, ...contextColumns(meta), company: submission.lead.company };
  const { company, phone, service, message } = submission.lead;
  return {
    ...common,
    ...contextColumns(meta),
    company: orNull(company),
    phone: orNull(phone),
    service: orNull(service),
    message,
  };
}

export function createSupabaseLeadStore(client: SupabaseClient): LeadStore {
  return {
    async findByIdempotencyKey(kind, key) {
      const { data, error } = await client.rpc("find_idempotent_request", { p_kind: kind, p_key: key });
      if (error) throw new Error(`idempotency key lookup failed: ${error.message}`);
      const [row] = (data ?? []) as Array<{ lead_id: string; request_hash: string | null; reference: string | null }>;
      return row ? { leadId: row.lead_id, requestHash: row.request_hash, reference: row.reference } : null;
    },
    async submit({ submission, leadId, meta, emails, idempotencyKey, requestHash, webhook }) {
      const { data, error } = await client.rpc("submit_lead", {
        p_kind: submission.kind,
        // webhook: the event the webhooks' outbox enqueues with the lead (20261128000900_lead_webhooks.sql).
        p_lead: { id: leadId, ...leadColumns(submission, meta), request_hash: requestHash, webhook },
        p_emails: emails.map((email) => ({
          id: email.id,
          purpose: email.purpose,
          message_id: email.messageId,
          message: email.message,
        })),
        p_idempotency_key: idempotencyKey,
      });
      if (error) throw new Error(`submit_lead failed: ${error.message}`);
      const [row] = (data ?? []) as Array<{ lead_id: string; duplicate: boolean }>;
      if (!row?.lead_id) throw new Error("submit_lead answered no lead");
      return { leadId: row.lead_id, duplicate: row.duplicate };
    },
  };
}

interface LeadEmailRow {
  id: string;
  purpose: EmailPurpose;
  message_id: string;
  message: unknown;
  attempts: number;
}

export function createSupabaseOutbox(client: SupabaseClient): Outbox {
  return {
    async claim({ limit, leaseSeconds, ids }): Promise<ClaimedEmail[]> {
      const { data, error } = await client.rpc("claim_lead_emails", {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        p_ids: ids ? [...ids] : null,
      });
      if (error) throw new Error(`claim_lead_emails failed: ${error.message}`);
      return ((data ?? []) as LeadEmailRow[]).map((row) => ({
        id: row.id,
        purpose: row.purpose,
        messageId: row.message_id,
        message: row.message,
        attempts: row.attempts,
      }));
    },
    async record(attempt): Promise<EmailStatus> {
      const { data, error } = await client.rpc("record_lead_email_attempt", {
        p_email_id: attempt.emailId,
        p_sent: attempt.sent,
        p_detail: attempt.detail,
        p_started_at: attempt.startedAt.toISOString(),
        p_retry_base_seconds: attempt.retryBaseSeconds,
        p_permanent: attempt.permanent,
      });
      if (error) throw new Error(`record_lead_email_attempt failed: ${error.message}`);
      return data as EmailStatus;
    },
  };
}

interface ClaimedWebhookRow {
  id: string;
  webhook_id: string;
  endpoint_id: string | null;
  url: string | null;
  secret: string | null;
  payload: unknown;
  attempts: number;
}

/** The webhooks' outbox: public.claim_webhook_deliveries and public.record_webhook_attempt. */
export function createSupabaseWebhookOutbox(client: SupabaseClient): WebhookOutbox {
  return {
    async claim({ limit, leaseSeconds, webhookId }) {
      const { data, error } = await client.rpc("claim_webhook_deliveries", {
        p_limit: limit,
        p_lease_seconds: leaseSeconds,
        p_webhook_id: webhookId ?? null,
      });
      if (error) throw new Error(`claim_webhook_deliveries failed: ${error.message}`);
      return ((data ?? []) as ClaimedWebhookRow[]).map((row) => ({
        id: row.id,
        webhookId: row.webhook_id,
        endpointId: row.endpoint_id,
        url: row.url,
        secret: row.secret,
        payload: row.payload,
        attempts: row.attempts,
      }));
    },
    async record(attempt): Promise<WebhookStatus> {
      const { data, error } = await client.rpc("record_webhook_attempt", {
        p_delivery_id: attempt.deliveryId,
        p_delivered: attempt.delivered,
        p_status_code: attempt.statusCode,
        p_detail: attempt.detail,
        p_url: attempt.url,
        p_started_at: attempt.startedAt.toISOString(),
        p_retry_base_seconds: attempt.retryBaseSeconds,
        p_permanent: attempt.permanent,
      });
      if (error) throw new Error(`record_webhook_attempt failed: ${error.message}`);
      return data as WebhookStatus;
    },
  };
}

/** Backed by public.take_lead_rate_limit_slot, so all isolates and restarts share one count. */
export function createSupabaseRateLimiter(
  client: SupabaseClient,
  limit: { max: number; windowSeconds: number },
): RateLimiter {
  return {
    async take(keys: string[]): Promise<RateLimitDecision> {
      const { data, error } = await client.rpc("take_lead_rate_limit_slot", {
        p_keys: keys,
        p_max: limit.max,
        p_window_seconds: limit.windowSeconds,
      });
      if (error) throw new Error(`rate limit check failed: ${error.message}`);
      const retryAfterSeconds = Number(data);
      return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
    },
  };
}
