// Staff access, derived from the catalog: every policy that asks public.staff_can() and every
// function that calls public.require_staff() is found in pg_policies and pg_proc (public and
// storage), never listed by hand, and each is tried as six callers: a guest, a plain member, staff
// whose role lacks the permission, an admin with a verified factor at aal1 (all refused), an admin
// without a factor and the same admin with a factor at aal2 (both let in). A new staff table or
// function is in this matrix the moment it exists; a surface whose sample data cannot tell staff
// from non-staff fails until a sample is added below.
//
// "Refused" and "let in" are measured against the same statement with staff_can() forced to false
// or true for the surface's permission in the same transaction (every other permission answered
// as usual): a refused caller gets exactly what nobody-holds-it gives, an admitted one exactly
// what everybody-holds-it gives. So a table two permissions open (storage.objects: site media and
// avatars) is judged one permission at a time. Runs on PGlite and on PostgreSQL 15.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../local/db/database.ts";
import { openDatabase, runAs } from "../local/db/db.ts";
import type { JwtClaims } from "../local/jwt.ts";

let db: Database;

const STAFF_CALL = /\(\s*SELECT\s+(?:public\.)?staff_can\('(\w+)'::text\)\s+AS\s+staff_can\)/gi;
const REQUIRE_STAFF = /require_staff\('(\w+)'\)/g;
const COMMANDS = ["SELECT", "INSERT", "UPDATE", "DELETE"] as const;
type Command = (typeof COMMANDS)[number];

interface PolicyRow {
  schema: string;
  table: string;
  name: string;
  permissive: string;
  roles: string[];
  cmd: Command | "ALL";
  qual: string | null;
  with_check: string | null;
}

interface TableSurface {
  table: string; // schema-qualified
  command: Command;
  permission: string;
}

interface FunctionSurface {
  name: string;
  argTypes: string;
  permission: string;
}

const uuid = (): string => crypto.randomUUID();
const ids = { member: uuid(), admin: uuid(), adminWithFactor: uuid() } as const;
const lackingIds: Record<string, string> = {};
let permissions: string[] = [];
let policies: PolicyRow[] = [];

const APPLICATION = "a0000000-0000-4000-8000-00000000000a";

// Rows only staff may see, one per table, so every read surface can tell staff from non-staff.
// The seed already holds roles, permissions and active content; these add what it lacks.
const SAMPLE_ROWS = `
  insert into public.how_it_works_images (image_url, title, is_active) values ('/hidden.png', 'Hidden step', false);
  insert into public.customer_logos (logo_url, alt_text, company_name, is_active)
    values ('/hidden.png', 'Hidden logo', 'Hidden Co', false);
  select public.submit_lead('contact',
    '{"full_name": "Sample", "email": "sample@example.com", "message": "Hello"}'::jsonb,
    '[{"purpose": "notification", "message_id": "<sample-c@example.com>", "message": {}}]'::jsonb);
  select public.submit_lead('demo',
    '{"full_name": "Sample", "email": "sample@example.com", "company": "Co"}'::jsonb,
    '[{"purpose": "notification", "message_id": "<sample-d@example.com>", "message": {}}]'::jsonb);
  select public.submit_lead('security',
    '{"reference": "SR-0000000000", "email": "sample@example.com", "title": "Sample", "description": "Hi"}'::jsonb,
    '[{"purpose": "notification", "message_id": "<sample-s@example.com>", "message": {}}]'::jsonb);
  insert into public.lead_email_attempts (email_id, started_at, outcome, detail)
    select id, now(), 'error', 'sample' from public.lead_emails;
  insert into public.lead_notes (lead_kind, lead_id, body) select 'contact', id, 'Sample note' from public.contact_messages;
  insert into public.staff_invitations (user_id, role) values ('${ids.member}', 'sales');
  insert into public.webhook_endpoints (url, events, secret)
    values ('https://crm.example/hook', '{demo_request.created}', public.new_webhook_secret());
  insert into public.webhook_deliveries (webhook_id, endpoint_id, event_type, lead_kind, lead_id, payload)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), (select id from public.webhook_endpoints),
           'demo_request.created', 'demo', id, '{}' from public.demo_requests;
  insert into public.webhook_delivery_attempts (delivery_id, started_at, outcome, detail)
    select id, now(), 'error', 'sample' from public.webhook_deliveries;
  insert into public.demo_rep_days_off (rep_id, day) select user_id, '2026-12-24' from public.demo_reps;
  insert into public.demo_bookings (demo_request_id, rep_id, starts_at, ends_at, blocked_during, visitor_time_zone)
    select d.id, r.user_id, '2026-12-01 14:00Z', '2026-12-01 14:30Z', tstzrange('2026-12-01 14:00Z', '2026-12-01 14:30Z'), 'UTC'
      from public.demo_requests as d, public.demo_reps as r limit 1;
  select public.submit_application(jsonb_build_object(
    'id', '${APPLICATION}', 'job_id', 'secretary', 'job_title', 'Secretary', 'full_name', 'Sample',
    'email', 'sample@example.com', 'cv_path', '${APPLICATION}.pdf', 'cv_type', 'pdf', 'cv_size', 1000),
    '[{"purpose": "notification", "message_id": "<sample-a@example.com>", "message": {}}]'::jsonb);
  insert into public.job_application_notes (application_id, body) values ('${APPLICATION}', 'Sample note');
  insert into storage.objects (bucket_id, name) values ('job-applications', '${APPLICATION}.pdf');
  insert into storage.objects (bucket_id, name) values ('site-media', 'logos/sample.png');
  insert into storage.objects (bucket_id, name) values ('avatars', '${uuid()}/sample.png');
`;

// A row each insertable staff table accepts, for the add surfaces.
const INSERT_SAMPLES: Record<string, string> = {
  "public.user_roles": `(user_id, role) values ('${ids.member}', 'admin')`,
  "public.how_it_works_images": `(image_url, title) values ('/new.png', 'New step')`,
  "public.customer_logos": `(logo_url, alt_text, company_name) values ('/new.png', 'New logo', 'New Co')`,
  "storage.objects": `(bucket_id, name) values ('site-media', 'logos/new.png')`,
  // Through the caller's own view of the leads: nobody can note a lead they cannot read.
  "public.lead_notes": `(lead_kind, lead_id, body) select 'contact', id, 'New note' from public.contact_messages`,
  "public.demo_reps": `(user_id, time_zone) values ('${ids.member}', 'Europe/Berlin')`,
  "public.demo_rep_hours": `(rep_id, weekday, start_time, end_time) select user_id, 6, '10:00', '12:00' from public.demo_reps`,
  "public.demo_rep_days_off": `(rep_id, day) select user_id, '2026-12-31' from public.demo_reps`,
  "public.job_application_notes": `(application_id, body) select id, 'New note' from public.job_applications`,
};

// The callers. Claims are what a GoTrue access token carries.
const claims = (sub: string, aal: "aal1" | "aal2"): JwtClaims => ({ role: "authenticated", sub, aal });
const GUEST: JwtClaims = { role: "anon" };

function refusedCallers(permission: string): [string, JwtClaims][] {
  return [
    ["a guest", GUEST],
    ["a plain member", claims(ids.member, "aal1")],
    [`staff whose role lacks ${permission}`, claims(lackingIds[permission], "aal2")],
    ["an admin with a verified factor at aal1", claims(ids.adminWithFactor, "aal1")],
  ];
}
const ADMITTED_CALLERS: [string, JwtClaims][] = [
  ["an admin without a factor (aal1)", claims(ids.admin, "aal1")],
  ["an admin with a verified factor at aal2", claims(ids.adminWithFactor, "aal2")],
];

beforeAll(async () => {
  db = await openDatabase({});
  permissions = (await db.query<{ permission: string }>("select permission from public.staff_permissions")).rows.map(
    (row) => row.permission,
  );
  const users = [...Object.values(ids)];
  for (const permission of permissions) {
    lackingIds[permission] = uuid();
    users.push(lackingIds[permission]);
  }
  await db.transaction(async (tx) => {
    for (const id of users) {
      await tx.query(
        "insert into auth.users (id, aud, role, email, email_confirmed_at) values ($1, 'authenticated', 'authenticated', $2, now())",
        [id, `${id}@example.com`],
      );
    }
    await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin'), ($2, 'admin')", [
      ids.admin,
      ids.adminWithFactor,
    ]);
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
       values (gen_random_uuid(), $1, 'phone', 'totp', 'verified', now(), now())`,
      [ids.adminWithFactor],
    );
    // A narrower role per permission: everything but it, given by rows alone.
    for (const permission of permissions) {
      const role = `all_but_${permission}`;
      await tx.query("insert into public.staff_roles (role, description) values ($1, 'test role')", [role]);
      await tx.query(
        "insert into public.staff_role_permissions (role, permission) select $1, permission from public.staff_permissions where permission <> $2",
        [role, permission],
      );
      await tx.query("insert into public.user_roles (user_id, role) values ($1, $2)", [lackingIds[permission], role]);
    }
    await tx.exec(SAMPLE_ROWS);
  });
  const bodies = await db.query<{ name: string; source: string }>(
    `select proname as name, prosrc as source from pg_proc
      where pronamespace = 'public'::regnamespace and proname in ('staff_can', 'staff_role_grants')`,
  );
  originalBodies = Object.fromEntries(bodies.rows.map((row) => [row.name, row.source.trim().replace(/;$/, "")]));
  policies = (
    await db.query<PolicyRow>(
      `select schemaname as schema, tablename as table, policyname as name, permissive,
              to_json(roles::text[]) as roles, cmd, qual, with_check
         from pg_policies where schemaname in ('public', 'storage')`,
    )
  ).rows;
});
afterAll(async () => {
  await db?.close();
});

const staffPermissionsIn = (text: string | null) => [...(text ?? "").matchAll(STAFF_CALL)].map((match) => match[1]);

function tableSurfaces(): TableSurface[] {
  const surfaces = new Map<string, TableSurface>();
  for (const policy of policies) {
    for (const permission of [...staffPermissionsIn(policy.qual), ...staffPermissionsIn(policy.with_check)]) {
      for (const command of policy.cmd === "ALL" ? COMMANDS : [policy.cmd]) {
        const table = `${policy.schema}.${policy.table}`;
        surfaces.set(`${table} ${command} ${permission}`, { table, command, permission });
      }
    }
  }
  return [...surfaces.values()];
}

async function functionSurfaces(): Promise<FunctionSurface[]> {
  const rows = await db.query<{ name: string; arg_types: string; source: string }>(
    `select p.proname as name, oidvectortypes(p.proargtypes) as arg_types, p.prosrc as source
       from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname <> 'require_staff' and p.prosrc like '%require_staff(%'`,
  );
  return rows.rows.flatMap((row) =>
    [...row.source.matchAll(REQUIRE_STAFF)].map((match) => ({
      name: row.name,
      argTypes: row.arg_types,
      permission: match[1],
    })),
  );
}

/** One statement's outcome: rows seen or changed, or the error's SQLSTATE. */
type Outcome = { rows: number } | { error: string };

async function updatableColumn(table: string): Promise<string> {
  const { rows } = await db.query<{ column: string }>(
    `select attname as column from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
        and has_column_privilege('authenticated', attrelid, attnum, 'UPDATE')
      order by attnum limit 1`,
    [table],
  );
  if (!rows[0]) throw new Error(`${table} has an update policy but authenticated may update no column`);
  return rows[0].column;
}

async function statementFor({ table, command }: TableSurface): Promise<string> {
  switch (command) {
    case "SELECT":
      return `select count(*)::int as n from ${table}`;
    case "INSERT": {
      const sample = INSERT_SAMPLES[table];
      if (!sample) throw new Error(`add a row ${table} accepts to INSERT_SAMPLES in staff-access.pg.test.ts`);
      return `insert into ${table} ${sample}`;
    }
    case "UPDATE": {
      const column = await updatableColumn(table);
      return `update ${table} set ${column} = ${column}`;
    }
    case "DELETE":
      return `delete from ${table}`;
  }
}

// The predicate and the half that names a permission, answering `answer` for `permission` and
// what their own bodies answer for any other (read from the catalog in beforeAll).
let originalBodies: Record<string, string> = {};
const forced = (name: string, permission: string, answer: boolean) =>
  `create or replace function public.${name}(permission text) returns boolean
     language sql stable security definer set search_path = '' as $$
     select case when permission = '${permission}' then ${answer} else (${originalBodies[name]}) end $$;`;
const FORCE = (answer: boolean, permission: string) =>
  `reset role; ${forced("staff_can", permission, answer)} ${forced("staff_role_grants", permission, answer)}`;

/** Runs `sql` as the caller in a transaction that is rolled back; `force` overrides staff_can(permission). */
async function attempt(
  caller: JwtClaims,
  sql: string,
  force?: { answer: boolean; permission: string },
): Promise<Outcome> {
  return runAs(db, caller, async (tx) => {
    // As the Storage API does before its own deletes (hosted refuses a direct DELETE otherwise).
    await tx.exec("select set_config('storage.allow_delete_query', 'true', true)");
    if (force !== undefined) {
      await tx.exec(`${FORCE(force.answer, force.permission)} select set_config('role', '${caller.role}', true);`);
    }
    let outcome: Outcome;
    try {
      const result = await tx.query<{ n?: number }>(sql);
      outcome = { rows: result.rows[0]?.n ?? result.affectedRows ?? result.rows.length };
    } catch (error) {
      outcome = { error: String((error as { code?: string }).code ?? error) };
    }
    await tx.rollback();
    return outcome;
  });
}

describe("the staff surfaces in the catalog", () => {
  it("are found: tables, storage and functions of every permission", async () => {
    const tables = tableSurfaces();
    const functions = await functionSurfaces();
    expect(new Set([...tables, ...functions].map((surface) => surface.permission))).toEqual(new Set(permissions));
    expect(tables.map((surface) => surface.table)).toContain("storage.objects");
    expect(functions.length).toBeGreaterThan(0);
  });

  it("use no restrictive policy and no other idiom than staff_can()", () => {
    expect(policies.filter((policy) => policy.permissive !== "PERMISSIVE").map((policy) => policy.name)).toEqual([]);
    const otherIdioms = policies.filter((policy) =>
      /is_admin|user_roles|mfa_factors|'aal'|staff_role_grants|staff_session_assured/.test(
        `${policy.qual} ${policy.with_check}`,
      ),
    );
    expect(otherIdioms.map((policy) => policy.name)).toEqual([]);
  });

  it("name only permissions that exist", async () => {
    const named = [
      ...policies.flatMap((policy) => [...staffPermissionsIn(policy.qual), ...staffPermissionsIn(policy.with_check)]),
      ...(await functionSurfaces()).map((surface) => surface.permission),
    ];
    expect(named.filter((permission) => !permissions.includes(permission))).toEqual([]);
  });

  it("leave no table without row level security and no view running with its owner's rights", async () => {
    const open = await db.query<{ name: string }>(
      `select c.relname as name from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(open.rows).toEqual([]);
    const definerViews = await db.query<{ name: string }>(
      `select c.relname as name from pg_class as c join pg_namespace as n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'v'
          and not coalesce('security_invoker=true' = any (c.reloptions), false)`,
    );
    expect(definerViews.rows).toEqual([]);
  });

  it("leave no SECURITY DEFINER function callable by signed-in users that skips require_staff()", async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc as p join pg_namespace as n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef and p.prorettype <> 'trigger'::regtype
          and has_function_privilege('authenticated', p.oid, 'execute')
          and p.prosrc not like '%require_staff(%'`,
    );
    // The predicate itself, and is_admin and staff_mfa_required, which answer only about the caller.
    const questions = [
      "staff_can",
      "staff_role_grants",
      "staff_session_assured",
      "require_staff",
      "is_admin",
      "staff_mfa_required",
    ];
    expect(rows.map((row) => row.name).filter((name) => !questions.includes(name))).toEqual([]);
  });
});

describe("every staff policy", () => {
  it("refuses guests, members, staff lacking the permission and aal1 with a factor; admits the rest", async () => {
    const failures: string[] = [];
    for (const surface of tableSurfaces()) {
      const sql = await statementFor(surface);
      const label = `${surface.command} on ${surface.table} (${surface.permission})`;
      const [nobody, everybody] = [false, true].map((answer) => ({ answer, permission: surface.permission }));
      const nobodyIsStaff = await attempt(claims(ids.member, "aal1"), sql, nobody);
      const everybodyIsStaff = await attempt(claims(ids.member, "aal1"), sql, everybody);
      if (JSON.stringify(nobodyIsStaff) === JSON.stringify(everybodyIsStaff)) {
        failures.push(`${label}: the sample data cannot tell staff from others; add a row to SAMPLE_ROWS`);
        continue;
      }
      for (const [who, caller] of refusedCallers(surface.permission)) {
        const [real, refused] = [await attempt(caller, sql), await attempt(caller, sql, nobody)];
        if (JSON.stringify(real) !== JSON.stringify(refused))
          failures.push(`${label}: ${who} got ${JSON.stringify(real)}, not ${JSON.stringify(refused)}`);
      }
      for (const [who, caller] of ADMITTED_CALLERS) {
        const [real, admitted] = [await attempt(caller, sql), await attempt(caller, sql, everybody)];
        if (JSON.stringify(real) !== JSON.stringify(admitted))
          failures.push(`${label}: ${who} got ${JSON.stringify(real)}, not ${JSON.stringify(admitted)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("every staff function", () => {
  it("raises 42501 for guests, members, staff lacking the permission and aal1 with a factor; runs for the rest", async () => {
    const failures: string[] = [];
    for (const surface of await functionSurfaces()) {
      const args = surface.argTypes ? surface.argTypes.split(", ").map((type) => `null::${type}`) : [];
      const sql = `select public.${surface.name}(${args.join(", ")})`;
      for (const [who, caller] of refusedCallers(surface.permission)) {
        const outcome = await attempt(caller, sql);
        if (!("error" in outcome) || outcome.error !== "42501") failures.push(`${surface.name}: ${who} was let in`);
      }
      for (const [who, caller] of ADMITTED_CALLERS) {
        const outcome = await attempt(caller, sql);
        if ("error" in outcome && outcome.error === "42501") failures.push(`${surface.name}: ${who} was refused`);
      }
    }
    expect(failures).toEqual([]);
  });
});

// supabase/migrations/README.md's "Who may do what" table, checked against the policies and grants.
describe("supabase/migrations/README.md", () => {
  const readme = readFileSync(join(import.meta.dirname, "..", "migrations", "README.md"), "utf8");
  const table = readme.slice(readme.indexOf("| table | read | add | change | remove |"));
  const documented = new Map(
    table
      .split("\n")
      .slice(2)
      .filter((line) => line.startsWith("| `"))
      .map((line) => {
        const [name, ...cells] = line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim());
        return [name.replace(/`/g, ""), cells] as const;
      }),
  );

  /** "anyone (active logos), `site_content` staff" → ["anyone", "staff:site_content"]. */
  const tokens = (cell: string) =>
    cell === "nobody"
      ? []
      : cell
          .replace(/\([^)]*\)/g, "")
          .split(",")
          .map((part) => part.trim())
          .map((part) => part.match(/^`(\w+)` staff$/)?.[1] ?? part)
          .map((part) => (part === "anyone" || part === "signed-in" ? part : `staff:${part}`))
          .sort();

  /** What the catalog grants on one table (or one bucket of storage.objects) for one command. */
  async function granted(schema: string, name: string, bucket: string | null, command: Command) {
    const found = new Set<string>();
    for (const policy of policies) {
      if (policy.schema !== schema || policy.table !== name) continue;
      if (policy.cmd !== command && policy.cmd !== "ALL") continue;
      const expression = command === "INSERT" ? policy.with_check : policy.qual;
      if (bucket !== null && !expression?.includes(`bucket_id = '${bucket}'::text`)) continue;
      const staff = staffPermissionsIn(expression);
      const rest = (expression ?? "")
        .replace(STAFF_CALL, "")
        .replace(/bucket_id = '[^']*'::text/, "")
        .replace(/\b(OR|AND)\b|[()\s]/g, "");
      for (const role of policy.roles) {
        const allowed = await db.query<{ ok: boolean }>(
          // Reads and changes may be granted column by column (webhook_endpoints' secret is not).
          command === "SELECT" || command === "UPDATE"
            ? "select has_any_column_privilege($1, $2::regclass, $3) as ok"
            : "select has_table_privilege($1, $2::regclass, $3) as ok",
          [role, `${schema}.${name}`, command],
        );
        if (!allowed.rows[0]?.ok) continue;
        // A condition beside staff_can() opens rows to others only when ORed with it (user_roles'
        // "their own roles"); ANDed, it narrows which rows staff see (the leads' outbox rows).
        const opensToOthers = staff.length === 0 || (rest !== "" && /\bOR\b/.test(expression ?? ""));
        if (opensToOthers) found.add(role === "authenticated" ? "signed-in" : "anyone");
        if (role === "authenticated") for (const permission of staff) found.add(`staff:${permission}`);
      }
    }
    // A policy to anon and authenticated alike is "anyone".
    if (found.has("anyone")) found.delete("signed-in");
    return [...found].sort();
  }

  it("lists every table of the public schema", async () => {
    const { rows } = await db.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    expect(rows.map((row) => row.name).filter((name) => !documented.has(name))).toEqual([]);
  });

  it("says who may read, add, change and remove on each, as the policies and grants do", async () => {
    const mismatches: string[] = [];
    for (const [entry, cells] of documented) {
      const bucket = entry.match(/^storage\.objects in (\S+)$/)?.[1] ?? null;
      const [schema, name] = bucket
        ? ["storage", "objects"]
        : entry.includes(".")
          ? entry.split(".")
          : ["public", entry];
      for (const [index, command] of COMMANDS.entries()) {
        const expected = await granted(schema, name, bucket, command);
        if (JSON.stringify(tokens(cells[index])) !== JSON.stringify(expected))
          mismatches.push(
            `${entry} ${command}: README says "${cells[index]}", the catalog grants ${expected.join(", ") || "nobody"}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});
