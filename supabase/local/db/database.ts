// The small database interface the local stack uses: exactly the PGlite methods it calls, so the
// same code runs on PGlite (the default) and on a real PostgreSQL server (postgres.ts).

/** A statement's result, in PGlite's shape. */
export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  /** Rows inserted, updated, deleted, copied or merged (0 for a SELECT). */
  affectedRows?: number;
}

/** Inside `Database.transaction`: every statement runs in that one transaction. */
export interface Transaction {
  // Parameters are typed loosely here as in PGlite: each engine serializes them by the SQL type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements with no parameters (simple protocol). */
  exec(sql: string): Promise<QueryResult[]>;
  /** Rolls back now; the transaction ends without error and `fn`'s result is returned. */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface Database {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  exec(sql: string): Promise<QueryResult[]>;
  /** BEGIN, fn, COMMIT (ROLLBACK and rethrow when fn throws). Inside fn use only `tx`. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Calls `onPayload` for each NOTIFY on `channel` after it commits; resolves to an unsubscribe. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
