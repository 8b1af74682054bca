import { useId, type ReactNode } from "react";
import { Section, SectionHeading } from "~/components/ui/section";
import type { SectionIntro } from "~/content/marketing/types";

interface MarketingSectionProps {
  intro: SectionIntro;
  /** Alternate plain and surface backgrounds so consecutive sections read as separate bands. */
  tone?: "plain" | "surface";
  align?: "left" | "center";
  children: ReactNode;
}

/** A titled band of a marketing page: a region named by its own heading. */
export function MarketingSection({ intro, tone = "plain", align = "center", children }: MarketingSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} className={tone === "surface" ? "bg-surface" : undefined}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={intro.eyebrow} title={intro.title} intro={intro.intro} align={align} />
        <div className="mt-12">{children}</div>
      </div>
    </Section>
  );
}
