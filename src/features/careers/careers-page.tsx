import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { careersHero } from "~/content/careers/hero";
import type { JobPosting } from "~/content/careers/jobs";

// Prerendered in full; the department select and the sections hydrate as soon as their chunks
// arrive (React replays an early interaction), which keeps the page's first JavaScript under budget.
const CareersHeroActions = lazy(() =>
  import("./careers-hero-actions").then((m) => ({ default: m.CareersHeroActions })),
);
const CareersSections = lazy(() => import("./careers-sections").then((m) => ({ default: m.CareersSections })));

/** /careers. `jobs` lets tests render other lists than the fixed one; the page loads that itself. */
export function CareersPage({ jobs }: { jobs?: readonly JobPosting[] }) {
  return (
    <>
      <PageHero eyebrow={careersHero.eyebrow} title={careersHero.title} intro={careersHero.intro}>
        <Suspense fallback={null}>
          <CareersHeroActions jobs={jobs} />
        </Suspense>
      </PageHero>
      <Suspense fallback={null}>
        <CareersSections jobs={jobs} />
      </Suspense>
    </>
  );
}
