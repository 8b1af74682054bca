import { PageHero } from "~/components/ui/page-hero";

export function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Talk to a security specialist"
        intro="Tell us about your environment and goals. We'll get back to you within 24 hours."
      />
      <div className="container py-16" />
    </>
  );
}
