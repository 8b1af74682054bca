import type { ReactNode } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { ProtectedRoute } from "~/components/route-guards";

/** The frame of /profile and /settings: the hero, then the signed-in content on a surface band. */
export function AccountLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHero eyebrow="Account" title={title} intro={intro} />
      <div className="bg-surface py-12 md:py-16">
        <div className="container">
          <ProtectedRoute>{children}</ProtectedRoute>
        </div>
      </div>
    </>
  );
}
