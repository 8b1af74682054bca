import { PageHero } from "~/components/ui/page-hero";

export function AdminPage() {
  return (
    <>
      <PageHero eyebrow="Admin" title="Administration" />
      <div className="container py-16" />
    </>
  );
}
