import { HomePage } from "~/features/home/home-page";
import { company } from "~/content/company";
import { organizationJsonLd } from "~/content/company/organization";
import { pageMeta } from "~/lib/seo";

export const meta = () => [
  ...pageMeta({
    title: `${company.name} | Next-Generation Security Operations`,
    description: company.description,
    path: "/",
  }),
  { "script:ld+json": organizationJsonLd() },
];

export default function Route() {
  return <HomePage />;
}
