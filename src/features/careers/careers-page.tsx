import { PageHero } from "~/components/ui/page-hero";

export function CareersPage() {
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Defend what matters. Build your career here."
        intro="Join the analysts, engineers and operators who keep our clients safe around the clock."
      />
      <div className="container py-16" />
    </>
  );
}
