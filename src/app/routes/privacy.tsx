import { LegalPage } from "~/features/company/legal-page";
import { privacyPolicy } from "~/content/legal/privacy";
import { privacyEntry } from "~/content/legal/meta/privacy";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(privacyEntry);

export default function Route() {
  return <LegalPage document={privacyPolicy} />;
}
