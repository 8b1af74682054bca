import { productPath } from "~/content/products";
import { productPages, productsOverview } from "~/content/products/copy";
import { OverviewPage } from "./overview-page";

const cards = productPages.map((p) => ({
  name: p.name,
  href: productPath(p.slug),
  icon: p.icon,
  summary: p.headline,
  note: { label: "Covers", text: p.worksWith.join(" · ") },
}));

export function ProductsOverviewPageContent() {
  return <OverviewPage copy={productsOverview} cards={cards} cardsPerRow={3} />;
}
