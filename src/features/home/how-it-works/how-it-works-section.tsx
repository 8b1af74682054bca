import { lazy, useCallback, useState } from "react";
import { Section, SectionHeading } from "~/components/ui/section";
import { howItWorksSection, howItWorksSteps } from "~/content/home/copy";
import { cn } from "~/lib/cn";
import { DeferredIsland } from "../deferred-island";
import { ImagesPlaceholder } from "./images-placeholder";

const HowItWorksImagesIsland = lazy(() => import("./how-it-works-images-island"));

/** The four steps beside a slideshow of the active how_it_works_images; steps alone when there are none. */
export function HowItWorksSection() {
  const [imagesUnavailable, setImagesUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setImagesUnavailable(true), []);

  return (
    <Section aria-labelledby="home-how-title" className="bg-surface">
      <div className="container">
        <SectionHeading
          id="home-how-title"
          eyebrow={howItWorksSection.eyebrow}
          title={howItWorksSection.title}
          intro={howItWorksSection.intro}
        />
        <div
          className={cn(
            "mt-12 grid grid-cols-1 items-center gap-10 lg:gap-16",
            !imagesUnavailable && "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]",
          )}
        >
          <ol className={cn("grid gap-8", imagesUnavailable && "md:grid-cols-2")}>
            {howItWorksSteps.map((step, i) => (
              <li key={step.title} className="flex gap-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold tabular-nums text-primary-foreground"
                >
                  {String(i + 1).padStart(2, "0")}
                </span>
                <div>
                  <h3 className="text-lg font-semibold tracking-tight">{step.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          {!imagesUnavailable && (
            <DeferredIsland className="min-w-0" placeholder={<ImagesPlaceholder />}>
              <HowItWorksImagesIsland
                onUnavailable={markUnavailable}
                placeholder={<ImagesPlaceholder loading />}
                labels={howItWorksSection}
              />
            </DeferredIsland>
          )}
        </div>
      </div>
    </Section>
  );
}
