import { PageHero } from "~/components/ui/page-hero";

export function ProductsOverviewPage() {
  return (
    <>
      <PageHero
        eyebrow="Products"
        title="Products that protect every layer"
        intro="Network, application, datacenter and cloud-native protection, operated by our SOC."
      />
      <div className="container py-16" />
    </>
  );
}
