import { Briefcase, Building2, CalendarDays, GraduationCap, MapPin, type IconComponent } from "~/components/ui/icons";
import type { JobSummary } from "~/content/careers/job-index";
import { cn } from "~/lib/cn";
import { formatPostedDate } from "./job-format";

interface JobMetaProps {
  job: JobSummary;
  onDark?: boolean;
  className?: string;
}

/** Department, location, type, experience and posted date, each with an icon and a spoken label. */
export function JobMeta({ job, onDark = false, className }: JobMetaProps) {
  const items: { label: string; value: string; icon: IconComponent }[] = [
    { label: "Department", value: job.department, icon: Building2 },
    { label: "Location", value: job.location, icon: MapPin },
    { label: "Type", value: job.type, icon: Briefcase },
    { label: "Experience", value: job.experience, icon: GraduationCap },
    { label: "Posted", value: formatPostedDate(job.postedDate), icon: CalendarDays },
  ];
  return (
    <dl
      className={cn(
        "flex flex-wrap gap-x-5 gap-y-2 text-sm",
        onDark ? "text-navy-foreground" : "text-muted-foreground",
        className,
      )}
    >
      {items.map(({ label, value, icon: Icon }) => (
        <div key={label} className="flex items-center gap-1.5">
          <dt className="flex items-center">
            <Icon
              aria-hidden="true"
              className={cn(
                "size-4 shrink-0",
                onDark ? "text-accent [[data-contrast=high]_&]:text-white" : "text-primary",
              )}
            />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>{label === "Posted" ? `Posted ${value}` : value}</dd>
        </div>
      ))}
    </dl>
  );
}
