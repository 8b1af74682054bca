import { useLocation } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { withdrawPage } from "~/content/careers/withdraw";
import { readFragmentToken } from "~/lib/fragment-token";
import { WithdrawLink } from "./withdraw-link";
import { Invalid } from "./withdraw-notices";
import { withdrawApi, type WithdrawApi } from "./withdraw-api";

/**
 * /careers/withdraw#token=…, the page the link in an application's confirmation email opens: see
 * which application it is, and withdraw it (deleting it and the CV) without an account.
 */
export function WithdrawPage({ api = withdrawApi }: { api?: WithdrawApi }) {
  const token = readFragmentToken(useLocation().hash);
  return (
    <>
      <PageHero {...withdrawPage.hero} />
      <div className="bg-surface py-12 md:py-16">
        <div className="container">
          <div className="mx-auto max-w-2xl rounded-xl border border-border bg-background p-5 shadow-card hc-border sm:p-8">
            {/* Another link opened in the same tab starts afresh. */}
            {token ? <WithdrawLink key={token} api={api} token={token} /> : <Invalid focus={false} />}
          </div>
        </div>
      </div>
    </>
  );
}
