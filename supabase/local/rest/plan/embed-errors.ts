// PostgREST 12's embedding errors, word for word (src/PostgREST/Error.hs): no relationship
// (PGRST200, with a "Perhaps you meant" hint), ambiguous relationship (PGRST201, 300 Multiple
// Choices, the candidates in `details`), and the to-one rules of related orders and spreads.
import { RestError } from "../errors.ts";
import { closestMatch } from "./fuzzy-set.ts";
import { API_SCHEMA, type ForeignKeyRelationship, type Relationship } from "../schema-cache/schema-cache.ts";

export function noRelationship(
  parent: string,
  child: string,
  hint: string | undefined,
  all: Map<string, Relationship[]>,
  schema = API_SCHEMA,
): RestError {
  const usingHint = hint === undefined ? "" : `' using the hint '${hint}`;
  return new RestError(400, {
    code: "PGRST200",
    message: `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${parent}' and '${child}${usingHint}' in the schema '${schema}', but no matches were found.`,
    hint: relationshipSuggestion(parent, child, all),
  });
}

/** Suggests a parent when it has no relationships at all, else a child unless the child exists. */
function relationshipSuggestion(parent: string, child: string, all: Map<string, Relationship[]>): string | null {
  const parentRels = all.get(parent);
  if (!parentRels) {
    const suggestion = closestMatch([...all.keys()], parent);
    return suggestion === undefined ? null : `Perhaps you meant '${suggestion}' instead of '${parent}'.`;
  }
  const children = [...new Set(parentRels.map((rel) => rel.foreignTable))];
  if (children.includes(child)) return null;
  const suggestion = closestMatch(children, child);
  return suggestion === undefined ? null : `Perhaps you meant '${suggestion}' instead of '${child}'.`;
}

const columnList = (columns: string[]): string => `(${columns.join(", ")})`;

function compressed(rel: ForeignKeyRelationship): Record<string, string> {
  const embedding = `${rel.table} with ${rel.foreignTable}`;
  if (rel.junction) {
    const { table, constraint1, constraint2, sourceColumns, targetColumns } = rel.junction;
    const source = columnList(sourceColumns.map(([column]) => column));
    const target = columnList(targetColumns.map(([column]) => column));
    return {
      cardinality: "many-to-many",
      embedding,
      relationship: `${table} using ${constraint1}${source} and ${constraint2}${target}`,
    };
  }
  const own = columnList(rel.columns.map(([column]) => column));
  const foreign = columnList(rel.columns.map(([, column]) => column));
  return {
    cardinality: rel.cardinality,
    embedding,
    relationship: `${rel.constraint} using ${rel.table}${own} and ${rel.foreignTable}${foreign}`,
  };
}

function hintFor(rel: ForeignKeyRelationship): string {
  return `'${rel.foreignTable}!${rel.junction ? rel.junction.table : rel.constraint}'`;
}

export function ambiguousRelationship(parent: string, child: string, rels: ForeignKeyRelationship[]): RestError {
  return new RestError(300, {
    code: "PGRST201",
    message: `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    // PostgREST sends the candidates as a JSON array in `details`; supabase-js passes it through.
    details: rels.map(compressed) as unknown as string,
    hint: `Try changing '${child}' to one of the following: ${rels.map(hintFor).join(", ")}. Find the desired relationship in the 'details' key.`,
  });
}

export const relatedOrderNotToOne = (origin: string, target: string): RestError =>
  new RestError(400, {
    code: "PGRST118",
    message: `A related order on '${target}' is not possible`,
    details: `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    hint: null,
  });

export const spreadNotToOne = (origin: string, target: string): RestError =>
  new RestError(400, {
    code: "PGRST119",
    message: `A spread operation on '${target}' is not possible`,
    details: `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`,
    hint: null,
  });

export const notEmbedded = (resource: string): RestError =>
  new RestError(400, {
    code: "PGRST108",
    message: `'${resource}' is not an embedded resource in this request`,
    details: null,
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
