import { describe, expect, it } from "vitest";
import { HERO_ROTATION_ITEMS } from "~/lib/constants";
import { productIndex, productPath } from "../products";
import { solutionIndex, solutionPath } from "../solutions";
import {
  countWord,
  heroHeadlines,
  homeFeatures,
  howItWorksSection,
  howItWorksSteps,
  statistics,
  testimonials,
} from "./copy";

describe("home content", () => {
  it("has exactly HERO_ROTATION_ITEMS (4) hero headlines", () => {
    expect(heroHeadlines).toHaveLength(HERO_ROTATION_ITEMS);
  });

  it("has six feature cards, each linking to an existing solution or product page", () => {
    const pages = [...solutionIndex.map((o) => solutionPath(o.slug)), ...productIndex.map((o) => productPath(o.slug))];
    expect(homeFeatures).toHaveLength(6);
    for (const feature of homeFeatures) expect(pages).toContain(feature.href);
    expect(new Set(homeFeatures.map((f) => f.href)).size).toBe(6);
  });

  it("lists the spec's four statistics", () => {
    expect(statistics.map((s) => `${s.value.toFixed(s.decimals)}${s.suffix} ${s.label.toLowerCase()}`)).toEqual([
      "99.9% threat detection accuracy",
      "100+ enterprise clients",
      "24/7 monitoring",
      "15min average response time",
    ]);
  });

  it("names the four how-it-works steps as the spec does", () => {
    expect(howItWorksSteps.map((s) => s.title)).toEqual([
      "Assessment & Analysis",
      "Customized Security Plan",
      "Implementation & Integration",
      "Continuous Monitoring",
    ]);
  });

  it("keeps testimonials as fixed text with an empty author and logo", () => {
    expect(testimonials.length).toBeGreaterThan(1);
    for (const t of testimonials) {
      expect(t).toEqual({
        quote: expect.any(String),
        author: "",
        position: expect.any(String),
        company: expect.any(String),
        logo: "",
      });
    }
  });
});

describe("how-it-works copy", () => {
  it("counts the steps it lists in its intro", () => {
    expect(howItWorksSection.intro).toContain(`${countWord(howItWorksSteps.length)}-step`);
    expect(howItWorksSection.intro).toMatch(/^A proven four-step engagement/);
  });
  it("writes small counts as words and larger ones in digits", () => {
    expect([1, 4, 5, 10, 11].map(countWord)).toEqual(["one", "four", "five", "ten", "11"]);
  });
});
