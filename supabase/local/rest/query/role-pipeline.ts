// The hot path for reads and RPC: the same effect as db.ts `runAs` + `tx.query` (role and
// request.jwt.claims set locally, then the statements, in one transaction), sent to PGlite as ONE
// extended-protocol pipeline that ends in Sync, i.e. one implicit transaction. Statements are
// named prepared statements parsed once per SQL text, so Postgres does not re-parse them.
// Measured on PGlite: BEGIN / set_config / query / COMMIT as separate calls costs several times
// more than this single call. Writes keep using runAs: they need explicit rollback.
// On a real PostgreSQL server (db/postgres.ts) the same statements run in one pinned transaction.
import { PGlite, protocol } from "@electric-sql/pglite";
import type { Database } from "../../db/database.ts";
import { PostgresDatabase, type TextRows } from "../../db/postgres.ts";
import type { JwtClaims } from "../../jwt.ts";
import type { Statement } from "./statement.ts";

const { serialize } = protocol;

// Mirrors db.ts runAs, so policies, auth.uid() and auth.jwt() see exactly the same settings.
const ROLE_SETUP_SQL =
  "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), " +
  "set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)";
// Like PostgREST's GET transactions. Only ever switched on: Postgres refuses to switch it off
// once the transaction has run a query.
const READ_ONLY_ROLE_SETUP_SQL = `${ROLE_SETUP_SQL}, set_config('transaction_read_only', 'on', true)`;

const roleSetupParams = (claims: JwtClaims) => [claims.role, JSON.stringify(claims), claims.sub ?? ""];

/** Enough for every query shape an app uses; a flood of odd shapes just starts over. */
const MAX_PREPARED = 500;

export type { TextRows };

interface ProtocolMessage {
  name: string;
  fields?: Array<string | null>;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class RolePipeline {
  private readonly prepared = new Map<string, string>();
  private nextId = 0;

  private readonly db: PGlite;
  private readonly server?: PostgresDatabase;

  constructor(db: Database) {
    if (db instanceof PostgresDatabase) this.server = db;
    else if (!(db instanceof PGlite)) throw new Error("RolePipeline needs PGlite or a PostgresDatabase");
    this.db = db as PGlite;
  }

  /** Runs the statements as `claims`; resolves to each statement's rows, throws Postgres errors. */
  run(claims: JwtClaims, statements: Statement[], readOnly: boolean): Promise<TextRows[]> {
    if (this.server) {
      const setup = { sql: readOnly ? READ_ONLY_ROLE_SETUP_SQL : ROLE_SETUP_SQL, params: roleSetupParams(claims) };
      return this.server.textRowsInTransaction([setup, ...statements]).then((rows) => rows.slice(1));
    }
    // Hold both PGlite locks in db.transaction's order: no other transaction can be open or
    // interleave, and the role ends with the implicit transaction at Sync.
    return this.db._runExclusiveTransaction(() =>
      this.db._runExclusiveQuery(() => this.execute(claims, statements, readOnly)),
    );
  }

  private statementName(sql: string, messages: Uint8Array[], parsedNow: string[]): string {
    let name = this.prepared.get(sql);
    if (!name) {
      name = `local_rest_${this.nextId++}`;
      messages.push(serialize.parse({ name, text: sql, types: [] }));
      this.prepared.set(sql, name);
      parsedNow.push(sql);
    }
    return name;
  }

  private async execute(claims: JwtClaims, statements: Statement[], readOnly: boolean): Promise<TextRows[]> {
    if (this.prepared.size > MAX_PREPARED) await this.forgetAll();
    const messages: Uint8Array[] = [];
    const parsedNow: string[] = [];
    const setup = {
      sql: readOnly ? READ_ONLY_ROLE_SETUP_SQL : ROLE_SETUP_SQL,
      params: roleSetupParams(claims),
    };
    for (const { sql, params } of [setup, ...statements]) {
      const name = this.statementName(sql, messages, parsedNow);
      messages.push(serialize.bind({ statement: name, values: params }), serialize.execute({}));
    }
    messages.push(serialize.sync());
    try {
      const result = await this.db.execProtocol(concat(messages), { syncToFs: !readOnly });
      // Entry 0 is the role setup; the entry after the last CommandComplete is empty.
      return this.rowsPerStatement(result.messages as ProtocolMessage[]).slice(1, statements.length + 1);
    } catch (error) {
      // A failed Parse leaves no statement behind; forget (and close) what this call introduced.
      for (const sql of parsedNow) await this.close(sql);
      throw error;
    }
  }

  private rowsPerStatement(messages: ProtocolMessage[]): TextRows[] {
    const perStatement: TextRows[] = [[]];
    for (const message of messages) {
      if (message.name === "dataRow" && message.fields) perStatement[perStatement.length - 1].push(message.fields);
      else if (message.name === "commandComplete") perStatement.push([]);
    }
    return perStatement;
  }

  private async close(sql: string): Promise<void> {
    const name = this.prepared.get(sql);
    this.prepared.delete(sql);
    // Closing a statement that does not exist is not an error in Postgres.
    if (name)
      await this.db.execProtocol(concat([serialize.close({ type: "S", name }), serialize.sync()]), { syncToFs: false });
  }

  private async forgetAll(): Promise<void> {
    for (const sql of [...this.prepared.keys()]) await this.close(sql);
  }
}
