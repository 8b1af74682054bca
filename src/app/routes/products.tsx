import { ProductsOverviewPage } from "~/features/marketing/products-overview-page";
import { productsOverview } from "~/content/products";
import { brandTitle, pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: brandTitle("Products"), description: productsOverview.metaDescription, path: "/products" });

export default function Route() {
  return <ProductsOverviewPage />;
}
