import { describe, expect, it } from "vitest";
import { readLinkToken } from "./link-token";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJiMSJ9.c2lnbmF0dXJl";

describe("readLinkToken", () => {
  it("reads the token from the fragment, with or without its '#'", () => {
    expect(readLinkToken(`#token=${JWT}`)).toBe(JWT);
    expect(readLinkToken(`token=${JWT}`)).toBe(JWT);
  });

  it("decodes a token the email encoded", () => {
    expect(readLinkToken(`#token=${encodeURIComponent("a+b/c=")}`)).toBe("a+b/c=");
  });

  it("finds the token among other fragment parameters", () => {
    expect(readLinkToken(`#utm_source=email&token=${JWT}`)).toBe(JWT);
  });

  it("answers null for no fragment, another fragment, or an empty token", () => {
    for (const hash of ["", "#", "#top", "#token=", "#token=%20%20", `#tokens=${JWT}`]) {
      expect(readLinkToken(hash), hash).toBeNull();
    }
  });
});
