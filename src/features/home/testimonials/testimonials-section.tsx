import { Section, SectionHeading } from "~/components/ui/section";
import { testimonials, testimonialsSection } from "~/content/home/copy";
import { CustomerLogoStrip } from "../customer-logos/customer-logo-strip";
import { TestimonialCarousel } from "./testimonial-carousel";

export function TestimonialsSection() {
  return (
    <Section aria-labelledby="home-testimonials-title">
      <div className="container">
        <SectionHeading
          id="home-testimonials-title"
          eyebrow={testimonialsSection.eyebrow}
          title={testimonialsSection.title}
        />
        <div className="mx-auto mt-12 max-w-3xl">
          <TestimonialCarousel testimonials={testimonials} />
        </div>
        <CustomerLogoStrip />
      </div>
    </Section>
  );
}
