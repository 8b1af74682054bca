import { describe, expect, it } from "vitest";
import {
  confirmsEmail,
  describeErasureError,
  erasureSummary,
  fieldLabel,
  foundSummary,
  personalDataFileName,
} from "./data-requests-format";
import type { PersonalData } from "./personal-data-types";

const found = (overrides: Partial<PersonalData> = {}): PersonalData => ({
  email: "ada@example.com",
  exported_at: "2026-11-27T10:00:00Z",
  contact_messages: [{ id: "c1" }, { id: "c2" }],
  demo_requests: [],
  security_reports: [{ id: "r1" }],
  account: null,
  ...overrides,
});

describe("the data request screen's words", () => {
  it("counts what was found and what was erased", () => {
    expect(foundSummary(found())).toBe("2 contact messages, 0 demo requests, 1 security report and no account");
    expect(foundSummary(found({ account: { id: "u", email: "ada@example.com", avatars: [] } }))).toMatch(
      /and an account$/,
    );
    expect(erasureSummary({ contact_messages: 1, demo_requests: 0, security_reports: 0, account: true })).toBe(
      "Deleted 1 contact message, 0 demo requests, 0 security reports and the account.",
    );
  });

  it("confirms only the address itself, as the database compares it (trimmed, any case)", () => {
    expect(confirmsEmail("  Ada@Example.com ", "ada@example.com")).toBe(true);
    expect(confirmsEmail("ada@example.co", "ada@example.com")).toBe(false);
    expect(confirmsEmail("", "ada@example.com")).toBe(false);
  });

  it("explains the database's refusals in the request's terms", () => {
    const refused = (message: string) => describeErasureError({ code: "P0001", message });
    expect(refused("You cannot revoke your own admin access.")).toMatch(
      /your own account, and you cannot erase yourself/,
    );
    expect(refused("The last admin cannot be revoked.")).toMatch(/only admin's account/);
    expect(refused("Remove the account's avatar files first (the export lists them), then erase again.")).toBe(
      "Remove the account's avatar files first (the export lists them), then erase again.",
    );
    expect(describeErasureError({ code: "42501", message: "permission denied" })).toMatch(/permission/);
  });

  it("names fields and the downloaded file readably", () => {
    expect(fieldLabel("email_confirmed_at")).toBe("Email confirmed at");
    expect(personalDataFileName("Ada.L+x@example.com", "2026-11-27")).toBe(
      "personal-data-Ada-L-x-example-com-2026-11-27.json",
    );
  });
});
