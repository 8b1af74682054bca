import { TrustPage } from "~/features/security/trust-page";
import { trustEntry } from "~/content/security/meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(trustEntry);

export default function Route() {
  return <TrustPage />;
}
