// PostgREST 12's `Accept: text/csv` body (Query/SqlFragment.hs asCsvF): a header row of the result's
// column names joined by commas (unquoted), then one line per row, the row's composite text with
// its parentheses cut off, so quoting, NULL (empty) and arrays/json follow Postgres's record output.
// Postgres renders it, like the JSON bodies. An empty result is the empty header line: "\n". The
// answer's Content-Type is response/respond.ts's.

/** `{body, page_count}` over a row source, as jsonArraySql (sql-read.ts) but in CSV. */
export function csvBodySql(rowSource: string): string {
  const header =
    "coalesce((select string_agg(pgrst_key, ',') " +
    "from json_object_keys(row_to_json((array_agg(pgrst_row))[1])) as pgrst_key), '')";
  const line = "substring(pgrst_row::text, 2, length(pgrst_row::text) - 2)";
  return (
    `select ${header} || E'\\n' || coalesce(string_agg(${line}, E'\\n'), '') as body, ` +
    `count(*)::int as page_count from (${rowSource}) pgrst_row`
  );
}

/** CSV bodies of one write's statements (one per column set) as one: the first header, every line. */
export function joinCsv(bodies: string[]): string {
  if (bodies.length === 0) return "\n";
  const [header] = bodies[0].split("\n", 1);
  return [header, ...bodies.map((body) => body.slice(body.indexOf("\n") + 1))].join("\n");
}
