import { describe, expect, it } from "vitest";
import { campaignSummary, PRIVACY_NOTICE_VERSION, readLeadContext } from "./lead-context.ts";

const sent = {
  attribution: {
    firstTouch: {
      landingPage: "/solutions/secops?utm_source=linkedin&utm_campaign=q4-soc",
      referrer: "https://www.linkedin.com/feed/?trk=someone-private",
      utm: { utm_source: "linkedin", utm_medium: "cpc", utm_campaign: "q4-soc", utm_id: "not kept" },
    },
    lastTouch: "/contact",
  },
  consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates: true },
};

describe("readLeadContext", () => {
  it("keeps the first touch (without the referrer's query), the last touch and the consent", () => {
    expect(readLeadContext({ fullName: "Ada", context: sent })).toEqual({
      attribution: {
        firstTouch: {
          landingPage: "/solutions/secops?utm_source=linkedin&utm_campaign=q4-soc",
          referrer: "https://www.linkedin.com/feed/",
          utm: { utm_source: "linkedin", utm_medium: "cpc", utm_campaign: "q4-soc" },
        },
        lastTouch: "/contact",
      },
      consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates: true },
    });
  });

  it("answers nothing known for a body without context, and never fails", () => {
    const none = { attribution: { firstTouch: null, lastTouch: null }, consent: null };
    for (const body of [null, [], "x", {}, { context: [] }, { context: { attribution: 7, consent: "yes" } }]) {
      expect(readLeadContext(body)).toEqual(none);
    }
  });

  it.each([
    ["another site's address as the landing page", { landingPage: "https://evil.example/x" }],
    ["a protocol-relative address", { landingPage: "//evil.example/x" }],
    ["a NUL byte", { landingPage: "/a\u0000b" }],
    ["an oversized path", { landingPage: `/${"a".repeat(400)}` }],
  ])("drops the first touch with %s", (_label, firstTouch) => {
    expect(readLeadContext({ context: { attribution: { firstTouch } } }).attribution.firstTouch).toBeNull();
  });

  it.each([
    ["https://News.Example.com", "https://news.example.com/"],
    ["http://localhost:8080/a/b?x=1#y", "http://localhost:8080/a/b"],
    ["https://user:secret@evil.example/", null],
    ["ftp://files.example.com/", null],
    ["https://exa mple.com/", null],
  ])("reads the referrer %s as %s", (referrer, expected) => {
    const context = readLeadContext({ context: { attribution: { firstTouch: { landingPage: "/", referrer } } } });
    expect(context.attribution.firstTouch?.referrer).toBe(expected);
  });

  it("drops a referrer that is not an http(s) page, a utm value that is not text, a bad notice version", () => {
    const context = readLeadContext({
      context: {
        attribution: {
          firstTouch: { landingPage: "/", referrer: "javascript:alert(1)", utm: { utm_source: { deep: [1] } } },
        },
        consent: { privacyNoticeVersion: "latest", securityUpdates: true },
      },
    });
    expect(context.attribution.firstTouch).toEqual({ landingPage: "/", referrer: null, utm: {} });
    expect(context.consent).toBeNull();
  });

  it("reads the security updates box as ticked only when it is true", () => {
    const consent = (securityUpdates: unknown) =>
      readLeadContext({ context: { consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates } } })
        .consent?.securityUpdates;
    expect([consent(true), consent("true"), consent(1), consent(undefined)]).toEqual([true, false, false, false]);
  });
});

describe("campaignSummary", () => {
  it("says source / medium / campaign, as far as they are known", () => {
    expect(campaignSummary(readLeadContext({ context: sent }).attribution.firstTouch)).toBe("linkedin / cpc / q4-soc");
    expect(campaignSummary({ landingPage: "/", referrer: null, utm: { utm_campaign: "q4" } })).toBe("q4");
    expect(campaignSummary(null)).toBe("");
  });
});
