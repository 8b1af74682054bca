// The URL state every admin list shares (?page= and its filters), so a filtered page can be
// bookmarked, shared and survives a reload. Each list names its own filters.

/** One of the known values, or undefined for anything else a URL may carry. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** New params with one filter changed; any filter change goes back to page 1. */
export function withFilter(params: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete("page");
  return next;
}

/** New params naming the open detail view (`?lead=…`, `?report=…`), or none; the page stays. */
export function withOpenDetail(params: URLSearchParams, name: string, value: string | undefined) {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** The first and last row (0-based, inclusive) of a page, as supabase-js's range() takes them. */
export const pageRange = (page: number, pageSize: number): [number, number] => [
  (page - 1) * pageSize,
  page * pageSize - 1,
];

/** An ilike pattern that matches the text literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
