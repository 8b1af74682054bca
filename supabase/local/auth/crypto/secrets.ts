// Secrets that travel by email or to the client: 6-digit OTPs, their hashes, refresh tokens.
import { createHash, randomBytes, randomInt } from "node:crypto";

export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** GoTrue's link token: hex(sha224(email + otp)); the same OTP typed in by hand maps to it. */
export function tokenHash(email: string, otp: string): string {
  return createHash("sha224")
    .update(email.toLowerCase() + otp)
    .digest("hex");
}

export function generateRefreshToken(): string {
  return randomBytes(24).toString("base64url");
}

// GoTrue's legacy 12-char tokens and our 32-char base64url ones both fit.
const REFRESH_TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,255}$/;

export function looksLikeRefreshToken(token: string): boolean {
  return REFRESH_TOKEN_SHAPE.test(token);
}
