import { readFileSync } from "node:fs";
import { JWT_SECRET, SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, test } from "./fixtures";
import { listFiles } from "../scripts/build-steps/build-files";

const SECRETS = {
  "service-role key": SERVICE_ROLE_KEY,
  "JWT secret": JWT_SECRET,
  "local admin password": SEEDED_ADMIN.password,
  "service role key name": "SUPABASE_SERVICE_ROLE_KEY",
};

test("the production bundle contains no service-role key, JWT secret or local admin password", () => {
  const files = listFiles();
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file, "latin1");
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(text.includes(secret), `${name} found in ${file}`).toBe(false);
    }
  }
});

test("pages are served with a strict CSP and the security headers", async ({ request }) => {
  for (const path of ["/", "/contact", "/no/such/page", "/profile"]) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    expect(csp, path).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+ ws:\/\/127\.0\.0\.1:\d+/);
    // Images: this site, inline data/blob previews and Storage on the API origin; no other host.
    expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+(;|$)/);
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  }
});

test("hashed assets are cached for a year, pages revalidate, and responses are compressed", async ({
  request,
  page,
}) => {
  const html = await (await request.get("/")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(assetResponse.headers()["content-encoding"]).toBe("br");
  const pageResponse = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(pageResponse.headers()["cache-control"]).toBe("no-cache");
  expect(pageResponse.headers()["content-encoding"]).toBe("gzip");
  // The CSP is live in the browser: the page hydrates with no violation reported (console watch).
  await page.goto("/");
  await expect(page.locator("h1").first()).toBeVisible();
});

test("the home page describes the company as a schema.org Organization", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  const data = JSON.parse(block ?? "{}");
  expect(data["@type"]).toBe("Organization");
  for (const key of ["name", "url", "logo", "contactPoint", "sameAs"]) expect(data[key], key).toBeTruthy();
});

test("account and admin screens and the 404 page are kept out of search results", async ({ request }) => {
  for (const path of ["/auth", "/auth/reset-password", "/no/such/page"]) {
    expect(await (await request.get(path)).text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/careers/technical</loc>");
  expect(sitemap).not.toContain("/auth");
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});
