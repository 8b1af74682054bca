// GoTrue's admin factor endpoints (internal/api/admin.go): GET /admin/users/{id}/factors lists a
// user's factors, DELETE /admin/users/{id}/factors/{factor_id} removes one (dropping the sessions
// it raised to aal1, as unenroll does) and PUT renames it. auth.admin.mfa.* in supabase-js.
import type { StackContext } from "../../context.ts";
import { cleanText, deleteFactorDowngradingSessions, UUID_PATTERN } from "./mfa.ts";
import { mfaErrors } from "./mfa-errors.ts";
import { stringField, type JsonObject } from "./request.ts";
import { toFactorJson, type FactorRow, type Queryable, type UserRow } from "../models/users.ts";

const FACTOR_COLUMNS = `id, friendly_name, factor_type::text as factor_type, status::text as status, phone,
  last_challenged_at, created_at, updated_at`;

/** GoTrue's loadFactor behind loadUser: a factor of this user, or 404. */
async function loadFactor(q: Queryable, user: UserRow, factorId: string): Promise<FactorRow> {
  if (!UUID_PATTERN.test(factorId)) throw mfaErrors.factorIdNotUuid();
  const result = await q.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, user.id],
  );
  const factor = result.rows[0];
  if (!factor) throw mfaErrors.factorNotFound();
  return factor;
}

export async function listFactors(ctx: StackContext, user: UserRow): Promise<JsonObject[]> {
  const result = await ctx.db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [user.id],
  );
  return result.rows.map(toFactorJson);
}

export async function deleteFactor(ctx: StackContext, user: UserRow, factorId: string): Promise<JsonObject> {
  const factor = await loadFactor(ctx.db, user, factorId);
  await deleteFactorDowngradingSessions(ctx, user.id, factor.id);
  return toFactorJson(factor);
}

/** PUT: renames the factor when friendly_name is given (phone only applies to phone factors). */
export async function updateFactor(
  ctx: StackContext,
  user: UserRow,
  factorId: string,
  body: JsonObject,
): Promise<JsonObject> {
  const factor = await loadFactor(ctx.db, user, factorId);
  const name = cleanText(body, "friendly_name");
  stringField(body, "phone"); // read (and type-checked) as GoTrue does; TOTP factors have no phone
  if (!name) return toFactorJson(factor);
  const updated = await ctx.db
    .query<FactorRow>(
      `update auth.mfa_factors set friendly_name = $1, updated_at = now() where id = $2 returning ${FACTOR_COLUMNS}`,
      [name, factor.id],
    )
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "23505") throw mfaErrors.nameConflict(name);
      throw error;
    });
  return toFactorJson(updated.rows[0]);
}
