import { Card, CardText, CardTitle } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { type DepartmentBenefit, careersPage } from "~/content/careers/copy";
import type { DepartmentOption } from "~/content/careers/departments";

interface DepartmentBenefitsProps {
  department: DepartmentOption;
  benefits: DepartmentBenefit[];
}

export function DepartmentBenefits({ department, benefits }: DepartmentBenefitsProps) {
  return (
    <Section className="bg-surface" aria-labelledby="benefits">
      <div className="container">
        <SectionHeading
          id="benefits"
          eyebrow="Benefits"
          title={`Why join our ${department.label.toLowerCase()} team`}
          intro={careersPage.benefitsIntro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardTitle>{benefit.title}</CardTitle>
                <CardText>{benefit.text}</CardText>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
