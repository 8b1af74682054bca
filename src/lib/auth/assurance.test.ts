import { describe, expect, it } from "vitest";
import { needsSecondFactor, sessionLevel } from "./assurance";
import { fakeFactor, fakeSession, fakeUser } from "./testing";

describe("assurance level", () => {
  it("reads the aal claim of the access token", () => {
    expect(sessionLevel(fakeSession(fakeUser(), "aal2"))).toBe("aal2");
    expect(sessionLevel(fakeSession(fakeUser(), "aal1"))).toBe("aal1");
    expect(sessionLevel(fakeSession())).toBeNull();
    expect(sessionLevel(null)).toBeNull();
  });

  it("owes a code for a password-only session of an account with a verified authenticator", () => {
    const withFactor = fakeUser({ factors: [fakeFactor()] });
    expect(needsSecondFactor(fakeSession(withFactor, "aal1"))).toBe(true);
    expect(needsSecondFactor(fakeSession(withFactor, "aal2"))).toBe(false);
  });

  it("owes nothing without a verified authenticator", () => {
    expect(needsSecondFactor(fakeSession(fakeUser(), "aal1"))).toBe(false);
    const unverified = fakeUser({ factors: [fakeFactor({ status: "unverified" })] });
    expect(needsSecondFactor(fakeSession(unverified, "aal1"))).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });
});
