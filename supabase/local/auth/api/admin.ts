// GoTrue's admin API behind the service role: routing and the admin check (requireAdmin in
// internal/api/auth.go). Users in admin-users.ts, invites and generated links in admin-links.ts.
// Other callers get 401 no_authorization or 403 not_admin.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StackContext } from "../../context.ts";
import { bearerToken, JwtError } from "../../jwt.ts";
import { generateLink, invite } from "./admin-links.ts";
import { deleteFactor, listFactors, updateFactor } from "./admin-mfa.ts";
import { createAdminUser, deleteUser, listUsers, updateAdminUser, UUID } from "./admin-users.ts";
import { sendJson } from "../../http/send.ts";
import { errors } from "./errors.ts";
import { parseJsonBody, type JsonObject } from "./request.ts";
import { findUserById, toUserJson } from "../models/users.ts";

const ADMIN_ROLES = ["service_role", "supabase_admin"];

export function isAdminPath(subpath: string): boolean {
  return subpath === "/invite" || subpath === "/admin" || subpath.startsWith("/admin/");
}

function requireAdmin(ctx: StackContext, req: IncomingMessage): void {
  const token = bearerToken(req.headers.authorization);
  if (!token) throw errors.noAuthorization();
  let role: unknown;
  try {
    role = ctx.verifyJwt(token).role;
  } catch (error) {
    if (error instanceof JwtError && error.kind === "expired")
      throw errors.badJwt("token has invalid claims: token is expired");
    throw errors.badJwt("token signature is invalid: signature is invalid");
  }
  if (typeof role !== "string" || !ADMIN_ROLES.includes(role)) throw errors.notAdmin();
}

export async function adminRoute(
  ctx: StackContext,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  subpath: string,
): Promise<void> {
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
  const userPath = subpath.match(/^\/admin\/users\/([^/]+)(\/factors(?:\/([^/]+))?)?$/);
  const known = subpath === "/invite" || subpath === "/admin/users" || subpath === "/admin/generate_link" || userPath;
  if (!known) throw errors.notFound();
  requireAdmin(ctx, req);
  const json = (): JsonObject => (method === "GET" ? {} : parseJsonBody(body));
  if (subpath === "/admin/users" && method === "GET") return listUsers(ctx, req, res);
  if (subpath === "/admin/users" && method === "POST") return sendJson(res, 200, await createAdminUser(ctx, json()));
  if (subpath === "/admin/generate_link" && method === "POST") {
    return sendJson(res, 200, await generateLink(ctx, req, json()));
  }
  if (subpath === "/invite" && method === "POST") return sendJson(res, 200, await invite(ctx, req, json()));
  if (userPath) {
    if (!UUID.test(userPath[1])) throw errors.validationNotFound("user_id must be an UUID");
    // GoTrue's loadUser (FindUserByID) also finds soft-deleted users.
    const user = await findUserById(ctx.db, userPath[1], { includeDeleted: true });
    if (!user) throw errors.adminUserNotFound();
    const [, , factorsPath, factorId] = userPath;
    if (factorsPath && factorId === undefined) {
      if (method === "GET") return sendJson(res, 200, await listFactors(ctx, user));
      throw errors.methodNotAllowed();
    }
    if (factorId !== undefined) {
      if (method === "DELETE") return sendJson(res, 200, await deleteFactor(ctx, user, factorId));
      if (method === "PUT") return sendJson(res, 200, await updateFactor(ctx, user, factorId, json()));
      throw errors.methodNotAllowed();
    }
    if (method === "GET") return sendJson(res, 200, toUserJson(user));
    if (method === "PUT") return sendJson(res, 200, await updateAdminUser(ctx, user, json()));
    if (method === "DELETE") return sendJson(res, 200, await deleteUser(ctx, user, json()));
  }
  throw errors.methodNotAllowed();
}
