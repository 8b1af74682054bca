import { ClosingCallToAction } from "./closing-call-to-action";
import { FeaturesSection } from "./features/features-section";
import { HeroSection } from "./hero/hero-section";
import { HowItWorksSection } from "./how-it-works/how-it-works-section";
import { StatisticsSection } from "./statistics/statistics-section";
import { TestimonialsSection } from "./testimonials/testimonials-section";

export function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StatisticsSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCallToAction />
    </>
  );
}
