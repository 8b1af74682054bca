import { company } from "~/content/company";
import type { PageEntry } from "~/content/site/page-entry";

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}

/** `<Page> | <Brand>` unless the spec fixes the exact title. */
export const brandTitle = (page: string) => `${page} | ${company.name}`;

export function pageMeta({ title, description, path, noindex }: PageMeta) {
  const url = new URL(path, company.siteUrl).toString();
  const image = new URL("/og-image.png", company.siteUrl).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The <head> of a page its domain's meta.ts describes. */
export const entryMeta = (entry: PageEntry) =>
  pageMeta({
    title: entry.exactTitle ? entry.title : brandTitle(entry.title),
    description: entry.description,
    path: entry.path,
  });

/** The entry whose page is at `pathname` (a trailing slash aside). */
export const entryAt = <T extends Pick<PageEntry, "path">>(entries: readonly T[], pathname: string) =>
  entries.find((entry) => entry.path === pathname.replace(/\/$/, ""));
