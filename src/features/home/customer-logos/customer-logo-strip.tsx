import { lazy } from "react";
import { testimonialsSection } from "~/content/home/copy";
import { DeferredIsland } from "../deferred-island";
import { LogoStripPlaceholder } from "./logo-strip-placeholder";

const CustomerLogosIsland = lazy(() => import("./customer-logos-island"));

/** Active customer_logos in display order, kept live by a realtime subscription. */
export function CustomerLogoStrip() {
  return (
    <div className="mt-16 border-t border-border pt-10">
      <p className="text-center text-sm font-semibold uppercase tracking-wider text-muted-foreground">
        {testimonialsSection.logosHeading}
      </p>
      <DeferredIsland className="mt-6" placeholder={<LogoStripPlaceholder />}>
        <CustomerLogosIsland placeholder={<LogoStripPlaceholder />} labels={testimonialsSection} />
      </DeferredIsland>
    </div>
  );
}
