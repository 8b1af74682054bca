import { describe, expect, it } from "vitest";
import { INVITATION_PROBLEMS, parseCancellation, parseInvitation } from "./staff-invitations.ts";

describe("parseInvitation", () => {
  it("takes an address (trimmed, lower-cased) and a role name", () => {
    expect(parseInvitation({ email: "  Ada@Example.COM ", role: "sales" })).toEqual({
      ok: true,
      value: { email: "ada@example.com", role: "sales" },
    });
  });

  it.each([
    ["no body", null],
    ["an array", [{ email: "a@example.com", role: "sales" }]],
    ["no address", { role: "sales" }],
    ["a number", { email: 7, role: "sales" }],
    ["a NUL byte", { email: "a\u0000b@example.com", role: "sales" }],
    ["a lone surrogate", { email: "a\uD800@example.com", role: "sales" }],
    ["a line break", { email: "a@example.com\nBcc: b@example.com", role: "sales" }],
    ["too long", { email: `${"a".repeat(250)}@example.com`, role: "sales" }],
  ])("refuses %s as the address", (_label, body) => {
    expect(parseInvitation(body)).toEqual({ ok: false, problem: INVITATION_PROBLEMS.email });
  });

  it.each([undefined, "", "Admin", "sales; drop table", "a", "x".repeat(41), 3])("refuses %s as the role", (role) => {
    expect(parseInvitation({ email: "a@example.com", role })).toEqual({ ok: false, problem: INVITATION_PROBLEMS.role });
  });
});

describe("parseCancellation", () => {
  it("takes an account id, and nothing else", () => {
    const userId = "0b8f7c1e-2d3a-4b5c-9d8e-7f6a5b4c3d2e";
    expect(parseCancellation({ userId })).toEqual({ ok: true, value: { userId } });
    for (const body of [{}, { userId: "x" }, { userId: `${userId}'` }, [userId], null]) {
      expect(parseCancellation(body)).toEqual({ ok: false, problem: INVITATION_PROBLEMS.userId });
    }
  });
});
