// What `old` holds in UPDATE and DELETE events, as Realtime's realtime.apply_rls shapes it: the
// replica identity decides (primary key, or the whole row when FULL), except that a DELETE on a
// table with RLS carries only the primary key, since nobody can check the deleted row any more.
import type { RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENEROUS_AUTH_RATE_LIMITS } from "../config-overrides.ts";
import type { LocalStack } from "../start.ts";
import { anonClient, signedInClient, startTestStack } from "../testing.ts";
import { logoRow, SEEDED_ADMIN } from "../../tests/fixtures.ts";

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let stack: LocalStack;
let admin: SupabaseClient;

/** A published table `name` with a secret column, readable by anon (through a policy under RLS). */
async function createPublishedTable(name: string, { rls, full }: { rls: boolean; full: boolean }) {
  await stack.ctx.db.exec(`
    create table public.${name} (id int primary key, secret text);
    grant select on public.${name} to anon, authenticated;
    ${full ? `alter table public.${name} replica identity full;` : ""}
    ${rls ? `alter table public.${name} enable row level security; create policy readable on public.${name} for select using (true);` : ""}
    alter publication supabase_realtime add table public.${name};
    create trigger local_stack_realtime after insert or update or delete on public.${name}
      for each row execute function local_stack.notify_change();
  `);
}

async function watch(client: SupabaseClient, table: string) {
  const changes: Change[] = [];
  const channel = client
    .channel(`old-${crypto.randomUUID()}`)
    .on("postgres_changes", { event: "*", schema: "public", table }, (change) => changes.push(change));
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve();
      if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(error ?? new Error(status));
    }),
  );
  const waitFor = async (count: number) => {
    const deadline = Date.now() + 2000;
    while (changes.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return changes;
  };
  return { waitFor, stop: () => client.removeChannel(channel) };
}

/** Inserts, updates and deletes one row as the database owner; returns [update, delete] as seen by anon. */
async function updateAndDeleteSeenByAnon(table: string) {
  const watcher = await watch(anonClient(stack.apiUrl), table);
  // One step at a time: under RLS a change is checked against the row as it is after commit.
  await stack.ctx.db.query(`insert into public.${table} values (1, 'before')`);
  await watcher.waitFor(1);
  await stack.ctx.db.query(`update public.${table} set secret = 'after' where id = 1`);
  await watcher.waitFor(2);
  await stack.ctx.db.query(`delete from public.${table} where id = 1`);
  const changes = await watcher.waitFor(3);
  await watcher.stop();
  expect(changes.map((change) => change.eventType)).toEqual(["INSERT", "UPDATE", "DELETE"]);
  return [changes[1].old, changes[2].old];
}

beforeAll(async () => {
  stack = await startTestStack({
    // Signs members up and in far more often than [auth.rate_limit] allows from one IP.
    configOverrides: GENEROUS_AUTH_RATE_LIMITS,
  });
  admin = await signedInClient(stack, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await createPublishedTable("rt_plain_default", { rls: false, full: false });
  await createPublishedTable("rt_plain_full", { rls: false, full: true });
  await createPublishedTable("rt_rls_default", { rls: true, full: false });
  await createPublishedTable("rt_rls_full", { rls: true, full: true });
});

afterAll(async () => {
  await stack?.stop();
});

describe("old records", () => {
  it("sends anon only the id of a deleted hidden logo (RLS, replica identity full)", async () => {
    // Both watch from before the INSERT: a change reaches the subscriptions that exist when the
    // stack reads it, as Realtime's WAL poll does, so an INSERT made just before subscribing may
    // or may not arrive. Watching first makes the order certain.
    const anonWatcher = await watch(anonClient(stack.apiUrl), "customer_logos");
    const adminWatcher = await watch(admin, "customer_logos");
    const { data } = await admin
      .from("customer_logos")
      .insert(logoRow("Secret Partner", { is_active: false }))
      .select("id")
      .single();
    await adminWatcher.waitFor(1);
    await admin.from("customer_logos").update({ display_order: 5 }).eq("id", data!.id);
    // One step at a time: under RLS the UPDATE is checked against the row as it is after commit,
    // so a DELETE committed before that check (real Postgres runs them concurrently) would hide it.
    await adminWatcher.waitFor(2);
    await admin.from("customer_logos").delete().eq("id", data!.id);
    const anonSaw = await anonWatcher.waitFor(1);
    const adminSaw = await adminWatcher.waitFor(3);
    await Promise.all([anonWatcher.stop(), adminWatcher.stop()]);
    // anon may not read the hidden logo, so it sees neither the INSERT nor the UPDATE.
    expect(anonSaw.map((change) => [change.eventType, change.old])).toEqual([["DELETE", { id: data!.id }]]);
    expect(adminSaw.map((change) => change.eventType)).toEqual(["INSERT", "UPDATE", "DELETE"]);
    // The admin may read the row, so its UPDATE carries the whole old row; the DELETE still does not.
    expect(adminSaw[1]).toMatchObject({ old: { company_name: "Secret Partner" } });
    expect(adminSaw[2]).toMatchObject({ old: { id: data!.id } });
    expect(Object.keys(adminSaw[2].old)).toEqual(["id"]);
  });

  it("without RLS and with replica identity full, UPDATE and DELETE carry the whole old row", async () => {
    expect(await updateAndDeleteSeenByAnon("rt_plain_full")).toEqual([
      { id: 1, secret: "before" },
      { id: 1, secret: "after" },
    ]);
  });

  it("with the default replica identity, UPDATE and DELETE carry only the primary key", async () => {
    expect(await updateAndDeleteSeenByAnon("rt_plain_default")).toEqual([{ id: 1 }, { id: 1 }]);
    expect(await updateAndDeleteSeenByAnon("rt_rls_default")).toEqual([{ id: 1 }, { id: 1 }]);
  });

  it("with RLS and replica identity full, UPDATE carries the old row and DELETE only the key", async () => {
    expect(await updateAndDeleteSeenByAnon("rt_rls_full")).toEqual([{ id: 1, secret: "before" }, { id: 1 }]);
  });
});
