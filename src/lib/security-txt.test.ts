import { describe, expect, it } from "vitest";
import { SECURITY_TXT_MIN_DAYS_LEFT, securityTxt, securityTxtExpires } from "./security-txt";

/**
 * RFC 9116 §2.4–2.5 as a reader applies them: lines are `Field: value` (field names case-insensitive),
 * comments start with "#", blank lines are allowed, nothing else is.
 */
function parseSecurityTxt(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const match = /^([A-Za-z0-9-]+): (\S.*)$/.exec(line);
    if (!match) throw new Error(`not a field line: ${JSON.stringify(line)}`);
    const name = match[1].toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), match[2]]);
  }
  return fields;
}

// RFC 3339 date-time (§2.5.5: Expires "MUST be formatted according to the Internet profiles of ISO 8601").
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

describe("security.txt (RFC 9116)", () => {
  const now = new Date("2026-11-27T22:00:00Z");
  const text = securityTxt({
    siteUrl: "https://www.example.com",
    email: "security@example.com",
    policyPath: "/security",
    expires: securityTxtExpires("2026-11-27", now),
  });
  const fields = parseSecurityTxt(text);

  it("has the required fields: at least one Contact, and exactly one Expires", () => {
    expect(fields.get("contact")).toEqual(["mailto:security@example.com", "https://www.example.com/security"]);
    expect(fields.get("expires")).toHaveLength(1);
  });

  it("gives Expires as an RFC 3339 time less than a year after the build and at least 30 days after", () => {
    const [expires] = fields.get("expires")!;
    expect(expires).toMatch(RFC_3339);
    const left = new Date(expires).getTime() - now.getTime();
    expect(left).toBeGreaterThanOrEqual(SECURITY_TXT_MIN_DAYS_LEFT * DAY_MS);
    expect(left).toBeLessThan(365 * DAY_MS);
    expect(expires).toBe("2027-11-26T00:00:00.000Z");
  });

  it("names its canonical address, the policy and English, each once; every URI is absolute", () => {
    expect(fields.get("canonical")).toEqual(["https://www.example.com/.well-known/security.txt"]);
    expect(fields.get("policy")).toEqual(["https://www.example.com/security"]);
    expect(fields.get("preferred-languages")).toEqual(["en"]);
    for (const uri of [...fields.get("contact")!, ...fields.get("canonical")!, ...fields.get("policy")!]) {
      expect(() => new URL(uri), uri).not.toThrow();
    }
    expect([...fields.keys()].sort()).toEqual(["canonical", "contact", "expires", "policy", "preferred-languages"]);
  });

  it("is plain lines ending in a line feed, with nothing a parser would refuse", () => {
    expect(text.endsWith("\n")).toBe(true);
    expect(text).not.toMatch(/\r|\t/);
  });
});

describe("securityTxtExpires", () => {
  it("is the day before the policy's first anniversary, also across a leap day", () => {
    expect(securityTxtExpires("2026-11-27", new Date("2026-11-27T00:00:00Z")).toISOString()).toBe(
      "2027-11-26T00:00:00.000Z",
    );
    expect(securityTxtExpires("2027-03-01", new Date("2027-03-01T00:00:00Z")).toISOString()).toBe(
      "2028-02-29T00:00:00.000Z",
    );
  });

  it("fails the build when the file would expire in under 30 days, saying what to do", () => {
    expect(() => securityTxtExpires("2026-11-27", new Date("2027-10-27T00:00:01Z"))).toThrow(
      /under 30 days away; review the \/security policy/,
    );
    expect(() => securityTxtExpires("2026-11-27", new Date("2027-10-26T23:59:59Z"))).not.toThrow();
  });

  it("fails the build when the file would already have expired", () => {
    expect(() => securityTxtExpires("2026-11-27", new Date("2027-11-26T00:00:00Z"))).toThrow(/is in the past/);
    expect(() => securityTxtExpires("2025-01-01", new Date("2026-11-27T00:00:00Z"))).toThrow(/is in the past/);
  });

  it("fails when the policy's day is after the build's, or no date", () => {
    expect(() => securityTxtExpires("2026-12-25", new Date("2026-11-27T00:00:00Z"))).toThrow(/a year away or more/);
    expect(() => securityTxtExpires("27/11/2026", new Date("2026-11-27T00:00:00Z"))).toThrow(/is no date/);
  });
});
