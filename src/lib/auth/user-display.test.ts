import { describe, expect, it } from "vitest";
import { fakeUser } from "./testing";
import { avatarInitials, displayName } from "./user-display";

describe("how a user is shown", () => {
  it("uses full_name, then name, then the part of the email before the at sign, then 'User'", () => {
    expect(displayName(fakeUser({ user_metadata: { full_name: "Ada Lovelace", name: "Ada" } }))).toBe("Ada Lovelace");
    expect(displayName(fakeUser({ user_metadata: { name: "Ada" } }))).toBe("Ada");
    expect(displayName(fakeUser({ email: "ada.l@example.com" }))).toBe("ada.l");
    expect(displayName(fakeUser({ email: undefined }))).toBe("User");
  });

  it("falls back to the first two letters of the email in upper case", () => {
    expect(avatarInitials(fakeUser({ email: "grace@example.com" }))).toBe("GR");
  });
});
