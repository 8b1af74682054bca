// Copy for the 404 page: the quick links the spec asks for (/about, /services, /contact, /blog).
export const notFoundQuickLinks = [
  { label: "About Us", href: "/about", text: "Who we are and how we work." },
  { label: "Services", href: "/services", text: "Managed detection, response and more." },
  { label: "Contact", href: "/contact", text: "Talk to a security specialist." },
  // The blog has no posts yet (/blog says "Coming Soon"): the link says so rather than promise articles.
  { label: "Blog", href: "/blog", text: "Coming soon: threat research from our SOC." },
] as const;

/** Where the 404 page is prerendered: the server sends it, with status 404, for unknown paths. */
export const NOT_FOUND_PRERENDER_PATH = "/__not-found";
