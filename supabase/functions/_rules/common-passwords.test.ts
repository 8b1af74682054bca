import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords.ts";
import { SEEDED_ADMIN } from "../../tests/fixtures.ts";

describe("isCommonPassword", () => {
  it("finds the most common passwords whatever their case and surrounding spaces", () => {
    for (const password of ["password", "123456", "qwerty123", "Password1", " iloveyou ", "P@ssw0rd"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it("lets an uncommon passphrase through", () => {
    for (const password of ["correct-horse-battery", SEEDED_ADMIN.password, "tangerine lighthouse 42"]) {
      expect(isCommonPassword(password)).toBe(false);
    }
  });

  it("stays small enough to ship to the browser: at most 1000 entries, none shorter than 6", () => {
    expect(commonPasswordCount()).toBeGreaterThan(400);
    expect(commonPasswordCount()).toBeLessThanOrEqual(1000);
    expect(isCommonPassword("12345")).toBe(false);
  });
});
