// A deliberately tiny TOML reader for supabase/config.toml: tables ([a.b]), key = value with
// strings, numbers, booleans and (multi-line) arrays of those. Enough for the keys the stack reads.

export type TomlValue = string | number | boolean | TomlValue[];
export type TomlTable = { [key: string]: TomlValue | TomlTable };

export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = stripComment(lines[index]).trim();
    if (!line) continue;
    const header = line.match(/^\[([^\]]+)\]$/);
    if (header) {
      current = tableAt(
        root,
        header[1].split(".").map((part) => part.trim().replace(/^"|"$/g, "")),
      );
      continue;
    }
    const eq = line.indexOf("=");
    if (eq < 0) throw new Error(`config.toml line ${index + 1}: expected key = value`);
    // Arrays may span lines: keep reading until the brackets balance.
    while (bracketDepth(line) > 0 && index + 1 < lines.length) {
      line += " " + stripComment(lines[++index]).trim();
    }
    const key = line.slice(0, eq).trim().replace(/^"|"$/g, "");
    current[key] = parseValue(line.slice(eq + 1).trim());
  }
  return root;
}

function tableAt(root: TomlTable, path: string[]): TomlTable {
  let table = root;
  for (const part of path) {
    const next = table[part];
    if (next === undefined) table[part] = {};
    else if (typeof next !== "object" || Array.isArray(next)) throw new Error(`config.toml: ${part} is not a table`);
    table = table[part] as TomlTable;
  }
  return table;
}

function stripComment(line: string): string {
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"' && line[i - 1] !== "\\") inString = !inString;
    if (char === "#" && !inString) return line.slice(0, i);
  }
  return line;
}

function bracketDepth(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' && text[i - 1] !== "\\") inString = !inString;
    else if (!inString && char === "[") depth++;
    else if (!inString && char === "]") depth--;
  }
  return depth;
}

function parseValue(text: string): TomlValue {
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'")) return text.slice(1, -1);
  if (text === "true" || text === "false") return text === "true";
  if (text.startsWith("[")) return splitArray(text.slice(1, -1)).map(parseValue);
  const number = Number(text.replace(/_/g, ""));
  if (Number.isNaN(number)) throw new Error(`config.toml: cannot read value ${text}`);
  return number;
}

function splitArray(inner: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === '"' && inner[i - 1] !== "\\") inString = !inString;
    else if (!inString && char === "[") depth++;
    else if (!inString && char === "]") depth--;
    else if (!inString && depth === 0 && char === ",") {
      items.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  items.push(inner.slice(start));
  return items.map((item) => item.trim()).filter(Boolean);
}
