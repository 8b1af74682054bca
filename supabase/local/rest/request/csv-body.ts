// CSV request bodies (`Content-Type: text/csv`) for inserts, as PostgREST 12 reads them
// (ApiRequest.hs getPayload/csvToJson): RFC 4180 with a header row of column names; every field
// is a string (Postgres converts it to the column's type) except the literal NULL, which is null;
// every line must have as many fields as the header. Line ends may be CRLF or LF.
import type { IncomingHttpHeaders } from "node:http";
import { decodeUtf8, JsonBodyError } from "../../http/json-body.ts";
import { invalidBody } from "../errors.ts";

export function isCsvBody(headers: IncomingHttpHeaders): boolean {
  return (headers["content-type"] ?? "").split(";")[0].trim().toLowerCase() === "text/csv";
}

/** RFC 4180 records; a final line end does not start another record. */
function records(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStarted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === '"') {
      throw invalidBody(`parse error: unexpected '"' inside an unquoted field on line ${rows.length + 1}`);
    } else if (char === ",") {
      row.push(field);
      field = "";
      fieldStarted = false;
    } else if (char === "\n" || (char === "\r" && text[i + 1] === "\n")) {
      if (char === "\r") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      fieldStarted = false;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw invalidBody("parse error: unterminated quoted field");
  if (fieldStarted || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows of an insert sent as CSV, as JSON objects of strings and nulls. */
export function csvRows(body: Buffer): Array<Record<string, string | null>> {
  let text: string;
  try {
    text = decodeUtf8(body);
  } catch (error) {
    if (error instanceof JsonBodyError) throw invalidBody(error.message);
    throw error;
  }
  if (text.includes("\u0000")) throw invalidBody("NUL bytes cannot be converted to text");
  const [header, ...lines] = records(text);
  if (!header) throw invalidBody("parse error: a CSV body needs a header row");
  if (new Set(header).size !== header.length) throw invalidBody("parse error: duplicate column in the CSV header");
  return lines.map((fields) => {
    if (fields.length !== header.length) throw invalidBody("All lines must have same number of fields");
    return Object.fromEntries(header.map((name, i) => [name, fields[i] === "NULL" ? null : fields[i]]));
  });
}
