import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

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
