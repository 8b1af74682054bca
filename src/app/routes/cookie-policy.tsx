import { LegalPage } from "~/features/company/legal-page";
import { cookiePolicy } from "~/content/legal/cookie-policy";
import { cookiePolicyEntry } from "~/content/legal/meta/cookie-policy";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(cookiePolicyEntry);

export default function Route() {
  return <LegalPage document={cookiePolicy} />;
}
