import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import { company } from "~/content/company";
import { footerGroups, legalLinks } from "~/content/site/navigation";
import { useCurrentYear } from "~/lib/use-client-value";
import { BrandLogo } from "./brand-logo";

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer data-site-footer className="bg-navy-deep text-navy-foreground">
      <div className="container grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <BrandLogo light />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{company.description}</p>
          <ul className="mt-6 flex gap-2" aria-label="Social media">
            {company.social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${company.name} on ${s.label} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-lg border border-white/15 text-white hover:bg-white/10"
                >
                  <Icon name={s.glyph} className="size-5 fill-current" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={`Footer: ${group.title}`}>
            <h2 className="text-sm font-semibold text-white">{group.title}</h2>
            <ul className="mt-3 space-y-1">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-flex min-h-8 items-center text-sm hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        {/* The bottom padding keeps the last line clear of the floating accessibility button. */}
        <div className="container flex flex-col gap-3 pb-20 pt-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {company.legalName} All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1">
            {[...legalLinks, { label: "Careers", href: "/careers" }].map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="inline-flex min-h-8 items-center hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
