import { CircleCheck, Cpu } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { careersPage } from "~/content/careers/copy";
import { cn } from "~/lib/cn";

interface DepartmentWorkProps {
  whatYouWillDo: string[];
  techStack?: string[];
}

/** What you will do, and for the technical department the technology stack beside it. */
export function DepartmentWork({ whatYouWillDo, techStack }: DepartmentWorkProps) {
  return (
    <Section aria-label="The work">
      <div className={cn("container grid gap-12", techStack && "lg:grid-cols-2")}>
        <div className={cn(!techStack && "mx-auto max-w-3xl")}>
          <h2 className="text-2xl font-bold tracking-tight text-foreground md:text-3xl">
            {careersPage.whatYouWillDoTitle}
          </h2>
          <ul className="mt-8 space-y-4">
            {whatYouWillDo.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-muted-foreground md:text-lg">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
        {techStack && (
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-foreground md:text-3xl">
              {careersPage.techStackTitle}
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-3">
              {techStack.map((tool) => (
                <li
                  key={tool}
                  className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface px-3 py-3 text-sm sm:px-4 font-medium text-foreground hc-border"
                >
                  <Cpu aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}
