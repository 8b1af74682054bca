// GoTrue's admin user endpoints (internal/api/admin.go): list with page/per_page and the
// X-Total-Count and Link headers, create, update (metadata merged key by key, ban_duration, role,
// email, password) and delete (hard, or soft with should_soft_delete).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { StackContext } from "../../context.ts";
import { sendJson } from "../../http/send.ts";
import { errors } from "./errors.ts";
import { assertMetadataSize } from "./metadata.ts";
import { hashPassword } from "../crypto/password-hashing.ts";
import { assertPasswordAcceptable } from "./password-rules.ts";
import { normalizeEmail, objectField, queryOf, stringField, type JsonObject } from "./request.ts";
import {
  confirmEmail,
  createUser,
  findUserByEmail,
  findUserById,
  toUserJson,
  type Queryable,
  type UserRow,
} from "../models/users.ts";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DEFAULT_PER_PAGE = 50;

export async function listUsers(ctx: StackContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const query = queryOf(req);
  const parse = (name: string, fallback: number): number => {
    const raw = query.get(name);
    if (raw === null || raw === "") return fallback;
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
      throw errors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing "${raw}": invalid syntax`);
    }
    return Number(raw);
  };
  const page = Math.max(1, parse("page", 1));
  const perPage = parse("per_page", DEFAULT_PER_PAGE) || DEFAULT_PER_PAGE;
  const total = Number(
    (await ctx.db.query<{ n: number }>("select count(*)::int as n from auth.users where aud = 'authenticated'")).rows[0]
      .n,
  );
  const ids = await ctx.db.query<{ id: string }>(
    "select id from auth.users where aud = 'authenticated' order by created_at desc, id limit $1 offset $2",
    [perPage, (page - 1) * perPage],
  );
  const users: JsonObject[] = [];
  for (const { id } of ids.rows) {
    const user = await findUserById(ctx.db, id, { includeDeleted: true });
    if (user) users.push(toUserJson(user));
  }
  const totalPages = Math.ceil(total / perPage);
  const linkFor = (n: number) => `</admin/users?page=${n}&per_page=${perPage}>`;
  let link = page < totalPages ? `${linkFor(page + 1)}; rel="next", ` : "";
  link += `${linkFor(totalPages)}; rel="last"`;
  sendJson(res, 200, { users, aud: "authenticated" }, { Link: link, "X-Total-Count": String(total) });
}

/** Go's time.ParseDuration for the units an admin would use; "none" lifts a ban. */
function banUntil(raw: string): Date | null {
  if (raw === "none") return null;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1e3, m: 6e4, h: 36e5 };
  if (!/^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/.test(raw)) {
    throw errors.validation(`invalid format for ban duration: time: invalid duration "${raw}"`);
  }
  let ms = 0;
  for (const [, amount, , unit] of raw.matchAll(/(\d+(\.\d+)?)(ns|us|µs|ms|s|m|h)/g))
    ms += Number(amount) * units[unit];
  return ms > 0 ? new Date(Date.now() + ms) : null;
}

function booleanField(body: JsonObject, key: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== "boolean") throw errors.badJson(`field "${key}" must be a boolean`);
  return value;
}

/** GoTrue merges metadata key by key; a null value removes the key. */
export async function mergeMetadata(
  q: Queryable,
  column: "raw_user_meta_data" | "raw_app_meta_data",
  userId: string,
  data: JsonObject,
): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  await q.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $1::jsonb) - $2::text[],
       updated_at = now() where id = $3`,
    [JSON.stringify(kept), removed, userId],
  );
}

async function passwordHashFrom(
  ctx: StackContext,
  body: JsonObject,
  checkStrength: boolean,
): Promise<string | undefined> {
  const password = stringField(body, "password");
  const given = stringField(body, "password_hash");
  if (password && given) throw errors.validation("Only a password or a password hash should be provided");
  if (given) {
    if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(given)) throw errors.validation("Invalid password hash format");
    return given;
  }
  if (!password) return undefined;
  if (password.length > 72) throw errors.validation("bcrypt: password length exceeds 72 bytes");
  if (checkStrength) assertPasswordAcceptable(password, ctx.config.auth);
  return hashPassword(password);
}

export async function createAdminUser(ctx: StackContext, body: JsonObject): Promise<JsonObject> {
  const rawEmail = stringField(body, "email");
  if (stringField(body, "phone")) throw errors.validation("Phone users are not supported by the local stack");
  if (!rawEmail) throw errors.validation("Cannot create a user without either an email or phone");
  const email = normalizeEmail(rawEmail);
  const userMetadata = objectField(body, "user_metadata") ?? {};
  const appMetadata = objectField(body, "app_metadata");
  assertMetadataSize(userMetadata);
  assertMetadataSize(appMetadata);
  const id = stringField(body, "id");
  if (id !== undefined && !UUID.test(id)) throw errors.validation("ID must conform to the uuid v4 format");
  const ban = stringField(body, "ban_duration");
  const bannedUntil = ban ? banUntil(ban) : undefined;
  const role = stringField(body, "role");
  const confirm = booleanField(body, "email_confirm");
  if (await findUserByEmail(ctx.db, email)) throw errors.emailExists();
  const passwordHash = (await passwordHashFrom(ctx, body, false)) ?? "";
  const created = await ctx.db
    .transaction(async (tx) => {
      const user = await createUser(tx, { email, passwordHash, userMetadata, confirmed: false, id });
      if (role) await tx.query("update auth.users set role = $1 where id = $2", [role, user.id]);
      if (appMetadata) await mergeMetadata(tx, "raw_app_meta_data", user.id, appMetadata);
      if (confirm) await confirmEmail(tx, user.id);
      if (bannedUntil !== undefined) {
        await tx.query("update auth.users set banned_until = $1 where id = $2", [bannedUntil, user.id]);
      }
      return findUserById(tx, user.id);
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "23505") throw errors.emailExists();
      throw error;
    });
  if (!created) throw errors.adminUserNotFound();
  return toUserJson(created);
}

export async function updateAdminUser(ctx: StackContext, user: UserRow, body: JsonObject): Promise<JsonObject> {
  const rawEmail = stringField(body, "email");
  const email = rawEmail ? normalizeEmail(rawEmail) : undefined;
  const userMetadata = objectField(body, "user_metadata");
  const appMetadata = objectField(body, "app_metadata");
  if (userMetadata) assertMetadataSize({ ...(user.raw_user_meta_data ?? {}), ...userMetadata });
  if (appMetadata) assertMetadataSize({ ...(user.raw_app_meta_data ?? {}), ...appMetadata });
  const ban = stringField(body, "ban_duration");
  const bannedUntil = ban ? banUntil(ban) : undefined;
  const role = stringField(body, "role");
  const confirm = booleanField(body, "email_confirm");
  if (stringField(body, "phone")) throw errors.validation("Phone users are not supported by the local stack");
  const passwordHash = await passwordHashFrom(ctx, body, true);
  if (email && email !== user.email) {
    const owner = await findUserByEmail(ctx.db, email);
    if (owner && owner.id !== user.id) throw errors.emailExists();
  }
  await ctx.db
    .transaction(async (tx) => {
      if (role) await tx.query("update auth.users set role = $1 where id = $2", [role, user.id]);
      if (confirm) await confirmEmail(tx, user.id);
      if (passwordHash) {
        await tx.query("update auth.users set encrypted_password = $1, updated_at = now() where id = $2", [
          passwordHash,
          user.id,
        ]);
      }
      if (email) {
        await tx.query("update auth.users set email = $1, updated_at = now() where id = $2", [email, user.id]);
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider)
           values ($1::text, $1::uuid, jsonb_build_object('sub', $1::text, 'email', $2::text, 'email_verified', $3::boolean,
             'phone_verified', false), 'email')
           on conflict (provider_id, provider) do update set identity_data = auth.identities.identity_data ||
             jsonb_build_object('email', $2::text, 'email_verified', $3::boolean), updated_at = now()`,
          [user.id, email, confirm],
        );
        if (user.is_anonymous && confirm)
          await tx.query("update auth.users set is_anonymous = false where id = $1", [user.id]);
      }
      if (appMetadata) await mergeMetadata(tx, "raw_app_meta_data", user.id, appMetadata);
      if (userMetadata) await mergeMetadata(tx, "raw_user_meta_data", user.id, userMetadata);
      if (bannedUntil !== undefined) {
        await tx.query("update auth.users set banned_until = $1 where id = $2", [bannedUntil, user.id]);
      }
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === "23505") throw errors.emailExists();
      throw error;
    });
  return toUserJson((await findUserById(ctx.db, user.id, { includeDeleted: true })) ?? user);
}

/** GoTrue's obfuscateValue in SQL: base64url without padding of sha256(id || value). */
const obfuscated = (idColumn: string, value: string) =>
  `rtrim(translate(encode(sha256(convert_to(${idColumn}::text || coalesce(${value}, ''), 'UTF8')), 'base64'), '+/', '-_'), '=')`;

export async function deleteUser(ctx: StackContext, user: UserRow, body: JsonObject): Promise<JsonObject> {
  const soft = booleanField(body, "should_soft_delete");
  await ctx.db.transaction(async (tx) => {
    if (!soft) {
      await tx.query("delete from auth.users where id = $1", [user.id]);
      return;
    }
    // GoTrue's SoftDeleteUser (models/user.go): the row stays with deleted_at set; email, phone and
    // their pending changes become base64url(sha256(id + value)) (phones cut to 15 characters, even
    // when empty), the password and tokens go, metadata becomes {}; identities are obfuscated too.
    // A second soft delete changes nothing.
    if (user.deleted_at) return;
    await tx.query(
      `update auth.users set deleted_at = now(), updated_at = now(),
         email = ${obfuscated("id", "email")}, phone = left(${obfuscated("id", "phone")}, 15),
         email_change = ${obfuscated("id", "email_change")}, phone_change = left(${obfuscated("id", "phone_change")}, 15),
         encrypted_password = null, confirmation_token = '', recovery_token = '',
         email_change_token_new = '', email_change_token_current = '', phone_change_token = '',
         reauthentication_token = '', raw_app_meta_data = '{}'::jsonb, raw_user_meta_data = '{}'::jsonb
       where id = $1`,
      [user.id],
    );
    await tx.query(
      `update auth.identities set identity_data = '{}'::jsonb,
         provider_id = ${obfuscated("user_id", "provider || ':' || provider_id")} where user_id = $1`,
      [user.id],
    );
    await tx.query("delete from auth.mfa_factors where user_id = $1", [user.id]);
    await tx.query("delete from auth.sessions where user_id = $1", [user.id]);
  });
  return {};
}
