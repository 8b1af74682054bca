import { PageHero } from "~/components/ui/page-hero";

export function SettingsPage() {
  return (
    <>
      <PageHero eyebrow="Account" title="Settings" />
      <div className="container py-16" />
    </>
  );
}
