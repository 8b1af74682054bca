// The one JSON body reader every service calls, part of the HTTP kit (http/): hostile bodies
// (invalid UTF-8, nesting deep enough to overflow a recursive walk, NUL or lone UTF-16 surrogates
// inside strings) become a JsonBodyError the service turns into its own 400, never a stack
// overflow or a 500.
//   auth:     parseJsonText(text, { rejectNul: true, rejectLoneSurrogates: true }) → 400 bad_json
//   rest:     parseJsonText(text) → 400 PGRST102 (Postgres itself answers NUL with 22P05)
//   realtime: parseJsonText(text, { rejectLoneSurrogates: true }) → 400/422 as Realtime does

/** Go's encoding/json stops at 10000; nothing a client sends legitimately comes close to this. */
export const MAX_JSON_DEPTH = 512;

export type JsonProblem = "encoding" | "syntax" | "depth" | "nul" | "lone-surrogate";

export class JsonBodyError extends Error {
  constructor(
    readonly problem: JsonProblem,
    message: string,
  ) {
    super(message);
    this.name = "JsonBodyError";
  }
}

export interface JsonReadOptions {
  /** `\u0000` inside a string (Postgres text cannot hold it). */
  rejectNul?: boolean;
  /** `\ud800` without its pair, or a low surrogate alone (not valid Unicode). */
  rejectLoneSurrogates?: boolean;
  maxDepth?: number;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes a body as strict UTF-8 (no silent U+FFFD), or throws JsonBodyError("encoding"). */
export function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new JsonBodyError("encoding", "request body is not valid UTF-8");
  }
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** One linear pass over the text: nesting depth, and what the string escapes contain. */
function inspect(text: string, options: Required<JsonReadOptions>): void {
  let depth = 0;
  let inString = false;
  let pendingHigh = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (!inString) {
      if (char === 0x22) inString = true;
      else if (char === 0x5b || char === 0x7b) {
        if (++depth > options.maxDepth) {
          throw new JsonBodyError("depth", `JSON nesting is deeper than ${options.maxDepth} levels`);
        }
      } else if (char === 0x5d || char === 0x7d) depth--;
      continue;
    }
    if (char === 0x5c && text.charCodeAt(i + 1) === 0x75) {
      const unit = Number.parseInt(text.slice(i + 2, i + 6), 16);
      i += 5;
      if (unit === 0 && options.rejectNul) throw new JsonBodyError("nul", "\\u0000 cannot be converted to text");
      if (options.rejectLoneSurrogates && (pendingHigh ? !isLow(unit) : isLow(unit))) {
        throw new JsonBodyError("lone-surrogate", "invalid Unicode: a lone UTF-16 surrogate");
      }
      pendingHigh = isHigh(unit);
      continue;
    }
    if (pendingHigh && options.rejectLoneSurrogates) {
      throw new JsonBodyError("lone-surrogate", "invalid Unicode: a lone UTF-16 surrogate");
    }
    pendingHigh = false;
    if (char === 0x5c) i++;
    else if (char === 0x22) inString = false;
  }
}

/** JSON.parse with the checks above; "" parses to undefined (each service decides what empty means). */
export function parseJsonText(text: string, options: JsonReadOptions = {}): unknown {
  if (text.trim() === "") return undefined;
  inspect(text, {
    rejectNul: options.rejectNul ?? false,
    rejectLoneSurrogates: options.rejectLoneSurrogates ?? false,
    maxDepth: options.maxDepth ?? MAX_JSON_DEPTH,
  });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new JsonBodyError("syntax", (error as Error).message);
  }
}

/** parseJsonText over a raw body, decoded as strict UTF-8. */
export function parseJsonBuffer(body: Buffer, options: JsonReadOptions = {}): unknown {
  return parseJsonText(decodeUtf8(body), options);
}
