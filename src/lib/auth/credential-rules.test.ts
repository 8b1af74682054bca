import { describe, expect, it } from "vitest";
import { newPasswordFieldProblems, newPasswordProblem } from "./credential-rules";

describe("new password rules (spec §5: match first, then at least 6 characters)", () => {
  it('answers "Password Mismatch" before "Password Too Short"', () => {
    expect(newPasswordProblem("abc", "abd")?.title).toBe("Password Mismatch");
    expect(newPasswordProblem("abc12", "abc12")?.title).toBe("Password Too Short");
    expect(newPasswordProblem("secret", "secret")).toBeNull();
  });

  it("marks a mismatch on the confirmation and a short password on the password", () => {
    expect(newPasswordFieldProblems("secret-pass", "secret-pasS")).toEqual({
      confirmation: "Passwords do not match. Please try again.",
    });
    expect(newPasswordFieldProblems("abc12", "abc12")).toEqual({
      password: "Password must be at least 6 characters long.",
    });
    expect(newPasswordFieldProblems("abc", "abd")).toEqual({
      password: "Password must be at least 6 characters long.",
      confirmation: "Passwords do not match. Please try again.",
    });
    expect(newPasswordFieldProblems("secret", "secret")).toEqual({});
  });
});
