// TOTP as GoTrue does it with pquerna/otp: 20-byte secrets in unpadded base32, SHA1, 6 digits,
// 30 s steps, one step of skew either side, and the otpauth:// URI an authenticator app scans.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SKEW_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error("invalid base32 secret");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The code for one 30-second step (RFC 6238 with RFC 4226's dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

export function totpStep(atMs: number = Date.now()): number {
  return Math.floor(atMs / 1000 / PERIOD_SECONDS);
}

/** Whether `code` matches the current step or one step either side, as totp.ValidateCustom. */
export function validateTotp(code: string, secret: string, atMs: number = Date.now()): boolean {
  if (code.length !== DIGITS || !/^\d+$/.test(code)) return false;
  const now = totpStep(atMs);
  let matched = false;
  for (let step = now - SKEW_STEPS; step <= now + SKEW_STEPS; step++) {
    // Every candidate is compared, so timing does not tell which step matched.
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))) matched = true;
  }
  return matched;
}

// Go's url.PathEscape-in-a-path and url.QueryEscape (spaces as %20, pquerna's EncodeQuery).
const escapePath = (text: string) =>
  [...text].map((char) => (/[A-Za-z0-9\-_.~$&+,/:;=@]/.test(char) ? char : encodeURIComponent(char))).join("");
const escapeQuery = (text: string) =>
  [...text].map((char) => (/[A-Za-z0-9\-_.~]/.test(char) ? char : encodeURIComponent(char))).join("");

/** pquerna's key.URL(): otpauth://totp/<issuer>:<account>?algorithm=SHA1&digits=6&issuer=…&period=30&secret=… */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  const query = [
    ["algorithm", "SHA1"],
    ["digits", String(DIGITS)],
    ["issuer", issuer],
    ["period", String(PERIOD_SECONDS)],
    ["secret", secret],
  ]
    .map(([key, value]) => `${key}=${escapeQuery(value)}`)
    .join("&");
  return `otpauth://totp/${escapePath(`${issuer}:${accountName}`)}?${query}`;
}

const MODULE_PIXELS = 3; // GoTrue's DefaultQRSize

/**
 * The QR code as bare SVG markup, like GoTrue's (error correction H, 3 px modules). supabase-js
 * prefixes `data:image/svg+xml;utf-8,` without encoding, so the markup must contain no `#`.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const margin = 4;
  const size = QRCode.create(uri, { errorCorrectionLevel: "H" }).modules.size;
  const svg = await QRCode.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "H",
    margin,
    width: (size + 2 * margin) * MODULE_PIXELS,
  });
  return svg.replace('fill="#ffffff"', 'fill="white"').replace('stroke="#000000"', 'stroke="black"');
}
