// auth.users and auth.identities: lookups, creation, and the User JSON GoTrue returns.
import { randomUUID } from "node:crypto";
import type { Transaction } from "../../db/database.ts";

/** Anything that runs a query: the database or an open transaction. */
export type Queryable = Pick<Transaction, "query">;

type Json = Record<string, unknown>;

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date;
  updated_at: Date;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  identities: IdentityRow[];
  factors?: FactorRow[];
}

/** An auth.mfa_factors row as the User JSON lists it (never its secret). */
export interface FactorRow {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  phone: string | null;
  last_challenged_at: string | null;
  created_at: string;
  updated_at: string;
}

export type TokenColumn =
  "confirmation_token" | "recovery_token" | "email_change_token_new" | "email_change_token_current";

const SELECT_USER = `
  select u.*, coalesce(
    (select jsonb_agg(to_jsonb(i) order by i.created_at) from auth.identities i where i.user_id = u.id),
    '[]'::jsonb) as identities,
  coalesce(
    (select jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name,
        'factor_type', f.factor_type, 'status', f.status, 'phone', f.phone,
        'last_challenged_at', f.last_challenged_at, 'created_at', f.created_at, 'updated_at', f.updated_at)
        order by f.created_at)
       from auth.mfa_factors f where f.user_id = u.id),
    '[]'::jsonb) as factors
  from auth.users u`;

async function one(q: Queryable, where: string, params: unknown[]): Promise<UserRow | undefined> {
  const result = await q.query<UserRow>(`${SELECT_USER} where ${where} limit 1`, params);
  return result.rows[0];
}

export function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  return one(q, "lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null", [email]);
}

/** By id; soft-deleted users only with includeDeleted (GoTrue's admin lookups see them). */
export function findUserById(
  q: Queryable,
  id: string,
  { includeDeleted = false }: { includeDeleted?: boolean } = {},
): Promise<UserRow | undefined> {
  return one(q, includeDeleted ? "u.id = $1" : "u.id = $1 and u.deleted_at is null", [id]);
}

export function findUserByToken(q: Queryable, column: TokenColumn, tokenHash: string): Promise<UserRow | undefined> {
  // Column names come from the TokenColumn union, never from the request.
  return one(q, `u.${column} = $1 and u.${column} <> '' and u.deleted_at is null`, [tokenHash]);
}

export interface NewUser {
  email: string;
  passwordHash: string;
  userMetadata: Json;
  confirmed: boolean;
  /** A caller-chosen id (admin createUser); random otherwise. */
  id?: string;
}

export async function createUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const id = user.id ?? randomUUID();
  await q.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4::boolean then now() end, '{"provider":"email","providers":["email"]}', $5::jsonb)`,
    [id, user.email, user.passwordHash, user.confirmed, JSON.stringify(user.userMetadata)],
  );
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1::text, $1::uuid, $2::jsonb, 'email')`,
    [id, JSON.stringify(newEmailIdentityData(id, user.email))],
  );
  const created = await findUserById(q, id);
  if (!created) throw new Error("user vanished right after insert");
  return created;
}

/** What a new email identity records about its user. */
function newEmailIdentityData(userId: string, email: string): Json {
  return { sub: userId, email, email_verified: false, phone_verified: false };
}

/** Marks the email verified on the user and in its email identity. */
export async function confirmEmail(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = '', updated_at = now() where id = $1`,
    [userId],
  );
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb,
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function recordSignIn(q: Queryable, userId: string): Promise<void> {
  await q.query("update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1", [userId]);
  await q.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [userId]);
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : undefined);

/** GoTrue's User JSON; null timestamps are omitted like Go's omitempty. */
export function toUserJson(user: UserRow): Json {
  const json: Json = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
    factors: user.factors?.length ? user.factors.map(toFactorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
  };
  return JSON.parse(JSON.stringify(json)) as Json;
}

/** GoTrue's Factor JSON: friendly_name omitted when empty, phone "" when none. */
export function toFactorJson(factor: FactorRow): Json {
  return {
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? "",
    last_challenged_at: factor.last_challenged_at ? iso(factor.last_challenged_at) : null,
  };
}

/**
 * The User JSON of a brand-new unconfirmed registration of `email` with `data`, belonging to
 * nobody: fresh ids, timestamps of now, the confirmation just sent. The answer to signing up an
 * address that is registered but unconfirmed, so that it says nothing of the first registrant.
 */
export function newRegistrationLookalike(email: string, data: Json): Json {
  const id = randomUUID();
  const now = new Date();
  return toUserJson({
    id,
    aud: "authenticated",
    role: "authenticated",
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: "email", providers: ["email"] },
    raw_user_meta_data: data,
    created_at: now,
    updated_at: now,
    phone: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
    identities: [
      {
        id: randomUUID(),
        provider_id: id,
        user_id: id,
        identity_data: newEmailIdentityData(id, email),
        provider: "email",
        email,
        last_sign_in_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
    ],
  });
}

/**
 * What hosted GoTrue answers when a confirmed email signs up again with confirmations on: a
 * throwaway user with no identities, so the response does not reveal that the account exists.
 */
export function obfuscatedUser(email: string, data: Json): Json {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: "authenticated",
    role: "",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
