import { privacyPolicy } from "~/content/legal/privacy";
import { LegalText } from "./legal-page";

/** The privacy policy's text, as the lazily loaded part of /privacy. */
export function PrivacyText() {
  return <LegalText document={privacyPolicy} />;
}
