import { PageHero } from "~/components/ui/page-hero";

export function AuthPage() {
  return (
    <>
      <PageHero eyebrow="Account" title="Sign in to your account" />
      <div className="container py-16" />
    </>
  );
}
