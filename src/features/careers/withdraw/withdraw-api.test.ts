import { describe, expect, it } from "vitest";
import { readLinkAnswer, readWithdrawAnswer } from "./withdraw-api";

const application = { jobTitle: "Secretary", submittedAt: "2026-11-28T15:30:00.000Z" };
const error = { error: { title: "Invalid link", description: "This link is not valid." } };

describe("reading withdraw-application's answers", () => {
  it("reads the application a valid link names", () => {
    expect(readLinkAnswer({ status: 200, body: { application } })).toEqual({ kind: "found", application });
  });

  it("takes 400 as a link that is not valid, 404 as an application already gone", () => {
    expect(readLinkAnswer({ status: 400, body: error })).toEqual({ kind: "invalid" });
    expect(readLinkAnswer({ status: 404, body: error })).toEqual({ kind: "gone" });
    expect(readWithdrawAnswer({ status: 400, body: error })).toEqual({ kind: "invalid" });
    expect(readWithdrawAnswer({ status: 404, body: error })).toEqual({ kind: "gone" });
  });

  it("takes { withdrawn: true } as withdrawn, and a 200 without it as a failure", () => {
    expect(readWithdrawAnswer({ status: 200, body: { withdrawn: true } })).toEqual({ kind: "withdrawn" });
    expect(readWithdrawAnswer({ status: 200, body: {} })).toEqual({ kind: "failed", problem: null });
    expect(readLinkAnswer({ status: 200, body: { application: { jobTitle: "x" } } })).toEqual({
      kind: "failed",
      problem: null,
    });
  });

  it("takes 410 as an expired link, with the function's words", () => {
    expect(readLinkAnswer({ status: 410, body: error })).toEqual({ kind: "expired", problem: error.error });
    expect(readWithdrawAnswer({ status: 410, body: null })).toEqual({ kind: "expired", problem: null });
  });

  it("keeps the function's words for anything else (429, 5xx)", () => {
    expect(readLinkAnswer({ status: 429, body: error })).toEqual({ kind: "failed", problem: error.error });
  });
});
