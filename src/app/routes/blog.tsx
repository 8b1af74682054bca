import { BlogPage } from "~/features/company/blog-page";
import { blogEntry } from "~/content/company/blog";
import { entryMeta } from "~/lib/seo";

export const meta = () => entryMeta(blogEntry);

export default function Route() {
  return <BlogPage />;
}
