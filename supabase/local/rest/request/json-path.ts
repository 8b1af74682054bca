// PostgREST 12's JSON paths on columns (`data->a->>b`, `data->0`) in select, filters and order
// (ApiRequest/QueryParams.hs pJsonPath, Plan.hs aliasSelectField): parsing and implicit names. Their
// SQL (Query/SqlFragment.hs pgFmtField) is query/sql-filters.ts jsonPathColumn.
import { parseError } from "../errors.ts";

export interface JsonStep {
  arrow: "->" | "->>";
  key: string;
  /** `->0`, `->-1`: an array index rather than an object key. */
  index: boolean;
}

export interface JsonField {
  column: string;
  path: JsonStep[];
}

const INDEX = /^-?\d+$/;

/** `data->a->>b` → {column: data, path: [-> a, ->> b]}; undefined when the name has no arrow. */
export function splitJsonPath(name: string): JsonField | undefined {
  const first = name.indexOf("->");
  if (first < 0) return undefined;
  const column = name.slice(0, first).trim();
  const failed = () => parseError(`"failed to parse json path (${name})"`, "expecting a key or an index after ->");
  if (column === "" || name.includes("\u0000")) throw failed();
  const path: JsonStep[] = [];
  const pattern = /(->>?)([^>]*?)(?=->|$)/gs;
  const rest = name.slice(first);
  let consumed = 0;
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) throw failed();
    consumed += match[0].length;
    const arrow = match[1] as JsonStep["arrow"];
    const raw = match[2].trim();
    const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"');
    const key = quoted ? raw.slice(1, -1).replace(/\\(.)/gs, "$1") : raw;
    if (key === "" || (!quoted && /[(:.,)]/.test(key))) throw failed();
    path.push({ arrow, key, index: !quoted && INDEX.test(key) });
  }
  if (consumed !== rest.length || path.length === 0) throw failed();
  return { column, path };
}

/** PostgREST's implicit name of a JSON path select item: its last key, else the column name. */
export function implicitJsonAlias(field: JsonField): string {
  const last = field.path[field.path.length - 1];
  if (!last.index) return last.key;
  const lastKey = [...field.path].reverse().find((step) => !step.index);
  return lastKey?.key ?? field.column;
}
