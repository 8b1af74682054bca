import { describe, expect, it } from "vitest";
import { ordinal, repeatContactLabel } from "./repeat-contact";

describe("repeat contacts", () => {
  it("counts in English ordinals", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
    ]);
  });

  it("names the company domain, or the address for webmail, and nothing for a first contact", () => {
    expect(repeatContactLabel({ contact_number: 3, contact_domain: "acme.com", email: "ada@acme.com" })).toBe(
      "3rd contact from acme.com",
    );
    expect(repeatContactLabel({ contact_number: 2, contact_domain: null, email: "Ada@Gmail.com" })).toBe(
      "2nd contact from ada@gmail.com",
    );
    expect(repeatContactLabel({ contact_number: 1, contact_domain: "acme.com", email: "ada@acme.com" })).toBeNull();
  });
});
