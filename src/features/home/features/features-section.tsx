import {
  ArrowRight,
  BrainCircuit,
  CloudCog,
  Headset,
  Network,
  Radar,
  Webhook,
  type IconComponent,
} from "~/components/ui/icons";
import { Link } from "react-router";
import { Section, SectionHeading } from "~/components/ui/section";
import { featuresSection, homeFeatures, type FeatureIcon } from "~/content/home/copy";

const ICONS: Record<FeatureIcon, IconComponent> = {
  siem: Radar,
  secops: Headset,
  cloud: CloudCog,
  network: Network,
  waf: Webhook,
  ai: BrainCircuit,
};

export function FeaturesSection() {
  return (
    <Section aria-labelledby="home-features-title">
      <div className="container">
        <SectionHeading
          id="home-features-title"
          eyebrow={featuresSection.eyebrow}
          title={featuresSection.title}
          intro={featuresSection.intro}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {homeFeatures.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li
                key={feature.href}
                className="group relative flex flex-col rounded-xl border border-border bg-background p-6 shadow-card transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-lg focus-within:border-primary/60 hc-border md:p-7"
              >
                <div className="flex items-center gap-4 sm:block">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary hc-border">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="text-lg font-semibold tracking-tight sm:mt-5">
                    {/* The title is the link; its ::after stretches over the card so all of it is clickable. */}
                    <Link
                      to={feature.href}
                      className="rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:ring-[3px] focus-visible:after:ring-ring"
                    >
                      {feature.title}
                    </Link>
                  </h3>
                </div>
                <p className="mt-3 flex-1 text-sm sm:mt-2 leading-relaxed text-muted-foreground">{feature.text}</p>
                <span
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary"
                >
                  {featuresSection.moreLabel}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
