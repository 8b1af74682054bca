import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { about } from "~/content/company/about";

export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={about.eyebrow} title={about.title} intro={about.intro} />
      <Section>
        <div className="container grid gap-12 lg:grid-cols-[1.3fr_1fr]">
          <div>
            <h2 className="text-2xl font-bold tracking-tight md:text-3xl">Our story</h2>
            {about.story.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
          </div>
          {/* Two columns while a fact fits in 10rem: one at larger text sizes on a phone. */}
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-4 self-start">
            {about.facts.map((f) => (
              <div key={f.label} className="flex flex-col rounded-xl border border-border bg-surface p-5 hc-border">
                <dt className="text-sm text-muted-foreground">{f.label}</dt>
                <dd className="order-first text-2xl font-bold text-primary">{f.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <Section className="bg-surface">
        <div className="container">
          <SectionHeading eyebrow="What we stand for" title="Our values" />
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {about.values.map((v) => (
              <Card key={v.title}>
                <CardTitle>{v.title}</CardTitle>
                <CardText>{v.text}</CardText>
              </Card>
            ))}
          </div>
        </div>
      </Section>
      <Section>
        {/* The band sits inside the container, so it lines up with every other block on the page. */}
        <div className="container">
          <div className="relative overflow-hidden rounded-2xl bg-navy-deep p-6 text-white sm:p-8 md:p-12">
            <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-40" />
            <div className="relative flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
              <div className="max-w-2xl">
                <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{about.closing.title}</h2>
                <p className="mt-3 leading-relaxed text-navy-foreground">{about.closing.text}</p>
              </div>
              <div className="flex flex-wrap gap-3 lg:shrink-0">
                <Button asChild variant="accent" size="lg">
                  <Link to="/contact">Contact us</Link>
                </Button>
                <Button asChild variant="onDark" size="lg">
                  <Link to="/careers">View careers</Link>
                </Button>
              </div>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
