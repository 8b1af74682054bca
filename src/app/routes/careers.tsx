import { CareersPage } from "~/features/careers/careers-page";
import { careersEntry } from "~/content/careers/meta";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(careersEntry);

export default function Route() {
  return <CareersPage />;
}
