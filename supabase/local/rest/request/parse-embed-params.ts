// Query parameters aimed at an embedded resource: `posts.title=eq.x`, `posts.order=title.desc`,
// `posts.limit=2`, `posts.offset=1`, `posts.or=(...)`, `posts.comments.body=like.*x*`. The part
// before the last dot is the embed path (aliases or relation names, as in `select`).
import type { EmbedParams, LogicTree, OrderTerm } from "./types.ts";

/** How parse-query reads each kind of value, passed in so the grammar stays in one place. */
export interface EmbedParamParsers {
  logic(key: string, value: string): LogicTree;
  condition(column: string, value: string): LogicTree["children"][number];
  order(value: string): OrderTerm[];
  count(name: string, value: string): number;
}

// Longest first, so `posts.not.or` is a negated or on `posts`, not an or on `posts.not`.
const LOGIC_ENDINGS = ["not.or", "not.and", "or", "and"];

/** True for a dotted key that is not a top-level `not.or` / `not.and`. */
export function isEmbedParamKey(key: string): boolean {
  return key.includes(".") && key !== "not.or" && key !== "not.and";
}

export function emptyEmbedParams(): EmbedParams {
  return { where: { kind: "and", negated: false, children: [] }, order: [] };
}

/** Adds one `path.x=value` parameter to the params of embed `path`. */
export function addEmbedParam(
  embedded: Map<string, EmbedParams>,
  key: string,
  value: string,
  parse: EmbedParamParsers,
): void {
  const logic = LOGIC_ENDINGS.find((ending) => key.endsWith(`.${ending}`));
  const last = logic ?? key.slice(key.lastIndexOf(".") + 1);
  const path = key.slice(0, key.length - last.length - 1);
  const params = embedded.get(path) ?? emptyEmbedParams();
  embedded.set(path, params);
  if (logic) params.where.children.push(parse.logic(logic, value));
  else if (last === "order") params.order = parse.order(value);
  else if (last === "limit") params.limit = parse.count("limit", value);
  else if (last === "offset") params.offset = parse.count("offset", value);
  else params.where.children.push(parse.condition(last, value));
}
