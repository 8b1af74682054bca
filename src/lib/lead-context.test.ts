import { describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "@rules/lead-context.ts";
import { rememberFirstTouch } from "./first-touch";
import { leadContext } from "./lead-context";

const place = (url: string) => {
  const { pathname, search, origin } = new URL(url);
  return { pathname, search, origin };
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

describe("the lead forms' context", () => {
  it("keeps the visit's first page with its utm_* parameters only, and an external referrer without its query", () => {
    const storage = memoryStorage();
    rememberFirstTouch(
      place("https://site.example/solutions/secops?utm_source=linkedin&utm_campaign=q4&email=ada%40example.com"),
      "https://www.linkedin.com/feed/?trk=private",
      storage,
    );
    // Later pages of the visit change nothing.
    rememberFirstTouch(place("https://site.example/contact?utm_source=other"), "https://site.example/", storage);
    expect(leadContext(true, place("https://site.example/contact"), storage)).toEqual({
      attribution: {
        firstTouch: {
          landingPage: "/solutions/secops?utm_source=linkedin&utm_campaign=q4",
          referrer: "https://www.linkedin.com/feed/",
          utm: { utm_source: "linkedin", utm_campaign: "q4" },
        },
        lastTouch: "/contact",
      },
      consent: { privacyNoticeVersion: PRIVACY_NOTICE_VERSION, securityUpdates: true },
    });
  });

  it("records no referrer for a link from the site itself or none at all", () => {
    for (const referrer of ["https://site.example/about", ""]) {
      const storage = memoryStorage();
      rememberFirstTouch(place("https://site.example/"), referrer, storage);
      expect(leadContext(false, place("https://site.example/"), storage).attribution.firstTouch).toEqual({
        landingPage: "/",
        referrer: null,
        utm: {},
      });
    }
  });

  it("sends the form without a first touch when storage is refused", () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => rememberFirstTouch(place("https://site.example/"), "", refusing)).not.toThrow();
    expect(leadContext(false, place("https://site.example/contact"), refusing).attribution).toEqual({
      firstTouch: null,
      lastTouch: "/contact",
    });
  });
});
