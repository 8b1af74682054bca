// The lexical pieces every parser of PostgREST's query grammar shares (parse-query.ts for filters,
// order and name lists, parse-select.ts for select): commas outside quotes and parentheses, and
// double-quoted names and values.
import { parseError } from "../errors.ts";

/** A double quote starts a quoted value only where a value starts; elsewhere it is a literal. */
function opensQuote(previous: string | undefined): boolean {
  return previous === undefined || previous === "," || previous === "(" || previous === ".";
}

/** Splits on commas outside quoted values and parentheses. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === "\\") i++;
      else if (char === '"') quoted = false;
    } else if (char === '"' && opensQuote(text[i - 1])) quoted = true;
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0) throw parseError(`"unbalanced parentheses in (${text})"`);
  }
  if (quoted || depth !== 0) throw parseError(`"unbalanced quotes or parentheses in (${text})"`);
  parts.push(text.slice(start));
  return parts;
}

/** `"a\"b"` → `a"b`; unquoted text is returned as is. */
export function unquote(text: string): string {
  if (text.length < 2 || !text.startsWith('"') || !text.endsWith('"')) return text;
  return text.slice(1, -1).replace(/\\(.)/gs, "$1");
}
