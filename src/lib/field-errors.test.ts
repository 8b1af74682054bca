import { describe, expect, it } from "vitest";
import { firstMarked, keepMarked } from "./field-errors";

describe("field errors after a failed submit", () => {
  it("keeps a marked field's current message while it still fails, and drops it once it passes", () => {
    const marked = { email: "Please fill in your email.", name: "Please fill in your name." };
    expect(keepMarked(marked, { email: "Please enter a valid email address." })).toEqual({
      email: "Please enter a valid email address.",
    });
  });

  it("does not mark a field that was fine at the submit, however it is edited since", () => {
    expect(keepMarked({ email: "x" }, { email: "x", phone: "too long" })).toEqual({ email: "x" });
  });

  it("finds the first marked field in the form's order, not the order of the messages", () => {
    expect(firstMarked(["name", "email", "message"], { message: "m", email: "e" })).toBe("email");
    expect(firstMarked(["name", "email"], {})).toBeUndefined();
  });
});
