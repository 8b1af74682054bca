import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { about } from "~/content/about";

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
          <dl className="grid grid-cols-2 gap-4 self-start">
            {about.facts.map((f) => (
              <div key={f.label} className="rounded-xl border border-border bg-surface p-5 hc-border">
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
        <div className="container flex flex-col items-start justify-between gap-6 rounded-2xl bg-navy-deep p-8 text-white md:flex-row md:items-center md:p-12">
          <div>
            <h2 className="text-2xl font-bold md:text-3xl">Want to work with us, or for us?</h2>
            <p className="mt-2 text-navy-foreground">
              Talk to our team about your security program, or see our open positions.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/contact">Contact us</Link>
            </Button>
            <Button asChild variant="onDark" size="lg">
              <Link to="/careers">View careers</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}
