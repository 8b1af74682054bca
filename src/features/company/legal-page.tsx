import type { ReactNode } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { ProseSections } from "~/components/ui/prose-sections";
import type { LegalDocument } from "~/content/legal/types";
import { BUILD_TIME, useClientValue } from "~/lib/use-client-value";

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** A legal page around its text: the hero with the title and "Last updated", then the text's column. */
export function LegalFrame({ title, children }: { title: string; children: ReactNode }) {
  // The spec asks for "today" as seen by the visitor, not the day the site was built.
  const today = useClientValue(() => isoDay(new Date()), BUILD_TIME.toISOString().slice(0, 10));
  const [year, month, day] = today.split("-").map(Number);
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p className="text-sm text-navy-foreground">
          Last updated: <time dateTime={today}>{longDate.format(new Date(year, month - 1, day))}</time>
        </p>
      </PageHero>
      <div className="container max-w-3xl py-12 md:py-16">{children}</div>
    </>
  );
}

/** A legal document's text: its introduction and sections. */
export function LegalText({ document }: { document: LegalDocument }) {
  return (
    <div className="prose-legal">
      <p className="text-lg">{document.intro}</p>
      <ProseSections sections={document.sections} />
    </div>
  );
}

export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <LegalFrame title={document.title}>
      <LegalText document={document} />
    </LegalFrame>
  );
}
