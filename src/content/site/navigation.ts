import { productIndex, productPath } from "../products";
import { solutionIndex, solutionPath } from "../solutions";

export interface NavLink {
  label: string;
  href: string;
  description?: string;
}

export interface NavGroup {
  label: string;
  overview: NavLink;
  links: NavLink[];
}

export const navGroups: NavGroup[] = [
  {
    label: "Solutions",
    overview: { label: "All solutions", href: "/solutions" },
    links: solutionIndex.map((o) => ({ label: o.name, href: solutionPath(o.slug), description: o.summary })),
  },
  {
    label: "Products",
    overview: { label: "All products", href: "/products" },
    links: productIndex.map((o) => ({ label: o.name, href: productPath(o.slug), description: o.summary })),
  },
];

export const primaryLinks: NavLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Contact", href: "/contact" },
];

/** Where the home page's demo request form sits: the header's "Schedule a Demo" leads there. */
export const DEMO_REQUEST_ANCHOR = "request-demo";

export const scheduleDemoLink: NavLink = { label: "Schedule a Demo", href: `/#${DEMO_REQUEST_ANCHOR}` };

export const footerGroups: { title: string; links: NavLink[] }[] = [
  { title: "Solutions", links: navGroups[0].links },
  { title: "Products", links: navGroups[1].links },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Services", href: "/services" },
      { label: "Careers", href: "/careers" },
      { label: "Blog", href: "/blog" },
      { label: "Contact", href: "/contact" },
    ],
  },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Cookie Policy", href: "/cookie-policy" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Security", href: "/security" },
  { label: "Trust Center", href: "/trust" },
];
