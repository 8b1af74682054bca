import { LegalPage } from "~/features/company/legal-page";
import { termsOfService } from "~/content/legal/terms";
import { termsEntry } from "~/content/legal/meta/terms";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(termsEntry);

export default function Route() {
  return <LegalPage document={termsOfService} />;
}
