import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { departmentCopy } from "~/content/careers/copy";
import { departments } from "~/content/careers/departments";
import { type JobPosting, jobsInCategory } from "~/content/careers/jobs";
import { departmentIcons } from "./department-icons";
import { openPositionsLabel } from "./job-format";

/** One card per department, listing its job titles; the whole card leads to the department page. */
export function DepartmentCards({ jobs }: { jobs: readonly JobPosting[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {departments.map((department) => {
        const Icon = departmentIcons[department.value];
        const titles = jobsInCategory(department.label, jobs).map((job) => job.title);
        return (
          <li
            key={department.value}
            className="group relative flex flex-col rounded-xl border border-border bg-background p-6 shadow-card transition-shadow focus-within:ring-[3px] focus-within:ring-ring hover:shadow-lg hc-border"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold tracking-tight text-foreground">
              {/* The stretched link makes the whole card clickable while keeping one link per card. */}
              <Link
                to={department.path}
                className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
              >
                {department.label}
              </Link>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {departmentCopy[department.value].summary}
            </p>
            <p className="mt-5 text-sm font-semibold text-primary">{openPositionsLabel(titles.length)}</p>
            <ul className="mt-3 space-y-2 border-t border-border pt-4 text-sm text-foreground">
              {titles.map((title) => (
                <li key={title}>{title}</li>
              ))}
              {titles.length === 0 && <li className="text-muted-foreground">No openings right now</li>}
            </ul>
            <span
              aria-hidden="true"
              className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-primary"
            >
              View {department.label.toLowerCase()} positions
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
