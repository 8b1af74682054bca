import { describe, expect, it } from "vitest";
import { APPLICATION_TOASTS } from "@rules/job-applications.ts";
import { readSubmitAnswer } from "./send-application";

describe("reading submit-application's answer", () => {
  it("takes a 200 as sent, with the stored application's id", () => {
    const body = { ok: true, applicationId: "9b0e5a8e-5f0e-4a53-9d55-3c1f7f1b2a10" };
    expect(readSubmitAnswer({ status: 200, body })).toEqual({ kind: "sent", applicationId: body.applicationId });
  });

  it("takes a 413 or 415 without words as the rules' own words about the CV", () => {
    expect(readSubmitAnswer({ status: 413, body: null })).toEqual({
      kind: "refused",
      field: "cv",
      problem: APPLICATION_TOASTS.cvTooLarge,
    });
    expect(readSubmitAnswer({ status: 415, body: "Unsupported Media Type" })).toEqual({
      kind: "refused",
      field: "cv",
      problem: APPLICATION_TOASTS.cvWrongType,
    });
  });

  it("takes a 400 as refused about the field it names, or about none when it names an unknown one", () => {
    const error = { field: "coverNote", ...APPLICATION_TOASTS.coverNoteTooLong };
    expect(readSubmitAnswer({ status: 400, body: { error } })).toEqual({
      kind: "refused",
      field: "coverNote",
      problem: APPLICATION_TOASTS.coverNoteTooLong,
    });
    expect(readSubmitAnswer({ status: 400, body: { error: { ...error, field: "body" } } })).toMatchObject({
      kind: "refused",
      field: null,
    });
  });

  it("takes a 500 without words as a failure to say in the form's own words", () => {
    expect(readSubmitAnswer({ status: 500, body: null })).toEqual({ kind: "failed", problem: null });
  });
});
