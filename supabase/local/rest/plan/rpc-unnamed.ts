// Functions with a single unnamed json/jsonb/text/xml/bytea parameter, as PostgREST 12 calls them
// (Plan.hs findProc hasSingleUnnamedParam): a POST whose body's media type fits the parameter
// passes the whole body. application/json → json/jsonb, text/plain → text, text/xml → xml,
// application/octet-stream → bytea. Named-argument overloads win; these are the fallback.
import type { IncomingHttpHeaders } from "node:http";
import { decodeUtf8, JsonBodyError } from "../../http/json-body.ts";
import { invalidBody, RestError } from "../errors.ts";
import type { FunctionInfo } from "../schema-cache/schema-cache.ts";

export type BodyMedia = "json" | "text" | "xml" | "bytea";

const PARAM_TYPES: Record<BodyMedia, string[]> = {
  json: ["json", "jsonb"],
  text: ["text"],
  xml: ["xml"],
  bytea: ["bytea"],
};

/** The POST body's media type as findProc sees it; anything else is read as JSON, as before. */
export function bodyMedia(headers: IncomingHttpHeaders): BodyMedia {
  const type = (headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  if (type === "text/plain") return "text";
  if (type === "text/xml") return "xml";
  if (type === "application/octet-stream") return "bytea";
  return "json";
}

/** Whether `fn` is PostgREST's single-unnamed-parameter fallback for a POST of this media type. */
export function acceptsBody(fn: FunctionInfo, media: BodyMedia): boolean {
  return fn.unnamed === true && PARAM_TYPES[media].includes(fn.params[0].sqlType);
}

/** PGRST202's wording when only such a function could have matched (Error.hs NoRpc). */
export function unnamedSearch(media: BodyMedia): string {
  return media === "json"
    ? " or with a single unnamed json/jsonb parameter"
    : ` with a single unnamed ${media} parameter`;
}

/** The body as the text of the parameter's value (bytea in hex), bound as `$n::type`. */
export function unnamedArgument(media: BodyMedia, body: Buffer): string {
  if (media === "bytea") return `\\x${body.toString("hex")}`;
  let text: string;
  try {
    text = decodeUtf8(body);
  } catch (error) {
    if (error instanceof JsonBodyError) throw invalidBody(error.message);
    throw error;
  }
  if (text.includes("\u0000")) {
    throw new RestError(400, {
      code: "22021",
      details: null,
      hint: null,
      message: 'invalid byte sequence for encoding "UTF8": 0x00',
    });
  }
  return media === "json" && text.trim() === "" ? "{}" : text;
}
