import { describe, expect, it } from "vitest";
import { passwordStrength } from "./password-quality";

describe("password strength", () => {
  it.each([
    ["password", true, "Too common"],
    ["ab12cd", false, "Weak"],
    ["aaaaaaaaaaaa", false, "Weak"],
    ["123456789", false, "Weak"],
    ["river-lamp7", false, "Fair"],
    ["river-lamp-oak", false, "Good"],
    ["river lamp oak violin", false, "Strong"],
  ])('rates "%s" (common: %s) as %s', (password, common, label) => {
    expect(passwordStrength(password, common).label).toBe(label);
  });

  it("tells why a common password is refused", () => {
    expect(passwordStrength("123456", true).advice).toBe(
      "This password is on the list of the most common passwords. Choose another.",
    );
  });
});
