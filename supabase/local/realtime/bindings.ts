// `postgres_changes` bindings from a phx_join: which changes a channel wants, with the integer
// ids the server echoes back (realtime-js matches them index by index) and stamps on events.
import type { DbChangeEvent } from "../context.ts";

export interface RowFilter {
  column: string;
  operator: "eq" | "neq" | "lt" | "lte" | "gt" | "gte" | "in";
  values: string[];
}

export interface ChangeBinding {
  /** The entry exactly as the client sent it, echoed in the join reply with `id` added. */
  requested: Record<string, unknown>;
  id: number;
  event: string;
  schema: string;
  table: string;
  filter?: RowFilter;
}

export class BindingError extends Error {}

const EVENTS = new Set(["*", "INSERT", "UPDATE", "DELETE"]);

/** The real server derives ids from a hash of the params; any stable positive integer works. */
function bindingId(entry: Record<string, unknown>): number {
  const text = JSON.stringify([entry.event, entry.schema, entry.table ?? null, entry.filter ?? null]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0) % 100_000_000;
}

export function parseFilter(text: string): RowFilter {
  const match = text.match(/^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s);
  if (!match) throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  const [, column, operator, raw] = match;
  if (operator !== "in") return { column, operator: operator as RowFilter["operator"], values: [raw] };
  const list = raw.match(/^\((.*)\)$/s);
  if (!list) throw new BindingError(`Error parsing \`filter\` params: ${text}`);
  return { column, operator: "in", values: list[1].split(",").map((value) => value.trim().replace(/^"(.*)"$/s, "$1")) };
}

export function parseBindings(config: unknown): ChangeBinding[] {
  const entries = (config as { postgres_changes?: unknown } | null)?.postgres_changes;
  if (entries === undefined || entries === null) return [];
  if (!Array.isArray(entries)) throw new BindingError("postgres_changes must be a list");
  return entries.map((value: unknown) => {
    const entry = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    const event = String(entry.event ?? "*").toUpperCase();
    if (!EVENTS.has(event)) throw new BindingError(`Unknown postgres_changes event: ${String(entry.event)}`);
    const filter = typeof entry.filter === "string" && entry.filter !== "" ? parseFilter(entry.filter) : undefined;
    return {
      requested: entry,
      id: bindingId(entry),
      event,
      schema: typeof entry.schema === "string" ? entry.schema : "public",
      table: typeof entry.table === "string" ? entry.table : "*",
      filter,
    };
  });
}

function compare(actual: unknown, expected: string): number {
  const actualNumber = typeof actual === "number" ? actual : Number.NaN;
  const expectedNumber = Number(expected);
  if (!Number.isNaN(actualNumber) && !Number.isNaN(expectedNumber)) return actualNumber - expectedNumber;
  const text = typeof actual === "string" ? actual : JSON.stringify(actual);
  return text < expected ? -1 : text > expected ? 1 : 0;
}

function matchesFilter(filter: RowFilter, record: Record<string, unknown>): boolean {
  if (!Object.hasOwn(record, filter.column)) return false;
  const value = record[filter.column];
  if (value === null) return false;
  const order = compare(value, filter.values[0]);
  switch (filter.operator) {
    case "eq":
      return order === 0;
    case "neq":
      return order !== 0;
    case "lt":
      return order < 0;
    case "lte":
      return order <= 0;
    case "gt":
      return order > 0;
    case "gte":
      return order >= 0;
    case "in":
      return filter.values.some((expected) => compare(value, expected) === 0);
  }
}

/** Ids of the bindings this change is for. DELETEs ignore filters, as on hosted Realtime. */
export function matchingBindingIds(bindings: ChangeBinding[], change: DbChangeEvent): number[] {
  const ids: number[] = [];
  for (const binding of bindings) {
    if (binding.event !== "*" && binding.event !== change.type) continue;
    if (binding.schema !== change.schema) continue;
    if (binding.table !== "*" && binding.table !== change.table) continue;
    if (binding.filter && change.type !== "DELETE" && !matchesFilter(binding.filter, change.record ?? {})) continue;
    if (!ids.includes(binding.id)) ids.push(binding.id);
  }
  return ids;
}
