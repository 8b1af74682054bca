import { createHash } from "node:crypto";

/** A <script> the browser runs: no type, or a JavaScript or module one (not JSON-LD, say). */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * sha256 sources for every inline <script> a page runs, for a CSP without 'unsafe-inline'. Data
 * blocks (JSON-LD) are never run, so the CSP need not name them: each hash is ~55 bytes of header.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script((?![^>]*\bsrc=)[^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes, body] = match;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (body.trim() === "" || !EXECUTABLE.test(type.trim())) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

export function contentSecurityPolicy(scriptHashes: string[], supabaseUrl: string): string {
  const api = new URL(supabaseUrl);
  const ws = `${api.protocol === "https:" ? "wss:" : "ws:"}//${api.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Radix positions popovers with inline style attributes; no inline <style> or script is allowed.
    "style-src 'self' 'unsafe-inline'",
    // Uploaded avatars, logos and step images are served by Supabase Storage (the API origin);
    // data: for inline SVG icons and the MFA QR code, blob: for the preview of a file being uploaded.
    `img-src 'self' data: blob: ${api.origin}`,
    "font-src 'self'",
    `connect-src 'self' ${api.origin} ${ws}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};
