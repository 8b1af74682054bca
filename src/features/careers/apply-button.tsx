import { Mail } from "~/components/ui/icons";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { JobPosting } from "~/content/careers/jobs";
import { applicationMailto } from "./mail-links";

interface ApplyButtonProps extends Pick<ButtonProps, "variant" | "size" | "className"> {
  job: Pick<JobPosting, "title">;
}

/** Opens the visitor's mail client with the application addressed to HR. */
export function ApplyButton({ job, variant = "primary", size, className }: ApplyButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={applicationMailto(job)} aria-label={`Apply Now for ${job.title}`}>
        <Mail aria-hidden="true" className="size-4" />
        Apply Now
      </a>
    </Button>
  );
}
