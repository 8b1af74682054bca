import { ContactPage } from "~/features/contact/contact-page";
import { contactEntry } from "~/content/contact/meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(contactEntry);

export default function Route() {
  return <ContactPage />;
}
