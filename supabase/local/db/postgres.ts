// The local stack's Database on a real PostgreSQL server (node-postgres), for proving the migrations
// and RLS on the engine production runs. A pool serves queries; a transaction pins one client with
// BEGIN / COMMIT / ROLLBACK; each listen() has a client of its own. Values come back parsed the way
// PGlite parses them, so the stack sees the same JavaScript on both engines.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database, QueryResult, Transaction } from "./database.ts";

const INT8 = 20;
const INT8_ARRAY = 1016;
const INTERVAL = 1186;
const DATE_TYPES = new Set([1082, 1114, 1184]);
const COUNTED_COMMANDS = new Set(["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"]);

// PGlite: bigint as a number when it is exact (else a BigInt), dates as `new Date(text)`,
// intervals as their text. node-postgres would give strings and an object.
function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < Number.MIN_SAFE_INTEGER || value > Number.MAX_SAFE_INTEGER ? value : Number(value);
}
const parseDate = (text: string) =>
  text === "infinity" ? Infinity : text === "-infinity" ? -Infinity : new Date(text);

// pg-types' TypeId enum names only the scalar built-ins; arrays have parsers too.
type TypeOid = Parameters<typeof pg.types.getTypeParser>[0];
type Nested<T> = T | null | Nested<T>[];
const mapNested = <T, U>(value: Nested<T>, fn: (item: T) => U): Nested<U> =>
  value === null ? null : Array.isArray(value) ? value.map((item) => mapNested(item, fn)) : fn(value);

const LIKE_PGLITE: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8) return parseInt8;
    if (oid === INT8_ARRAY) {
      const parseArray = pg.types.getTypeParser(INT8_ARRAY as TypeOid, "text");
      return (text: string) => mapNested(parseArray(text) as Nested<string>, parseInt8);
    }
    if (oid === INTERVAL) return (text: string) => text;
    if (DATE_TYPES.has(oid)) return parseDate;
    return pg.types.getTypeParser(oid, format ?? "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** Every value as Postgres's own text (what PGlite's protocol layer gives the REST hot path). */
const AS_TEXT: pg.CustomTypesConfig = {
  getTypeParser: (() => (text: string) => text) as pg.CustomTypesConfig["getTypeParser"],
};

/** Text-format rows of one statement: each row is its fields (null for SQL NULL). */
export type TextRows = Array<Array<string | null>>;

function toResult<T>(result: pg.QueryResult): QueryResult<T> {
  return {
    rows: result.rows as T[],
    fields: (result.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    affectedRows: COUNTED_COMMANDS.has(result.command) ? (result.rowCount ?? 0) : 0,
  };
}

async function runQuery<T>(client: pg.ClientBase | pg.Pool, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  // With no parameters node-postgres would use the simple protocol, which allows several
  // statements; PGlite's query() never does, so always send the extended protocol.
  return toResult<T>(await client.query({ text: sql, values: params ?? [], types: LIKE_PGLITE }));
}

async function runExec(client: pg.ClientBase | pg.Pool, sql: string): Promise<QueryResult[]> {
  const results = (await client.query({ text: sql, types: LIKE_PGLITE })) as pg.QueryResult | pg.QueryResult[];
  return (Array.isArray(results) ? results : [results]).map((result) => toResult(result));
}

class PinnedTransaction implements Transaction {
  closed = false;
  constructor(readonly client: pg.PoolClient) {}

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    this.assertOpen();
    return runQuery<T>(this.client, sql, params);
  }

  exec(sql: string): Promise<QueryResult[]> {
    this.assertOpen();
    return runExec(this.client, sql);
  }

  async rollback(): Promise<void> {
    this.assertOpen();
    await this.client.query("rollback");
    this.closed = true;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("Transaction is closed");
  }
}

export interface PostgresDatabaseOptions {
  /** Runs after close() has ended every connection (e.g. dropping a scratch database). */
  afterClose?: () => Promise<void>;
}

export class PostgresDatabase implements Database {
  private readonly pool: pg.Pool;
  private readonly listeners = new Set<pg.Client>();
  private closing?: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly options: PostgresDatabaseOptions = {},
  ) {
    this.pool = new pg.Pool({ ...connectionConfig(url), max: 10 });
    // An idle client whose server went away must not crash the process; the next query reports it.
    this.pool.on("error", (error) => console.error("[local-stack] idle database connection failed:", error.message));
  }

  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> {
    return runQuery<T>(this.pool, sql, params);
  }

  exec(sql: string): Promise<QueryResult[]> {
    return runExec(this.pool, sql);
  }

  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx = new PinnedTransaction(client);
    let broken: Error | undefined;
    try {
      await client.query("begin");
      const result = await fn(tx);
      if (!tx.closed) await client.query("commit");
      return result;
    } catch (error) {
      if (!tx.closed) await client.query("rollback").catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      tx.closed = true;
      client.release(broken);
    }
  }

  /**
   * The statements in one transaction, each row as Postgres's text: the REST hot path
   * (rest/query/role-pipeline.ts), which on PGlite sends the same statements as one protocol pipeline.
   */
  async textRowsInTransaction(statements: Array<{ sql: string; params: unknown[] }>): Promise<TextRows[]> {
    return this.transaction(async (tx) => {
      const results: TextRows[] = [];
      for (const { sql, params } of statements) {
        const result = await (tx as PinnedTransaction).client.query<Array<string | null>>({
          text: sql,
          values: params,
          rowMode: "array",
          types: AS_TEXT,
        });
        results.push(result.rows);
      }
      return results;
    });
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const client = new pg.Client(connectionConfig(this.url));
    client.on("error", (error) => console.error(`[local-stack] LISTEN ${channel} connection failed:`, error.message));
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    await client.connect();
    this.listeners.add(client);
    try {
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      this.listeners.delete(client);
      await client.end();
      throw error;
    }
    return async () => {
      if (!this.listeners.delete(client)) return;
      await client.end();
    };
  }

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      const listeners = [...this.listeners];
      this.listeners.clear();
      await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
      await this.pool.end();
      await this.options.afterClose?.();
    })());
  }
}

/** Hosted Supabase's search path, set for every connection (PGlite sets it once per session). */
function connectionConfig(url: string): pg.ClientConfig {
  return { connectionString: url, options: `-c search_path="$user",public,extensions` };
}

/**
 * A new empty database on the server at `serverUrl` (a superuser's URL); the returned database
 * drops it again on close. Tests use these like PGlite's in-memory databases.
 */
export async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `local_stack_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client(connectionConfig(serverUrl));
  await admin.connect();
  try {
    await admin.query(`create database ${name} template template0 encoding 'UTF8'`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client(connectionConfig(serverUrl));
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
