import { PageHero } from "~/components/ui/page-hero";
import type { DepartmentOption } from "~/content/departments";
export function DepartmentPage({ department }: { department: DepartmentOption }) {
  return (
    <>
      <PageHero eyebrow="Careers" title={`${department.label} positions`} />
      <div className="container py-16" />
    </>
  );
}
