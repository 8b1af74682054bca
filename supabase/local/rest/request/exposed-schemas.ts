// `[api] schemas` of supabase/config.toml (StackConfig.apiSchemas): the schemas PostgREST exposes
// (PGRST_DB_SCHEMAS in the CLI), the first being the default. Accept-Profile (GET/HEAD) or Content-Profile (other methods)
// picks one, as supabase-js `.schema('x')` sends; any other name is 406 PGRST106.
import type { IncomingMessage } from "node:http";
import { unknownSchema } from "../errors.ts";

/** The schema a request addresses. */
export function requestedSchema(req: IncomingMessage, exposed: string[]): string {
  const isRead = req.method === "GET" || req.method === "HEAD";
  const profile = req.headers[isRead ? "accept-profile" : "content-profile"];
  if (profile === undefined) return exposed[0];
  const name = Array.isArray(profile) ? profile[0] : profile;
  if (!exposed.includes(name)) throw unknownSchema(exposed);
  return name;
}

/** PostgREST names the schema in Content-Profile when more than one is exposed. */
export function profileHeader(schema: string, exposed: string[]): Record<string, string> {
  return exposed.length > 1 ? { "Content-Profile": schema } : {};
}
