import { AboutPage } from "~/features/company/about-page";
import { aboutEntry } from "~/content/company/about";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(aboutEntry);

export default function Route() {
  return <AboutPage />;
}
