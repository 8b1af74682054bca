import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";
import { getSupabase } from "~/lib/supabase";
import { HONEYPOT_FIELD } from "@rules/lead-fields.ts";
import type { LeadContext } from "@rules/lead-context.ts";
import type { ContactLead } from "@rules/lead-validation.ts";

/**
 * Sends the message to the send-contact-form Edge Function. Resolves true on success; any failure
 * (network, relay, non-2xx such as 400 or 429) resolves false: the visitor sees one failure toast.
 * The idempotency key makes a resend of the same submission harmless (see ~/lib/idempotency-key).
 */
export async function sendContactMessage(
  lead: ContactLead,
  honeypot: string,
  idempotencyKey: string,
  context?: LeadContext,
): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const body = { ...lead, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}), ...(context ? { context } : {}) };
    const { error } = await supabase.functions.invoke("send-contact-form", {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    return !error;
  } catch {
    return false;
  }
}
