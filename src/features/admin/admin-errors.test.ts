import { describe, expect, it } from "vitest";
import { describeError } from "./admin-errors";

describe("describeError", () => {
  it("explains a permission failure (RLS or a revoked admin)", () => {
    expect(describeError({ code: "42501", message: 'new row violates row-level security policy for table "x"' })).toBe(
      "You don't have permission to do this. Sign in again with an admin account.",
    );
  });

  it("passes on the sentences our database functions raise", () => {
    expect(describeError({ code: "P0001", message: "The last admin cannot be revoked." })).toBe(
      "The last admin cannot be revoked.",
    );
  });

  it("falls back to a generic sentence", () => {
    expect(describeError(undefined)).toBe("Something went wrong. Please try again.");
    expect(describeError(new TypeError("Failed to fetch"))).toBe(
      "Could not reach the server. Check your connection and try again.",
    );
  });
});
