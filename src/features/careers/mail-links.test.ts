import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { departments } from "~/content/careers/departments";
import { applicationMailto, departmentInquiryMailto } from "./mail-links";

const parseMailto = (href: string) => {
  const [address, query] = href.replace(/^mailto:/, "").split("?");
  const params = new Map(query.split("&").map((pair) => pair.split("=") as [string, string]));
  const decoded = (key: string) => decodeURIComponent(params.get(key) ?? "");
  return { address, query, subject: decoded("subject"), body: decoded("body") };
};

describe("application mail link", () => {
  it("is addressed to HR with the subject 'Application for {title}'", () => {
    const mail = parseMailto(applicationMailto({ title: "Cyber Security Engineer" }));
    expect(mail.address).toBe(company.hrEmail);
    expect(mail.subject).toBe("Application for Cyber Security Engineer");
  });

  it("has a body expressing interest in the position", () => {
    const mail = parseMailto(applicationMailto({ title: "Secretary" }));
    expect(mail.body).toContain("I am interested in the Secretary position");
  });

  it("is percent-encoded, with %20 for spaces rather than '+'", () => {
    const { query } = parseMailto(applicationMailto({ title: "Sales Manager & Lead" }));
    expect(query).not.toContain("+");
    expect(query).not.toContain(" ");
    expect(query).toContain("subject=Application%20for%20Sales%20Manager%20%26%20Lead");
    expect(query).toContain("%0A");
  });
});

describe("department inquiry mail link", () => {
  it.each([
    ["sales", "Sales Inquiry"],
    ["administration", "Administration Inquiry"],
    ["technical", "Technical Inquiry"],
  ])("uses the subject for %s: '%s'", (value, subject) => {
    const department = departments.find((d) => d.value === value)!;
    const mail = parseMailto(departmentInquiryMailto(department));
    expect(mail.address).toBe(company.hrEmail);
    expect(mail.subject).toBe(subject);
  });
});

describe("mail links built from data", () => {
  it("keep a hostile job title inside the subject: no extra recipient or header", () => {
    const title = "Engineer&cc=victim@example.com&bcc=x@example.com\r\nBcc: y@example.com#";
    const url = new URL(applicationMailto({ title }));
    expect(decodeURIComponent(url.pathname)).toBe(company.hrEmail);
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
    expect(url.searchParams.get("subject")).toBe(`Application for ${title}`);
    expect(url.hash).toBe("");
  });
});
