// How an audit entry reads: who acted, on what, and what changed.
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  ACTOR_SEARCH_MAX_LENGTH,
  type AuditEntry,
  type AuditFilters,
} from "./audit-types";
import { oneOf } from "../list-params";

/** `?action=&actor=`: a known action, and the actor text trimmed to what an address can be. */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const actor = params.get("actor")?.trim().slice(0, ACTOR_SEARCH_MAX_LENGTH);
  return { action: oneOf(AUDIT_ACTIONS, params.get("action")), actor: actor || undefined };
}

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** The actor's email; an erased account by its id; the service role and scheduled jobs as the system. */
export function actorName(entry: Pick<AuditEntry, "actor_id" | "actor_email">): string {
  if (entry.actor_email) return entry.actor_email;
  if (entry.actor_id) return `Account ${entry.actor_id} (no longer exists)`;
  return "System";
}

const detailValue = (value: unknown): string => {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== "object")) return value.join(", ");
  return JSON.stringify(value);
};

/** The detail as "term: value" pairs, a from/to change as one "from → to" pair. */
export function detailPairs(detail: Record<string, unknown>): Array<[string, string]> {
  const { from, to, ...rest } = detail;
  const pairs: Array<[string, string]> = [];
  if ("from" in detail || "to" in detail) pairs.push(["change", `${detailValue(from)} → ${detailValue(to)}`]);
  for (const [key, value] of Object.entries(rest)) pairs.push([key.replaceAll("_", " "), detailValue(value)]);
  return pairs;
}
