import { Inbox, Mail } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { careersPage } from "~/content/careers/copy";
import type { DepartmentOption } from "~/content/careers/departments";
import { departmentInquiryMailto } from "./mail-links";

/** Shown when a department has nothing open: we still want to hear from good people. */
export function EmptyDepartment({ department }: { department: DepartmentOption }) {
  return (
    <div className="mx-auto max-w-2xl rounded-xl border border-dashed border-border bg-surface p-8 text-center hc-border md:p-12">
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-xl font-semibold text-foreground">
        No open {department.label.toLowerCase()} positions right now
      </h3>
      <p className="mt-3 leading-relaxed text-muted-foreground">{careersPage.emptyDepartmentText}</p>
      <Button asChild className="mt-6">
        <a href={departmentInquiryMailto(department)}>
          <Mail aria-hidden="true" className="size-4" />
          {careersPage.resumeButton}
        </a>
      </Button>
    </div>
  );
}
