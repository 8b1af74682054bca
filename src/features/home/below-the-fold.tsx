import { ClosingCallToAction } from "./closing-call-to-action";
import { FeaturesSection } from "./features/features-section";
import { HowItWorksSection } from "./how-it-works/how-it-works-section";
import { StatisticsSection } from "./statistics/statistics-section";
import { TestimonialsSection } from "./testimonials/testimonials-section";

/** Everything after the hero: one chunk, hydrated as soon as it arrives. */
export function BelowTheFold() {
  return (
    <>
      <FeaturesSection />
      <StatisticsSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCallToAction />
    </>
  );
}
