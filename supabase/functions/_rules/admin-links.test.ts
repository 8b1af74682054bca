import { describe, expect, it } from "vitest";
import { adminSubmissionUrl, leadDetailValue, parseLeadDetailValue } from "./admin-links.ts";

describe("admin links", () => {
  const id = "7d3f0b7e-2c1a-4f5e-9b8a-0c1d2e3f4a5b";

  it("names a lead by kind and id, and reads back only what it wrote", () => {
    expect(parseLeadDetailValue(leadDetailValue("contact", id))).toEqual({ kind: "contact", id });
    expect(parseLeadDetailValue(`security-${id}`)).toBeUndefined();
    expect(parseLeadDetailValue(id)).toBeUndefined();
    expect(parseLeadDetailValue()).toBeUndefined();
  });

  it("builds the admin address of a lead and of a security report", () => {
    expect(adminSubmissionUrl("https://www.example.com", "contact", id)).toBe(
      `https://www.example.com/admin?lead=contact-${id}`,
    );
    expect(adminSubmissionUrl("http://127.0.0.1:8080", "security", id)).toBe(
      `http://127.0.0.1:8080/admin/security-reports?report=${id}`,
    );
  });
});
