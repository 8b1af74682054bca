import { AccessibilityStatementPage } from "~/features/company/accessibility-statement";
import { accessibilityStatement } from "~/content/legal/accessibility";
import { accessibilityEntry } from "~/content/legal/meta/accessibility";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(accessibilityEntry);

export default function Route() {
  return <AccessibilityStatementPage statement={accessibilityStatement} />;
}
