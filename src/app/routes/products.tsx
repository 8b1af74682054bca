import { ProductsOverviewPage } from "~/features/marketing/products-overview-page";
import { productsOverviewEntry } from "~/content/products/overview-meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(productsOverviewEntry);

export default function Route() {
  return <ProductsOverviewPage />;
}
