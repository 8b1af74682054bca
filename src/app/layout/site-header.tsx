import type { ReactNode } from "react";
import { Link } from "react-router";
import { navGroups, primaryLinks, scheduleDemoLink } from "~/content/site/navigation";
import { Button } from "~/components/ui/button";
import { HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { cn } from "~/lib/cn";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";
import { NavDropdown } from "./nav-dropdown";
import { useScrolledPast } from "./use-scrolled-past";

interface SiteHeaderProps {
  /** Transparent over a dark hero until the page scrolls (the home page). */
  overHero?: boolean;
  account?: (onDark: boolean) => ReactNode;
  mobileAccount?: ReactNode;
  /** The accessibility button: in the header's row, where page content never passes under it. */
  accessibility?: ReactNode;
}

export function SiteHeader({ overHero = false, account, mobileAccount, accessibility }: SiteHeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const transparent = overHero && !scrolled;
  return (
    <header
      data-scrolled={scrolled}
      data-transparent={transparent}
      className={cn(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        transparent ? "bg-transparent" : "bg-white shadow-md",
        !transparent && "[html[data-contrast=high]_&]:border-b-2 [html[data-contrast=high]_&]:border-black",
      )}
    >
      <div className="container flex h-16 items-center justify-between gap-4 md:h-[4.5rem]">
        <Link to="/" aria-label="SentinelForge home" className="rounded-md">
          <BrandLogo light={transparent} />
        </Link>
        {/* header-full-row: in larger text, only from xl (app.css) */}
        <nav aria-label="Main" className="header-full-row hidden items-center gap-1 lg:flex">
          {navGroups.map((group) => (
            <NavDropdown key={group.label} group={group} onDark={transparent} />
          ))}
          {primaryLinks.map((link) => (
            <Link
              key={link.href}
              to={link.href}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors",
                transparent ? "text-white hover:bg-white/10" : "text-foreground hover:bg-muted",
              )}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <div className="header-full-row hidden items-center gap-2 lg:flex">
            {account?.(transparent)}
            <Button asChild variant={transparent ? "accent" : "primary"}>
              <Link to={scheduleDemoLink.href}>{scheduleDemoLink.label}</Link>
            </Button>
          </div>
          {accessibility}
          <MobileMenu onDark={transparent} account={mobileAccount} />
        </div>
      </div>
    </header>
  );
}
