import { PageHero } from "~/components/ui/page-hero";

export function ServicesPage() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Security services that run your defense, end to end"
        intro="From a 24/7 security operations center to cloud and application protection, our services meet you where your risk is."
      />
      <div className="container py-16" />
    </>
  );
}
