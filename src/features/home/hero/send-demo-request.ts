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

export type SendDemoRequest = (body: DemoRequestBody, options: SendOptions) => Promise<void>;

/** Spec §7: invoke 'send-demo-request'; only the error of the answer is read. */
export const sendDemoRequest: SendDemoRequest = async (body, { idempotencyKey }) => {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke("send-demo-request", {
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  if (error) throw error;
};
