import { describe, expect, it } from "vitest";
import { resolvePath } from "./site-server";

const files = new Set([
  "/index.html",
  "/about/index.html",
  "/assets/app-1.js",
  "/__spa-fallback.html",
  "/__not-found/index.html",
  "/sitemap.xml",
]);
const has = (p: string) => files.has(p);

describe("resolvePath", () => {
  it("serves prerendered pages with or without a trailing slash", () => {
    expect(resolvePath("/", has)).toEqual({ file: "/index.html", status: 200 });
    expect(resolvePath("/about", has)).toEqual({ file: "/about/index.html", status: 200 });
    expect(resolvePath("/about/", has)).toEqual({ file: "/about/index.html", status: 200 });
  });

  it("serves assets and generated files as they are", () => {
    expect(resolvePath("/assets/app-1.js", has)).toEqual({ file: "/assets/app-1.js", status: 200 });
    expect(resolvePath("/sitemap.xml", has)).toEqual({ file: "/sitemap.xml", status: 200 });
  });

  it("sends /security.txt, with or without a trailing slash, to /.well-known/security.txt with a 301", () => {
    for (const path of ["/security.txt", "/security.txt/"]) {
      expect(resolvePath(path, has)).toEqual({ location: "/.well-known/security.txt", status: 301 });
    }
  });

  it("serves the SPA shell for client-only screens", () => {
    const clientOnly = ["/profile", "/settings", "/admin", "/admin/logos", "/demo-booking", "/careers/withdraw"];
    for (const path of [...clientOnly, "/demo-booking/", "/careers/withdraw/"]) {
      expect(resolvePath(path, has)).toEqual({ file: "/__spa-fallback.html", status: 200 });
    }
  });

  it("answers unknown paths, internal files and traversal attempts with the 404 page and status 404", () => {
    for (const path of ["/nope", "/profiles", "/__not-found", "/../etc/passwd", "/about/index.html/x"]) {
      expect(resolvePath(path, has)).toEqual({ file: "/__not-found/index.html", status: 404 });
    }
  });
});
