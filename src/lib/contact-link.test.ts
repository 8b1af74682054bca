import { describe, expect, it } from "vitest";
import { SERVICE_OPTIONS } from "@rules/lead-fields.ts";
import { contactHref, serviceFromSearch } from "./contact-link";

describe("contact links with a service", () => {
  it("puts the service in the address as readable words", () => {
    expect(contactHref("next generation siem/soc")).toBe("/contact?service=next-generation-siem-soc");
    expect(contactHref("ai powered threat hunting")).toBe("/contact?service=ai-powered-threat-hunting");
    expect(contactHref(null)).toBe("/contact");
  });

  it("reads back every option the form offers", () => {
    for (const { value } of SERVICE_OPTIONS) {
      expect(serviceFromSearch(contactHref(value).split("?")[1])).toBe(value);
    }
  });

  it("ignores an unknown, empty or missing service", () => {
    expect(serviceFromSearch("?service=free-pizza")).toBeNull();
    expect(serviceFromSearch("?service=")).toBeNull();
    expect(serviceFromSearch("")).toBeNull();
    expect(serviceFromSearch("?service=cloud%20security")).toBeNull();
  });
});
