import { PageHero } from "~/components/ui/page-hero";

export function ProfilePage() {
  return (
    <>
      <PageHero eyebrow="Account" title="Your profile" />
      <div className="container py-16" />
    </>
  );
}
