import { Clock, Mail, MapPin, Phone, ShieldAlert, type IconComponent } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { EmailAddress } from "~/components/ui/email-address";
import { company, formattedAddress } from "~/content/company";
import { contactPage } from "~/content/contact/copy";
import { mailtoHref } from "~/lib/mailto";

function DetailRow({ icon: Icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className="mt-0.5 break-words font-semibold text-foreground">{children}</div>
      </div>
    </li>
  );
}

const linkClass = "rounded-sm underline-offset-4 hover:text-primary hover:underline";

/** Email, phone and address from company settings, and the business hours card. */
export function ContactDetails() {
  const { hours } = contactPage;
  return (
    <div className="grid grid-cols-1 gap-6 self-start">
      <section
        aria-labelledby="contact-details"
        className="rounded-xl border border-border bg-background p-6 shadow-card hc-border md:p-8"
      >
        <h2 id="contact-details" className="text-xl font-semibold tracking-tight text-foreground">
          {contactPage.detailsTitle}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">{contactPage.detailsIntro}</p>
        <ul className="mt-6 grid grid-cols-1 gap-5">
          <DetailRow icon={Mail} label="Email">
            <a href={mailtoHref(company.email)} className={linkClass}>
              <EmailAddress address={company.email} />
            </a>
          </DetailRow>
          <DetailRow icon={Phone} label="Phone">
            <a href={company.phoneHref} className={linkClass}>
              {company.phone}
            </a>
          </DetailRow>
          <DetailRow icon={MapPin} label="Address">
            <address className="not-italic">{formattedAddress()}</address>
          </DetailRow>
        </ul>
      </section>
      <section aria-labelledby="business-hours" className="rounded-xl bg-navy-deep p-6 text-white hc-border md:p-8">
        <h2 id="business-hours" className="flex items-center gap-2 text-xl font-semibold tracking-tight">
          <Clock aria-hidden="true" className="size-5 text-accent [[data-contrast=high]_&]:text-white" />
          {hours.title}
        </h2>
        <dl className="mt-5 flex items-baseline justify-between gap-4 border-b border-white/15 pb-5">
          <dt className="text-navy-foreground">{hours.days}</dt>
          <dd className="text-2xl font-bold text-accent [[data-contrast=high]_&]:text-white">{hours.time}</dd>
        </dl>
        <p className="mt-5 flex gap-3 text-sm leading-relaxed text-navy-foreground">
          <ShieldAlert
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-accent [[data-contrast=high]_&]:text-white"
          />
          {hours.emergency}
        </p>
      </section>
    </div>
  );
}
