import { lazy, Suspense } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { departmentIntros } from "~/content/careers/department-intros";
import type { DepartmentOption } from "~/content/careers/departments";
import type { JobPosting } from "~/content/careers/jobs";

// Prerendered in full; the hero links and the sections hydrate as soon as their chunks arrive,
// which keeps the page's first JavaScript under budget.
const DepartmentHeroActions = lazy(() =>
  import("./department-hero-actions").then((m) => ({ default: m.DepartmentHeroActions })),
);
const DepartmentSections = lazy(() => import("./department-sections").then((m) => ({ default: m.DepartmentSections })));

interface DepartmentPageProps {
  department: DepartmentOption;
  /** The department's open jobs; the page loads the fixed list itself (tests pass [] for the empty state). */
  jobs?: readonly JobPosting[];
}

export function DepartmentPage({ department, jobs }: DepartmentPageProps) {
  return (
    <>
      <PageHero eyebrow="Careers" title={`${department.label} positions`} intro={departmentIntros[department.value]}>
        <Suspense fallback={null}>
          <DepartmentHeroActions department={department} jobs={jobs} />
        </Suspense>
      </PageHero>
      <Suspense fallback={null}>
        <DepartmentSections department={department} jobs={jobs} />
      </Suspense>
    </>
  );
}
