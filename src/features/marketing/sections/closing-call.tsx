import { useId, type ReactNode } from "react";
import type { ClosingCall as ClosingCallCopy } from "~/content/marketing-types";

/** The dark band that closes a page and hands the reader to the contact form. */
interface ClosingCallProps {
  copy: ClosingCallCopy;
  /** After a white section the band needs no top padding of its own. */
  followsPlainSection?: boolean;
  children: ReactNode;
}

export function ClosingCall({ copy, followsPlainSection = false, children }: ClosingCallProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={followsPlainSection ? "pb-16 md:pb-24" : "py-16 md:py-24"}>
      <div className="container">
        <div className="relative overflow-hidden rounded-2xl bg-navy-deep p-8 text-white md:p-12">
          <div aria-hidden="true" className="hero-grid absolute inset-0 opacity-40" />
          <div className="relative flex flex-col items-start justify-between gap-8 lg:flex-row lg:items-center">
            <div className="max-w-2xl">
              <h2 id={headingId} className="text-2xl font-bold tracking-tight md:text-3xl">
                {copy.title}
              </h2>
              <p className="mt-3 leading-relaxed text-navy-foreground">{copy.text}</p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-3">{children}</div>
          </div>
        </div>
      </div>
    </section>
  );
}
