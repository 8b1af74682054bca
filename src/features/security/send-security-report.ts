import { IDEMPOTENCY_KEY_HEADER } from "~/lib/idempotency-key";
import { getSupabase } from "~/lib/supabase";
import { HONEYPOT_FIELD } from "@rules/lead-fields.ts";
import type { SecurityReport } from "@rules/security-report-validation.ts";

/** Stored: with the report's reference, unless this was a repeat of a stored one (its email has it). */
export type SecurityReportSent = { sent: true; reference: string | null } | { sent: false };

/**
 * Sends the report to the send-security-report Edge Function, as the contact form sends its
 * message: any failure (network, relay, 400, 429) is one failure, and the idempotency key makes a
 * resend of the same submission harmless (see ~/lib/idempotency-key).
 */
export async function sendSecurityReport(
  report: SecurityReport,
  honeypot: string,
  idempotencyKey: string,
): Promise<SecurityReportSent> {
  try {
    const supabase = await getSupabase();
    const body = honeypot ? { ...report, [HONEYPOT_FIELD]: honeypot } : report;
    const { data, error } = await supabase.functions.invoke<{ reference?: unknown }>("send-security-report", {
      body,
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    });
    if (error) return { sent: false };
    return { sent: true, reference: typeof data?.reference === "string" ? data.reference : null };
  } catch {
    return { sent: false };
  }
}
