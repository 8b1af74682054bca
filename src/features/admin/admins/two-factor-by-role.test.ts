import { describe, expect, it } from "vitest";
import { twoFactorSummary } from "./two-factor-by-role";

describe("who in a role has two-factor, in words", () => {
  it("counts the holders without it, and says what requiring it means for them", () => {
    expect(twoFactorSummary(0, 0, false)).toBe("Nobody holds it.");
    expect(twoFactorSummary(1, 0, true)).toBe("Its one holder has two-factor.");
    expect(twoFactorSummary(3, 0, false)).toBe("All 3 of its holders have two-factor.");
    expect(twoFactorSummary(1, 1, false)).toBe("Its one holder has not set it up.");
    expect(twoFactorSummary(3, 1, true)).toBe(
      "1 of its 3 holders has not set it up, and cannot open staff data until then.",
    );
    expect(twoFactorSummary(3, 2, false)).toBe("2 of its 3 holders have not set it up.");
  });
});
