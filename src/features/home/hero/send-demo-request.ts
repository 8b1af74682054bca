import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";
import { getSupabase } from "~/lib/supabase";
import type { DemoLead } from "@rules/lead-validation.ts";

/** What the form posts: the spec's three fields, plus the honeypot only when a bot filled it. */
export interface DemoRequestBody extends DemoLead {
  website?: string;
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
