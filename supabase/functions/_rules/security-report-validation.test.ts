import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_MAX_LENGTH,
  SECURITY_REPORT_TOASTS,
  securityReportErrors,
  validateSecurityReport,
} from "./security-report-validation.ts";

const report = {
  email: "finder@example.com",
  title: "Stored XSS in the careers page",
  description: "Steps:\n1. Open /careers\n2. ...",
};

describe("validateSecurityReport", () => {
  it("accepts email, title and description alone; the severity defaults to unknown", () => {
    expect(validateSecurityReport(report)).toEqual({
      ok: true,
      value: { ...report, fullName: "", affectedAsset: "", severity: "unknown" },
    });
  });

  it("names the first missing required field with the form's toast", () => {
    expect(validateSecurityReport({ ...report, title: "  " })).toEqual({
      ok: false,
      error: { field: "title", ...SECURITY_REPORT_TOASTS.missingRequired },
    });
    expect(securityReportErrors({})).toEqual({
      email: "Please fill in your email.",
      title: "Please give the issue a title.",
      description: "Please describe the issue.",
    });
  });

  it("refuses a bad email, an over-long description and an unknown severity", () => {
    expect(validateSecurityReport({ ...report, email: "a@b" })).toMatchObject({ error: { field: "email" } });
    const long = { ...report, description: "d".repeat(DESCRIPTION_MAX_LENGTH + 1) };
    expect(validateSecurityReport(long)).toMatchObject({ error: SECURITY_REPORT_TOASTS.descriptionTooLong });
    expect(validateSecurityReport({ ...report, description: "😀".repeat(DESCRIPTION_MAX_LENGTH) }).ok).toBe(true);
    expect(validateSecurityReport({ ...report, severity: "apocalyptic" })).toMatchObject({
      error: { field: "severity" },
    });
  });

  it("cleans NUL bytes, lone surrogates and controls before checking, keeping the description's lines", () => {
    const result = validateSecurityReport({
      ...report,
      title: "XSS\u0000 in \uD800 search",
      description: "line 1\r\nline 2\u0007",
      severity: "high",
    });
    expect(result).toMatchObject({
      ok: true,
      value: { title: "XSS  in \uFFFD search", description: "line 1\nline 2", severity: "high" },
    });
  });
});
