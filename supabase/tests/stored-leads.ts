// Test set-up: a lead (contact message, demo request or security report) stored as the Edge
// Functions store it, through public.submit_lead(), with both its messages and one attempt each.
import type { Database } from "../local/db/database.ts";

type Kind = "contact" | "demo" | "security";

/** A report's reference in the shape the database checks (SR- and ten Crockford base32 digits). */
const randomReference = () => `SR-${Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join("")}`;

const SAMPLE: Record<Kind, (email: string) => Record<string, string>> = {
  contact: (email) => ({ full_name: "Data Subject", email, message: "Call me" }),
  demo: (email) => ({ full_name: "Data Subject", email, company: "Subject Co" }),
  security: (email) => ({ reference: randomReference(), email, title: "A flaw", description: "Details" }),
};

/** Stores a lead of `kind` from `email` with its two messages, each sent once; answers its id. */
export async function storeLead(db: Database, kind: Kind, email: string): Promise<string> {
  const { rows } = await db.query<{ lead_id: string }>(
    `select lead_id from public.submit_lead($1, $2::jsonb, (
       select jsonb_agg(jsonb_build_object('purpose', purpose, 'message', '{}'::jsonb,
                                           'message_id', '<' || gen_random_uuid() || '@example.com>'))
         from unnest(array['notification', 'acknowledgement']) as purpose))`,
    [kind, JSON.stringify(SAMPLE[kind](email))],
  );
  const id = rows[0].lead_id;
  await db.query(
    `insert into public.lead_email_attempts (email_id, started_at, outcome, detail)
     select e.id, now(), 'sent', '250 OK' from public.lead_emails as e where e.lead_id = $1`,
    [id],
  );
  // Sent, as its attempt says: left queued, the stack's delivery job (every minute) would take the
  // messages again and add attempts whenever its minute came round during a test.
  await db.query("update public.lead_emails set status = 'sent', attempts = 1, sent_at = now() where lead_id = $1", [
    id,
  ]);
  return id;
}
