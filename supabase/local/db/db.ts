// The local Postgres: PGlite with Supabase's base schema, then supabase/migrations and seed.sql;
// or, given a URL, the same on a real PostgreSQL server (postgres.ts).
// PGlite is a single connection; `db.transaction` holds its mutex, so a runAs body never
// interleaves with other queries. Inside `fn` use only `tx`, never `db` (that would deadlock).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { installEmulatedExtensions } from "./extensions.ts";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import type { JwtClaims } from "../jwt.ts";
import type { Database, Transaction } from "./database.ts";
import { createScratchDatabase, PostgresDatabase } from "./postgres.ts";

const LOCAL_DIR = fileURLToPath(new URL(".", import.meta.url));
export const SUPABASE_DIR = join(LOCAL_DIR, "..", "..");
const MIGRATIONS_DIR = resolve(SUPABASE_DIR, "migrations");
const SEED_FILE = resolve(SUPABASE_DIR, "seed.sql");

/**
 * A PostgreSQL server's superuser URL. When set, each in-memory database (neither dataDir nor url)
 * is a fresh database on that server instead, dropped on close: the pg15 test project runs the
 * stack's tests this way (vitest.config.ts).
 */
export const SCRATCH_SERVER_ENV = "LOCAL_STACK_PG_SCRATCH_SERVER";

export interface OpenDatabaseOptions {
  /** Folder to persist the database in; undefined keeps it in memory. */
  dataDir?: string;
  /** A PostgreSQL database (postgresql://…) to use instead of PGlite; it persists like dataDir. */
  url?: string;
  /** Wipe dataDir first, so migrations and seed run again (not with url: drop that database yourself). */
  reset?: boolean;
  /** Override where migrations and seed are read from (tests). */
  migrationsDir?: string;
  seedFile?: string;
}

async function connect(opts: OpenDatabaseOptions, copyOf?: Blob): Promise<Database> {
  if (opts.url && opts.dataDir) throw new Error("openDatabase: give either url or dataDir, not both");
  if (opts.url && opts.reset) throw new Error("openDatabase: reset works on a dataDir; drop a url's database yourself");
  const scratchServer = process.env[SCRATCH_SERVER_ENV];
  if (opts.url) return new PostgresDatabase(opts.url);
  if (!opts.dataDir && scratchServer) {
    const scratch = await createScratchDatabase(scratchServer);
    return new PostgresDatabase(scratch.url, { afterClose: scratch.drop });
  }
  if (opts.dataDir && opts.reset) rmSync(opts.dataDir, { recursive: true, force: true });
  // PGlite creates its own folder but not the ones above it (e.g. a fresh .local-data/).
  if (opts.dataDir) mkdirSync(dirname(opts.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: copyOf,
    extensions: { pgcrypto, citext, uuid_ossp, btree_gist },
  });
  await installEmulatedExtensions(pglite);
  return pglite;
}

/**
 * In-memory PGlite databases with this repository's migrations and seed start from a copy of the
 * first one this process opened: its data folder, dumped once it was ready. PGlite's initdb is most
 * of the cost of an open (about 2.4 of 3 CPU seconds), and the test suite opens dozens. Opening a
 * copy is opening an existing database, as `npm start` reopens .local-data/db: the base schema and
 * triggers run again, a migration added since would apply, and the seed does not run twice.
 */
let template: Promise<Blob> | undefined;

const usesTemplate = (opts: OpenDatabaseOptions) =>
  !opts.dataDir &&
  !opts.url &&
  !process.env[SCRATCH_SERVER_ENV] &&
  resolve(opts.migrationsDir ?? MIGRATIONS_DIR) === MIGRATIONS_DIR &&
  resolve(opts.seedFile ?? SEED_FILE) === SEED_FILE;

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (!usesTemplate(opts)) return open(opts);
  const dump = await template?.catch(() => undefined);
  if (dump) return open(opts, dump);
  const made = open(opts);
  const dumped = made.then((db) => (db as PGlite).dumpDataDir("none"));
  template = dumped;
  // A failed open or dump leaves no template: the next open makes one.
  await dumped.catch(() => {
    if (template === dumped) template = undefined;
  });
  return made;
}

async function open(opts: OpenDatabaseOptions, copyOf?: Blob): Promise<Database> {
  const db = await connect(opts, copyOf);
  try {
    // Like Supabase's database setting; session level, so it survives every transaction (a
    // PostgresDatabase sets it on each pooled connection itself). standard_conforming_strings is
    // what runAs's literal quoting relies on (it is the default).
    await db.exec(`set search_path to "$user", public, extensions; set standard_conforming_strings = on`);
    const isFresh = !(await hasBaseSchema(db));
    await db.exec(readLocalSql("base-schema.sql"));
    await db.exec(readLocalSql("storage-search-v2.sql"));
    await db.exec(readLocalSql("realtime-schema.sql"));
    await applyMigrations(db, opts.migrationsDir ?? MIGRATIONS_DIR);
    if (isFresh) await applySeed(db, opts.seedFile ?? SEED_FILE);
    await db.exec(readLocalSql("realtime-triggers.sql"));
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function readLocalSql(name: string): string {
  return readFileSync(join(LOCAL_DIR, name), "utf8");
}

async function hasBaseSchema(db: Database): Promise<boolean> {
  const result = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  return result.rows[0].present;
}

/** Applies, in file-name order, each migration not yet recorded (new files after a pull still run). */
async function applyMigrations(db: Database, dir: string): Promise<void> {
  if (!existsSync(dir)) return;
  const files = readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort();
  const applied = await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations");
  const appliedVersions = new Set(applied.rows.map((row) => row.version));
  for (const file of files) {
    const [version, ...nameParts] = file.replace(/\.sql$/, "").split("_");
    if (appliedVersions.has(version)) continue;
    const sql = readFileSync(join(dir, file), "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query(
          "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
          [version, nameParts.join("_"), [sql]],
        );
      });
    } catch (error) {
      throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
}

async function applySeed(db: Database, seedFile: string): Promise<void> {
  if (!existsSync(seedFile)) return;
  try {
    await db.transaction((tx) => tx.exec(readFileSync(seedFile, "utf8")));
  } catch (error) {
    throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error });
  }
}

// Only the API roles may be assumed: a token claiming "postgres" must not become superuser.
const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

export class UnknownRoleError extends Error {
  constructor(role: string) {
    super(`role "${role}" does not exist`);
    this.name = "UnknownRoleError";
  }
}

/**
 * Runs fn in one transaction as the claims' role with `request.jwt.claims` set, the way PostgREST
 * does, so RLS policies and auth.uid() / auth.jwt() see the caller.
 */
export async function runAs<T>(db: Database, claims: JwtClaims, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!API_ROLES.has(claims.role)) throw new UnknownRoleError(claims.role);
  const setup =
    `select set_config('role', ${sqlLiteral(claims.role)}, true), ` +
    `set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(claims))}, true), ` +
    `set_config('request.jwt.claim.sub', ${sqlLiteral(typeof claims.sub === "string" ? claims.sub : "")}, true), ` +
    `set_config('request.jwt.claim.role', ${sqlLiteral(claims.role)}, true)`;
  return db.transaction(async (tx) => {
    // A simple-protocol exec is one round trip into PGlite; a parameterised query is four
    // (parse, describe, bind, execute), which roughly halved read throughput.
    await tx.exec(setup);
    return fn(tx);
  });
}

/** A standard-conforming SQL string literal (backslashes are literal, quotes doubled). */
function sqlLiteral(value: string): string {
  if (value.includes("\0")) throw new Error("NUL is not allowed in a SQL literal");
  return `'${value.replace(/'/g, "''")}'`;
}
