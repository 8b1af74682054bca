import { PageHero } from "~/components/ui/page-hero";

export function ResetPasswordPage() {
  return (
    <>
      <PageHero eyebrow="Account" title="Set a new password" />
      <div className="container py-16" />
    </>
  );
}
