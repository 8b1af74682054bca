// auth.refresh_tokens (GoTrue's models/refresh_token.go): each session's chain of refresh tokens,
// a rotated one naming its parent. The refresh grant's rotation and reuse detection are in
// sessions.ts, which hands the tokens out.
import { generateRefreshToken } from "../crypto/secrets.ts";
import type { Queryable } from "./users.ts";

/** Stores a new refresh token for `sessionId` (after `parent`, when rotating) and returns it. */
export async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = generateRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, session_id, parent)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4)`,
    [token, userId, sessionId, parent],
  );
  return token;
}
