import { describe, expect, it } from "vitest";
import { readFragmentToken } from "./fragment-token";

const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJiMSJ9.c2lnbmF0dXJl";

describe("readFragmentToken", () => {
  it("reads the token from the fragment, with or without its '#'", () => {
    expect(readFragmentToken(`#token=${JWT}`)).toBe(JWT);
    expect(readFragmentToken(`token=${JWT}`)).toBe(JWT);
  });

  it("decodes a token the email encoded", () => {
    expect(readFragmentToken(`#token=${encodeURIComponent("a+b/c=")}`)).toBe("a+b/c=");
  });

  it("finds the token among other fragment parameters", () => {
    expect(readFragmentToken(`#utm_source=email&token=${JWT}`)).toBe(JWT);
  });

  it("answers null for no fragment, another fragment, or an empty token", () => {
    for (const hash of ["", "#", "#top", "#token=", "#token=%20%20", `#tokens=${JWT}`]) {
      expect(readFragmentToken(hash), hash).toBeNull();
    }
  });
});
