import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { productPages, productsOverview } from "~/content/products/copy";
import { servicesPage } from "~/content/services/copy";
import { solutionPages, solutionsOverview } from "~/content/solutions/copy";
import { ICON_SPRITE_URL } from "./marketing-icon";

const sprite = readFileSync(join(process.cwd(), "public", ICON_SPRITE_URL), "utf8");

describe("icon sprite", () => {
  const used = new Set([
    ...solutionPages.flatMap((s) => [s.icon, ...s.whatItDoes.capabilities.map((c) => c.icon)]),
    ...productPages.flatMap((p) => [p.icon, ...p.features.items.map((f) => f.icon)]),
    ...servicesPage.benefits.items.map((b) => b.icon),
    ...servicesPage.serviceCards.map((s) => s.icon),
    ...solutionsOverview.shared.items.map((i) => i.icon),
    ...productsOverview.shared.items.map((i) => i.icon),
  ]);

  it.each([...used])('has a <symbol id="%s"> for an icon the content uses', (icon) => {
    expect(sprite).toContain(`<symbol id="${icon}" viewBox="0 0 24 24">`);
  });
});
