import { ArrowRight } from "~/components/ui/icons";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import type { ServiceCard } from "~/content/marketing/types";
import { IconTile } from "../marketing-icon";

/** The four service cards on /services, each with its feature badges and further reading. */
export function ServiceCards({ services }: { services: readonly ServiceCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {services.map((service) => (
        <li key={service.name} className="flex">
          <Card className="flex flex-1 flex-col md:p-8">
            <div className="flex items-center gap-4">
              <IconTile icon={service.icon} />
              <h3 className="text-xl font-semibold tracking-tight text-foreground">{service.name}</h3>
            </div>
            <p className="mt-4 leading-relaxed text-muted-foreground">{service.text}</p>
            <ul aria-label={`${service.name} features`} className="mt-5 flex flex-wrap gap-2">
              {service.features.map((feature) => (
                <li key={feature}>
                  <Badge>{feature}</Badge>
                </li>
              ))}
            </ul>
            <ul className="mt-auto flex flex-wrap gap-x-6 pt-6">
              {service.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {link.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
