import { Quote } from "~/components/ui/icons";
import type { Testimonial } from "~/content/home/copy";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

/** Who said it, built from whatever is filled in: author and logo may be empty (spec). */
function Attribution({ testimonial }: { testimonial: Testimonial }) {
  const { author, position, company, logo } = testimonial;
  const role = [position, company].filter(Boolean).join(", ");
  return (
    <figcaption className="mt-8 flex items-center gap-4">
      {logo ? (
        <img src={logo} alt="" width={48} height={48} className="size-12 rounded-full object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
        >
          {initials(company || position)}
        </span>
      )}
      <span className="text-left">
        <span className="block font-semibold text-foreground">{author || position}</span>
        <span className="block text-sm text-muted-foreground">{author ? role : company}</span>
      </span>
    </figcaption>
  );
}

export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure>
      <Quote aria-hidden="true" className="size-10 text-primary/30" />
      <blockquote className="mt-4 text-lg font-medium leading-relaxed text-foreground sm:text-xl md:text-2xl md:leading-relaxed">
        <p>{testimonial.quote}</p>
      </blockquote>
      <Attribution testimonial={testimonial} />
    </figure>
  );
}
