import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";
import { getSupabase } from "~/lib/supabase";
import type { LeadContext } from "@rules/lead-context.ts";
import type { DemoLead } from "@rules/lead-validation.ts";

/** What the form posts: the spec's three fields, the honeypot only when a bot filled it, and the lead's context. */
export interface DemoRequestBody extends DemoLead {
  website?: string;
  context?: LeadContext;
}

/** The same key for a resend of the same submission, so it cannot store a second lead. */
export interface SendOptions {
  idempotencyKey: string;
}

/** Resolves to the stored request's id (what a booking refers to), null when the answer has none. */
export type SendDemoRequest = (body: DemoRequestBody, options: SendOptions) => Promise<string | null>;

/**
 * Spec §7: invoke 'send-demo-request'; its error decides the toast. Beyond the spec, the answer's
 * requestId lets the visitor book a demo slot at once (supabase/functions/README.md, "Demo booking").
 */
export const sendDemoRequest: SendDemoRequest = async (body, { idempotencyKey }) => {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<{ requestId?: unknown }>("send-demo-request", {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (error) throw error;
  return typeof data?.requestId === "string" ? data.requestId : null;
};
