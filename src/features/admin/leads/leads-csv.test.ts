import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv } from "./leads-csv";
import { sampleLead } from "./sample-lead";

const lead = sampleLead;

describe("csvCell", () => {
  it("leaves plain text alone and writes null as an empty cell", () => {
    expect(csvCell("Ada")).toBe("Ada");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell('Say "hi", please')).toBe('"Say ""hi"", please"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it.each(['=HYPERLINK("http://evil")', "+1 555 0100", "-2+3", "@SUM(A1)", "\t=1+1", "\r=1+1"])(
    "neutralises the formula in %j with a leading apostrophe",
    (value) =>
      expect(
        csvCell(value)
          .replace(/^"/, "")
          .startsWith(`'${value.charAt(0)}`),
      ).toBe(true),
  );

  it("quotes a neutralised formula that also holds a comma", () => {
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });
});

describe("leadsToCsv", () => {
  it("writes a BOM, a header row and one CRLF-terminated row per lead", () => {
    const csv = leadsToCsv([
      lead(),
      lead({ kind: "demo", full_name: "=cmd|' /C calc'!A0", message: null, service: null }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Received (UTC),Type,Status,Full name,Email,Company,Phone,Service,Message,Email delivery,Email error,Campaign (source / medium / name),Landing page,Referrer,Sent from,Privacy notice shown,Security updates,Id",
    );
    expect(lines[1]).toBe(
      "2026-01-05T09:30:00.000Z,Contact message,New,Ada Lovelace,ada@example.com,Analytical Engines,,cloud security,Hello,Delivered,,,,,,,No,0b8f6a4e-0000-4000-8000-000000000001",
    );
    expect(lines[2]).toContain("Demo request,New,'=cmd|' /C calc'!A0,");
    expect(lines[3]).toBe("");
  });

  it("writes where the visit came from and what its sender was shown", () => {
    const attributed = lead({
      attribution: {
        firstTouch: {
          landingPage: "/?utm_source=linkedin&utm_campaign=q4",
          referrer: "https://www.linkedin.com/feed/",
          utm: { utm_source: "linkedin", utm_medium: "cpc", utm_campaign: "q4" },
        },
        lastTouch: "/contact",
      },
      privacy_notice_version: "2026-11-28",
      security_updates: true,
    });
    expect(leadsToCsv([attributed]).split("\r\n")[1]).toContain(
      ",linkedin / cpc / q4,/?utm_source=linkedin&utm_campaign=q4,https://www.linkedin.com/feed/,/contact,2026-11-28,Yes,",
    );
  });
});
