import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("contentSecurityPolicy img-src", () => {
  it("allows images from the site, inline data/blob previews and the Supabase project's Storage only", () => {
    const csp = contentSecurityPolicy([], "https://abcdefgh.supabase.co");
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "https://abcdefgh.supabase.co"]);
  });

  it("uses the API origin without its path, locally too", () => {
    const csp = contentSecurityPolicy([], "http://127.0.0.1:54321/");
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "http://127.0.0.1:54321"]);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a page runs, classic and module, once each, and no data block", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module" async="">b()</script>',
      "<script>a()</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module" src="/assets/c.js"></script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='", // a()
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='", // b()
    ]);
  });
});
