import { createHash } from "node:crypto";

/** sha256 sources for every inline <script> in a page, for a CSP without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1];
    if (body.trim() === "") continue;
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
