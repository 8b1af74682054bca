import { Button, type ButtonProps } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import type { JobSummary } from "~/content/careers/job-index";

interface ApplyNowLinkProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  job: Pick<JobSummary, "title">;
}

/** "Apply Now" on a job's own page: down to its application form (#apply), beside which the mail link stays. */
export function ApplyNowLink({ job, variant = "primary", size, className }: ApplyNowLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href="#apply" aria-label={`Apply Now for ${job.title}`}>
        <Icon name="arrow-down" aria-hidden="true" className="size-4" />
        Apply Now
      </a>
    </Button>
  );
}
