// TOTP through otpauth, set up as GoTrue sets up pquerna/otp: 20-byte secrets in unpadded base32,
// SHA1, 6 digits, 30 s steps, one step of skew either side, and the otpauth:// URI an authenticator
// app scans (built here in pquerna's parameter order, which otpauth's URI does not follow).
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const SKEW_STEPS = 1;
const SECRET_BYTES = 20;

function totp(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: DIGITS, period: PERIOD_SECONDS });
}

export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

export function base32Decode(text: string): Buffer {
  try {
    return Buffer.from(Secret.fromBase32(text.replace(/=+$/, "")).bytes);
  } catch {
    throw new Error("invalid base32 secret");
  }
}

export function generateTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The code for one 30-second step (RFC 6238 with RFC 4226's dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  return totp(secret).generate({ timestamp: step * PERIOD_SECONDS * 1000 });
}

export function totpStep(atMs: number = Date.now()): number {
  return Math.floor(atMs / 1000 / PERIOD_SECONDS);
}

/** Whether `code` matches the current step or one step either side, as totp.ValidateCustom. */
export function validateTotp(code: string, secret: string, atMs: number = Date.now()): boolean {
  if (code.length !== DIGITS || !/^\d+$/.test(code)) return false;
  // otpauth compares each candidate code in constant time.
  return totp(secret).validate({ token: code, timestamp: atMs, window: SKEW_STEPS }) !== null;
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
