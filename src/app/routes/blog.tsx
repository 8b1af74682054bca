import { BlogPage } from "~/features/company/blog-page";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({
    title: "Blog",
    description:
      "Threat research, advisories and field notes from the SentinelForge security operations team. Coming soon.",
    path: "/blog",
  });

export default function Route() {
  return <BlogPage />;
}
