// The CLI edge runtime's `verify_jwt` check, done before a request reaches the function.
import type { IncomingHttpHeaders } from "node:http";
import { claimsFromApiKey } from "../jwt.ts";

export type GateRefusal = { status: 401; body: { msg: string } };

/** Null when the request may pass; otherwise the CLI's 401 answer. */
export function checkFunctionJwt(headers: IncomingHttpHeaders): GateRefusal | null {
  const authorization = headers.authorization;
  if (!authorization) return { status: 401, body: { msg: "Error: Missing authorization header" } };
  const token = authorization.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) return { status: 401, body: { msg: "Error: Auth header is not 'Bearer {token}'" } };
  try {
    claimsFromApiKey(token);
    return null;
  } catch {
    return { status: 401, body: { msg: "Invalid JWT" } };
  }
}
