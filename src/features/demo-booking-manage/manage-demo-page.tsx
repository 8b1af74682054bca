import { useLocation } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { manageDemo } from "~/content/demo-booking/manage-demo";
import { DemoLink } from "./demo-link";
import { readFragmentToken } from "~/lib/fragment-token";
import { Invalid } from "./link-notices";
import { manageDemoApi, type ManageDemoApi } from "./manage-demo-api";

/**
 * /demo-booking#token=…, the page the links in a demo confirmation email open: cancel the demo, or
 * move it to another free time, without an account. The token says which, and for which booking.
 */
export function ManageDemoPage({ api = manageDemoApi }: { api?: ManageDemoApi }) {
  const token = readFragmentToken(useLocation().hash);
  return (
    <>
      <PageHero {...manageDemo.hero} />
      <div className="bg-surface py-12 md:py-16">
        <div className="container">
          <div className="mx-auto max-w-2xl rounded-xl border border-border bg-background p-5 shadow-card hc-border sm:p-8">
            {/* Another link opened in the same tab starts afresh. */}
            {token ? <DemoLink key={token} api={api} token={token} /> : <Invalid focus={false} />}
          </div>
        </div>
      </div>
    </>
  );
}
