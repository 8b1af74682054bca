import { SecurityPage } from "~/features/security/security-page";
import { securityEntry } from "~/content/security/meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(securityEntry);

export default function Route() {
  return <SecurityPage />;
}
