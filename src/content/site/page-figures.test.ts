import { describe, expect, it } from "vitest";
import { about } from "../company/about";
import { statistics } from "../home/copy";
import { productsOverview } from "../products/copy";
import { servicesPage } from "../services/copy";
import { solutionsOverview } from "../solutions/copy";

// Each page's figures are its own: About, Services, Solutions and Products do not repeat one
// another, nor the home page's statistics (which stay exactly as the spec gives them).
const pages = {
  about: about.facts,
  services: servicesPage.atAGlance,
  solutions: solutionsOverview.atAGlance,
  products: productsOverview.atAGlance,
};
const compact = (value: string) => value.replace(/\s/g, ""); // "15 min" and "15min" are one figure
const homeValues = statistics.map((s) => `${s.value.toFixed(s.decimals)}${s.suffix}`);

describe("figures on About, Services, Solutions and Products", () => {
  it("repeat none of the home page's statistics", () => {
    for (const [page, figures] of Object.entries(pages)) {
      for (const figure of figures) expect(homeValues, `${page}: ${figure.value}`).not.toContain(compact(figure.value));
    }
  });

  it("are different on every page", () => {
    const seen = new Map<string, string>();
    for (const [page, figures] of Object.entries(pages)) {
      for (const { value, label } of figures) {
        const key = `${value} ${label.toLowerCase()}`;
        expect(seen.get(key), `"${key}" on ${page} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, page);
      }
    }
    const labels = Object.values(pages).flatMap((figures) => figures.map((f) => f.label.toLowerCase()));
    expect(new Set(labels).size).toBe(labels.length);
  });
});
