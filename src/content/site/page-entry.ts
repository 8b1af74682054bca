/** What the sitemap and the prerender need about one public page: each domain's pages.ts lists its own. */
export interface SitemapPage {
  path: string;
  /** yyyy-mm-dd: the day the page's words last changed, given to crawlers as the sitemap's lastmod. */
  updated: string;
}

/**
 * What <head> needs about one public page, from its domain's meta.ts (or beside the copy its route
 * loads anyway). Plain data: nothing on the way from site/site-map.ts imports the company settings
 * or the brand, because react-router.config.ts loads the site map without the project's import aliases.
 */
export interface PageEntry {
  path: string;
  /** The page's title: the document's is `<title> | <Brand>` (lib/seo), or the title alone if `exactTitle`. */
  title: string;
  /** The spec fixes this page's document title as it stands. */
  exactTitle?: true;
  description: string;
}
