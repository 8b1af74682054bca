// listV2(): POST /object/list-v2/{bucket}, as Storage serves it (src/http/routes/object/
// listObjectsV2.ts, ObjectStorage.listObjectsV2 in src/storage/object.ts and the database's
// listObjectsV2 in src/storage/database/pg.ts). Runs as the caller, so RLS decides what is listed;
// an unknown bucket lists nothing, as there. Folders come from storage.search_v2 (db/storage-search-v2.sql).
import type { Caller } from "./caller.ts";
import { ERRORS } from "./errors.ts";
import type { JsonBody, StorageService } from "./service.ts";
import { inTransaction } from "./storage-db.ts";

const MAX_KEYS = 1000;
const SORT_COLUMNS = ["name", "updated_at", "created_at"] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface ListV2Options {
  prefix: string;
  limit: number | undefined;
  cursor: string | undefined;
  withDelimiter: boolean;
  sortBy: { column: SortColumn; order?: "asc" | "desc" } | undefined;
}

interface ListedRow {
  id: string | null;
  name: string;
  key?: string;
  updated_at?: string | Date | null;
  created_at?: string | Date | null;
  [column: string]: unknown;
}

export interface ListV2Result {
  hasNext: boolean;
  nextCursor?: string;
  nextCursorKey?: string;
  folders: ListedRow[];
  objects: ListedRow[];
}

/** The body checks of Storage's JSON schema for this route, with its messages. */
function parseOptions(body: JsonBody): ListV2Options {
  const optionalString = (name: string): string | undefined => {
    const value = body[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== "string") throw ERRORS.invalidRequest(`body/${name} must be string`);
    return value;
  };
  const limit = body.limit;
  if (limit !== undefined && limit !== null) {
    if (typeof limit !== "number" || !Number.isInteger(limit))
      throw ERRORS.invalidRequest("body/limit must be integer");
    if (limit < 1) throw ERRORS.invalidRequest("body/limit must be >= 1");
  }
  const withDelimiter = body.with_delimiter;
  if (withDelimiter !== undefined && withDelimiter !== null && typeof withDelimiter !== "boolean") {
    throw ERRORS.invalidRequest("body/with_delimiter must be boolean");
  }
  let sortBy: ListV2Options["sortBy"];
  if (body.sortBy !== undefined && body.sortBy !== null) {
    const value = body.sortBy as { column?: unknown; order?: unknown };
    if (typeof value !== "object" || Array.isArray(value)) throw ERRORS.invalidRequest("body/sortBy must be object");
    if (value.column === undefined) throw ERRORS.invalidRequest("body/sortBy must have required property 'column'");
    if (!SORT_COLUMNS.includes(value.column as SortColumn)) {
      throw ERRORS.invalidRequest("body/sortBy/column must be equal to one of the allowed values");
    }
    if (value.order !== undefined && value.order !== "asc" && value.order !== "desc") {
      throw ERRORS.invalidRequest("body/sortBy/order must be equal to one of the allowed values");
    }
    sortBy = { column: value.column as SortColumn, order: value.order as "asc" | "desc" | undefined };
  }
  return {
    prefix: optionalString("prefix") ?? "",
    limit: (limit as number | null | undefined) ?? undefined,
    cursor: optionalString("cursor"),
    withDelimiter: withDelimiter === true,
    sortBy,
  };
}

interface ContinuationToken {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

const TOKEN_PARTS: Record<string, keyof ContinuationToken> = {
  l: "startAfter",
  o: "sortOrder",
  c: "sortColumn",
  a: "sortColumnAfter",
};

/** Storage's cursor: base64 of `l:<last name>`, `o:<order>`, `c:<column>`, `a:<timestamp>` lines. */
function encodeContinuationToken(token: ContinuationToken): string {
  let text = "";
  for (const [part, field] of Object.entries(TOKEN_PARTS)) {
    if (token[field]) text += `${part}:${token[field]}\n`;
  }
  return Buffer.from(text.slice(0, -1)).toString("base64");
}

function decodeContinuationToken(cursor: string): ContinuationToken {
  const result: ContinuationToken = { startAfter: "", sortOrder: "asc" };
  for (const part of Buffer.from(cursor, "base64").toString().split("\n")) {
    const match = part.match(/^(\S):(.*)/);
    if (!match || !(match[1] in TOKEN_PARTS)) throw ERRORS.invalidParameter("continuation token");
    result[TOKEN_PARTS[match[1]]] = match[2];
  }
  return result;
}

function escapeLike(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/([%_])/g, "\\$1");
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

interface Query {
  prefix: string;
  delimiter: string | undefined;
  maxKeys: number;
  nextToken: string | undefined;
  sortBy: { order?: string; column?: string; after?: string };
}

/** pg.ts's listObjectsV2: a flat page in SQL, or storage.search_v2 for one folder level. */
function listQuery(bucketId: string, query: Query): { text: string; values: unknown[] } {
  if (!query.delimiter) {
    const values: unknown[] = [bucketId, query.maxKeys];
    const conditions = ["bucket_id = $1"];
    const column = query.sortBy.column;
    const sortColumn = column === "updated_at" || column === "created_at" ? column : undefined;
    const sortOrder = query.sortBy.order === "desc" ? "desc" : "asc";
    const pageOperator = sortOrder === "asc" ? ">" : "<";
    if (query.prefix) {
      values.push(`${escapeLike(query.prefix)}%`);
      conditions.push(`name LIKE $${values.length}`);
    }
    if (query.nextToken) {
      if (sortColumn && query.sortBy.after) {
        values.push(query.sortBy.after, query.nextToken);
        conditions.push(
          `ROW(date_trunc('milliseconds', ${quoteIdentifier(sortColumn)}), name COLLATE "C") ${pageOperator} ` +
            `ROW(COALESCE(NULLIF($${values.length - 1}, '')::timestamptz, 'epoch'::timestamptz), $${values.length})`,
        );
      } else {
        values.push(query.nextToken);
        conditions.push(`name COLLATE "C" ${pageOperator} $${values.length}`);
      }
    }
    return {
      text: `SELECT id, name, metadata, updated_at, created_at, last_accessed_at
        FROM storage.objects
        WHERE ${conditions.join(" AND ")}
        ORDER BY ${sortColumn ? `${quoteIdentifier(sortColumn)} ${sortOrder}, ` : ""}name COLLATE "C" ${sortOrder}
        LIMIT $2`,
      values,
    };
  }
  return {
    text: "select * from storage.search_v2($1, $2, $3, $4, $5, $6, $7, $8)",
    values: [
      query.prefix,
      bucketId,
      query.maxKeys,
      query.prefix ? query.prefix.split("/").length : 1,
      query.nextToken ?? "",
      query.sortBy.order || "asc",
      query.sortBy.column || "name",
      query.sortBy.after || null,
    ],
  };
}

export async function listObjectsV2(
  service: StorageService,
  caller: Caller,
  bucketId: string,
  body: JsonBody,
): Promise<ListV2Result> {
  const options = parseOptions(body);
  const limit = Math.min(options.limit || MAX_KEYS, MAX_KEYS);
  const prefix = options.prefix;
  const delimiter = options.withDelimiter ? "/" : undefined;
  const cursor = options.cursor ? decodeContinuationToken(options.cursor) : undefined;
  const sortColumn = (cursor?.sortColumn || options.sortBy?.column) as SortColumn | undefined;
  const query = listQuery(bucketId, {
    prefix,
    delimiter,
    maxKeys: limit + 1,
    nextToken: cursor?.startAfter,
    sortBy: { order: cursor?.sortOrder || options.sortBy?.order, column: sortColumn, after: cursor?.sortColumnAfter },
  });
  let rows = await inTransaction(
    service.db,
    caller,
    async (tx) => (await tx.query<ListedRow>(query.text, query.values)).rows,
  );

  if (delimiter) {
    // object.ts folds names that still hold a delimiter past the prefix into one folder entry.
    const delimited: ListedRow[] = [];
    let previousPrefix = "";
    for (const row of rows) {
      let index = row.name.replace(prefix, "").indexOf(delimiter);
      if (index >= 0) {
        index = prefix.length + index + delimiter.length;
        const folder = row.name.substring(0, index);
        if (folder === previousPrefix) continue;
        previousPrefix = folder;
        delimited.push({ id: null, name: folder });
        continue;
      }
      delimited.push(row);
    }
    rows = delimited;
  }

  const isTruncated = rows.length > limit;
  const count = isTruncated ? limit : rows.length;
  const folders: ListedRow[] = [];
  const objects: ListedRow[] = [];
  for (const row of rows.slice(0, count)) {
    const name = row.id === null && !row.name.endsWith("/") ? `${row.name}/` : row.name;
    (row.id === null ? folders : objects).push({ ...row, name });
  }
  if (!isTruncated) return { hasNext: false, nextCursor: undefined, nextCursorKey: undefined, folders, objects };
  const last = rows[count - 1];
  const lastSortValue = sortColumn && sortColumn !== "name" ? last[sortColumn] : undefined;
  return {
    hasNext: true,
    nextCursor: encodeContinuationToken({
      startAfter: last.name,
      sortOrder: cursor?.sortOrder || options.sortBy?.order,
      sortColumn,
      sortColumnAfter: lastSortValue ? new Date(lastSortValue).toISOString() : undefined,
    }),
    nextCursorKey: last.name,
    folders,
    objects,
  };
}
