import { useId } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ClosingCall as ClosingCallCopy } from "~/content/marketing/types";
import { CONTACT_PATH } from "~/lib/contact-link";

interface ClosingCallProps {
  copy: ClosingCallCopy;
  /** The button's visible label; it always leads to the contact form. */
  actionLabel: string;
  /** The contact form, with a pre-selected service on solution and product pages. */
  contactHref?: string;
  /** After a white section the band needs no top padding of its own. */
  followsPlainSection?: boolean;
}

/** The dark band that closes a page and hands the reader to the contact form. */
export function ClosingCall({
  copy,
  actionLabel,
  contactHref = CONTACT_PATH,
  followsPlainSection = false,
}: ClosingCallProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={followsPlainSection ? "pb-16 md:pb-24" : "py-16 md:py-24"}>
      <div className="container">
        <div className="relative overflow-hidden rounded-2xl bg-navy-deep p-6 text-white sm:p-8 md:p-12">
          <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-40" />
          <div className="relative flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
                {copy.title}
              </h2>
              <p className="mt-3 leading-relaxed text-navy-foreground">{copy.text}</p>
            </div>
            <Button asChild variant="accent" size="lg" className="shrink-0">
              <Link to={contactHref}>{actionLabel}</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
