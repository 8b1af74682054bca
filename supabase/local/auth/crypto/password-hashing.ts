// Password hashing as GoTrue does it (internal/crypto/password.go): bcrypt at cost 10, written
// `$2a$` like Go's bcrypt and pgcrypto, so hashes move between the local stack and a real project.
import bcrypt from "bcryptjs";

const BCRYPT_COST = 10;

export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, "$2a$");
  return bcrypt.hash(password, salt);
}

// Compared against when the account does not exist, so response time does not reveal it.
const DUMMY_HASH = "$2a$10$7EqJtq98hPqEX7fNZaFWoOhi5BWX4Z0QqR1x9j6b1zO0nXw5Ck5e2";

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
