import { securityPolicy } from "~/content/security/policy";
import { SecurityReportForm } from "./security-report-form";

/** The report form in its card, under its heading. */
export function SecurityReportCard() {
  return (
    <section
      aria-labelledby="security-report-title"
      className="rounded-xl border border-border bg-background p-6 shadow-card hc-border md:p-8"
    >
      <h2 id="security-report-title" className="text-2xl font-bold tracking-tight text-foreground">
        {securityPolicy.formTitle}
      </h2>
      <p className="mt-2 text-muted-foreground">{securityPolicy.formIntro}</p>
      <div className="mt-8">
        <SecurityReportForm />
      </div>
    </section>
  );
}
