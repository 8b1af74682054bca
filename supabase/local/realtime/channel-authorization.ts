// Private channels, authorised the way Realtime does it (lib/realtime/tenants/authorization.ex):
// inside a transaction that is always rolled back, with the caller's role, claims and
// `realtime.topic` set, reading a realtime.messages row per extension tells what the caller may
// receive (SELECT policies), and inserting one tells what it may send (INSERT policies).
import type { Database, Transaction } from "../db/database.ts";
import type { JwtClaims } from "../jwt.ts";

export type Extension = "broadcast" | "presence";

export interface ChannelPolicies {
  read: Record<Extension, boolean>;
  write: Record<Extension, boolean>;
}

const EXTENSIONS: Extension[] = ["broadcast", "presence"];
const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

async function actAs(tx: Transaction, claims: JwtClaims, topic: string): Promise<void> {
  if (!API_ROLES.has(claims.role)) throw new Error(`unknown role ${claims.role}`);
  await tx.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true),
            set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true),
            set_config('request.jwt.claim.role', $1, true)`,
    [claims.role, topic, JSON.stringify(claims), typeof claims.sub === "string" ? claims.sub : ""],
  );
}

async function readable(tx: Transaction, claims: JwtClaims, topic: string): Promise<Record<Extension, boolean>> {
  const ids = new Map(EXTENSIONS.map((extension) => [extension, crypto.randomUUID()]));
  for (const [extension, id] of ids) {
    await tx.query("insert into realtime.messages (id, topic, extension) values ($1, $2, $3)", [id, topic, extension]);
  }
  await actAs(tx, claims, topic);
  const seen = await tx.query<{ id: string }>(
    "select id::text as id from realtime.messages where id = any($1::uuid[])",
    [[...ids.values()]],
  );
  const visible = new Set(seen.rows.map((row) => row.id));
  return { broadcast: visible.has(ids.get("broadcast")!), presence: visible.has(ids.get("presence")!) };
}

async function writable(tx: Transaction, claims: JwtClaims, topic: string): Promise<Record<Extension, boolean>> {
  await actAs(tx, claims, topic);
  const result = { broadcast: false, presence: false };
  for (const extension of EXTENSIONS) {
    await tx.query("savepoint realtime_write_check");
    try {
      await tx.query("insert into realtime.messages (topic, extension) values ($1, $2)", [topic, extension]);
      result[extension] = true;
    } catch (error) {
      // 42501: no INSERT grant, or the row fails the policy's WITH CHECK.
      if ((error as { code?: string }).code !== "42501") throw error;
    }
    await tx.query("rollback to savepoint realtime_write_check");
  }
  return result;
}

/** What `claims` may do on the private channel `topic` (the subtopic, without "realtime:"). */
export async function channelPolicies(db: Database, claims: JwtClaims, topic: string): Promise<ChannelPolicies> {
  // service_role bypasses RLS, as it does on Realtime's database connection.
  const run = <T>(check: (tx: Transaction) => Promise<T>) =>
    db.transaction(async (tx) => {
      const answer = await check(tx);
      await tx.rollback();
      return answer;
    });
  const read = await run((tx) => readable(tx, claims, topic));
  const write = await run((tx) => writable(tx, claims, topic));
  return { read, write };
}
