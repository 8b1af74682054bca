// The "embedded select" read of bench-api: the admin's view of outgoing lead emails with each
// email's delivery attempts embedded (a one-to-many through lead_email_attempts.email_id), read as
// the service role. The rows are written through REST first; all are 'sent', so the stack's lead
// delivery worker leaves them alone.
import { SERVICE_ROLE_KEY } from "../../supabase/local/keys.ts";
import { clientFor, type ReadTarget } from "./measure.ts";

const EMAILS = 20;
const ATTEMPTS_PER_EMAIL = 3;

export const EMBEDDED_READ: ReadTarget = {
  path:
    "/rest/v1/lead_emails?select=id,purpose,status,attempts:lead_email_attempts(outcome,started_at)" +
    "&order=queued_at.desc&attempts.order=started_at.asc&limit=20",
  key: SERVICE_ROLE_KEY,
};

// The same read through a function: `rpc/…?select=` with the attempts embedded on its result
// rows (a function returning setof lead_emails has lead_emails' relationships), by GET.
export const RPC_READ_SQL = `
  create or replace function public.bench_lead_emails_with_status(p_status text)
  returns setof public.lead_emails language sql stable set search_path = '' as
  $$ select * from public.lead_emails where status = p_status $$;
  revoke execute on function public.bench_lead_emails_with_status(text) from public, anon, authenticated;
  grant execute on function public.bench_lead_emails_with_status(text) to service_role;`;

export const RPC_READ: ReadTarget = {
  path:
    "/rest/v1/rpc/bench_lead_emails_with_status?p_status=sent" +
    "&select=id,purpose,status,attempts:lead_email_attempts(outcome,started_at)" +
    "&order=queued_at.desc&attempts.order=started_at.asc&limit=20",
  key: SERVICE_ROLE_KEY,
};

export async function seedEmbeddedReadRows(apiUrl: string): Promise<void> {
  const service = clientFor(apiUrl, SERVICE_ROLE_KEY);
  const emails = Array.from({ length: EMAILS }, (_, i) => ({
    lead_kind: "contact",
    lead_id: crypto.randomUUID(),
    purpose: "notification",
    message: { subject: `Bench ${i}` },
    message_id: `<bench-${crypto.randomUUID()}@example.com>`,
    status: "sent",
    attempts: ATTEMPTS_PER_EMAIL,
    sent_at: new Date().toISOString(),
  }));
  const inserted = await service.from("lead_emails").insert(emails).select("id");
  if (inserted.error) throw new Error(`seeding lead_emails: ${inserted.error.message}`);
  const attempts = inserted.data.flatMap(({ id }) =>
    Array.from({ length: ATTEMPTS_PER_EMAIL }, (_, n) => ({
      email_id: id,
      started_at: new Date(Date.now() - (ATTEMPTS_PER_EMAIL - n) * 60_000).toISOString(),
      outcome: n === ATTEMPTS_PER_EMAIL - 1 ? "sent" : "error",
    })),
  );
  const { error } = await service.from("lead_email_attempts").insert(attempts);
  if (error) throw new Error(`seeding lead_email_attempts: ${error.message}`);
}
