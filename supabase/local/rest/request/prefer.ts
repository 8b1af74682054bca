// The `Prefer` header as PostgREST 12 reads it (src/PostgREST/ApiRequest/Preferences.hs): every
// value of every Prefer header, split on commas; the first value of each kind wins; anything else
// is "invalid" and refused with 400 PGRST122 only under `handling=strict`.
//
// `tx=commit` / `tx=rollback` are recognised (never invalid) but only honoured when PostgREST's
// `db-tx-end` allows an override (`pgrst.db_tx_end = 'commit-allow-override'`, db-config.ts).
// Hosted Supabase and the Supabase CLI leave it at the default `commit`, so there the preference
// is ignored (and absent from Preference-Applied): a request with `tx=rollback` commits.
import type { IncomingHttpHeaders } from "node:http";
import { RestError } from "../errors.ts";
import { isKnownTimezone } from "../schema-cache/timezones.ts";

export type CountPreference = "exact" | "planned" | "estimated";
export type Resolution = "merge-duplicates" | "ignore-duplicates";

export interface PreferHeader {
  resolution?: Resolution;
  representation?: "full" | "minimal" | "headers-only";
  count?: CountPreference;
  missing?: "default" | "null";
  handling?: "strict" | "lenient";
  /** Only meaningful with handling=strict, as in PostgREST. */
  maxAffected?: number;
  /** `timezone=…` when the name is in pg_timezone_names (timezones.ts). */
  timezone?: string;
  /** `tx=commit` / `tx=rollback`, only when db_tx_end allows an override. */
  transaction?: "commit" | "rollback";
  /** `params=single-object` (deprecated in PostgREST 12). */
  singleObject: boolean;
  invalid: string[];
}

const KNOWN: Record<string, (prefs: PreferHeader) => boolean> = {
  "resolution=merge-duplicates": (p) => set(p, "resolution", "merge-duplicates"),
  "resolution=ignore-duplicates": (p) => set(p, "resolution", "ignore-duplicates"),
  "return=representation": (p) => set(p, "representation", "full"),
  "return=minimal": (p) => set(p, "representation", "minimal"),
  "return=headers-only": (p) => set(p, "representation", "headers-only"),
  "params=single-object": (p) => (p.singleObject = true),
  "count=exact": (p) => set(p, "count", "exact"),
  "count=planned": (p) => set(p, "count", "planned"),
  "count=estimated": (p) => set(p, "count", "estimated"),
  // Recognised always; applied only when db_tx_end allows an override (parsePreferHeader).
  "tx=commit": (p) => set(p, "transaction", "commit"),
  "tx=rollback": (p) => set(p, "transaction", "rollback"),
  "missing=default": (p) => set(p, "missing", "default"),
  "missing=null": (p) => set(p, "missing", "null"),
  "handling=strict": (p) => set(p, "handling", "strict"),
  "handling=lenient": (p) => set(p, "handling", "lenient"),
};

/** First value wins, like PostgREST's `parsePrefs`. */
function set<K extends keyof PreferHeader>(prefs: PreferHeader, key: K, value: PreferHeader[K]): boolean {
  if (prefs[key] === undefined) prefs[key] = value;
  return true;
}

/** Haskell's `readMaybe :: Int64`: an optional minus sign and digits, within 64 bits. */
function readInt64(text: string): number | undefined {
  if (!/^\s*-?\d+\s*$/.test(text)) return undefined;
  const value = BigInt(text.trim());
  if (value > 9223372036854775807n || value < -9223372036854775808n) return undefined;
  return Number(value);
}

export function parsePreferHeader(headers: IncomingHttpHeaders, allowTxOverride = false): PreferHeader {
  const raw = headers.prefer;
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((header) => (header === "" ? [] : header.split(",")))
    .map((token) => token.trim());
  const prefs: PreferHeader = { singleObject: false, invalid: [] };
  // The first timezone= decides: a known name makes every timezone= value acceptable, else none is.
  const firstTimezone = values.find((value) => value.startsWith("timezone="))?.slice("timezone=".length);
  if (firstTimezone !== undefined && isKnownTimezone(firstTimezone)) prefs.timezone = firstTimezone;
  let maxAffectedSeen = false;
  for (const value of values) {
    if (KNOWN[value]) {
      KNOWN[value](prefs);
    } else if (value.startsWith("max-affected=")) {
      // Only the first max-affected counts; a malformed one is ignored, never "invalid".
      if (!maxAffectedSeen) prefs.maxAffected = readInt64(value.slice("max-affected=".length));
      maxAffectedSeen = true;
    } else if (!(value.startsWith("timezone=") && prefs.timezone !== undefined)) {
      prefs.invalid.push(value);
    }
  }
  if (!allowTxOverride) delete prefs.transaction;
  if (prefs.handling === "strict" && prefs.invalid.length > 0) throw invalidPreferences(prefs.invalid);
  return prefs;
}

export function invalidPreferences(invalid: string[]): RestError {
  return new RestError(400, {
    code: "PGRST122",
    details: `Invalid preferences: ${invalid.join(", ")}`,
    hint: null,
    message: "Invalid preferences given with handling=strict",
  });
}

/** 400 PGRST124, raised inside the transaction so the change is rolled back. */
export function maxAffectedViolation(rows: number): RestError {
  return new RestError(400, {
    code: "PGRST124",
    details: `The query affects ${rows} rows`,
    hint: null,
    message: "Query result exceeds max-affected preference constraint",
  });
}

/** The limit that applies: PostgREST checks max-affected only under handling=strict. */
export function effectiveMaxAffected(prefs: PreferHeader): number | undefined {
  return prefs.handling === "strict" ? prefs.maxAffected : undefined;
}

type AppliedKind =
  | "resolution"
  | "missing"
  | "representation"
  | "params"
  | "count"
  | "transaction"
  | "handling"
  | "timezone"
  | "maxAffected";

const REPRESENTATION_VALUES = { full: "representation", minimal: "minimal", "headers-only": "headers-only" };

/** `Preference-Applied`, in PostgREST's order, listing only the kinds this response applies. */
export function preferenceApplied(prefs: PreferHeader, kinds: AppliedKind[]): string | undefined {
  const has = (kind: AppliedKind) => kinds.includes(kind);
  const applied = [
    has("resolution") && prefs.resolution ? `resolution=${prefs.resolution}` : "",
    has("missing") && prefs.missing ? `missing=${prefs.missing}` : "",
    has("representation") && prefs.representation ? `return=${REPRESENTATION_VALUES[prefs.representation]}` : "",
    has("params") && prefs.singleObject ? "params=single-object" : "",
    has("count") && prefs.count ? `count=${prefs.count}` : "",
    has("transaction") && prefs.transaction ? `tx=${prefs.transaction}` : "",
    has("handling") && prefs.handling ? `handling=${prefs.handling}` : "",
    has("timezone") && prefs.timezone ? `timezone=${prefs.timezone}` : "",
    has("maxAffected") && prefs.handling === "strict" && prefs.maxAffected !== undefined
      ? `max-affected=${prefs.maxAffected}`
      : "",
  ].filter(Boolean);
  return applied.length > 0 ? applied.join(", ") : undefined;
}

/** Adds `Preference-Applied` to response headers when there is something to report. */
export function withPreferenceApplied(headers: Record<string, string>, applied: string | undefined) {
  return applied === undefined ? headers : { ...headers, "Preference-Applied": applied };
}

/** PostgREST's optionalRollback: `tx=rollback`, or db_tx_end = rollback unless `tx=commit`. */
export function shouldRollback(prefs: PreferHeader, rollbackAll: boolean): boolean {
  return prefs.transaction === "rollback" || (rollbackAll && prefs.transaction !== "commit");
}
