import { Image, Inbox, Layers, Users } from "~/components/ui/icons";
import { NavLink } from "react-router";
import { cn } from "~/lib/cn";

export const ADMIN_SECTIONS = [
  { to: "/admin", label: "Leads", short: "Leads", icon: Inbox },
  { to: "/admin/logos", label: "Customer logos", short: "Logos", icon: Image },
  { to: "/admin/how-it-works", label: "How it works", short: "How it works", icon: Layers },
  { to: "/admin/admins", label: "Admins", short: "Admins", icon: Users },
] as const;

/** Section tabs along the bottom of the banner; the active one joins the page below it. */
export function AdminNav() {
  return (
    <nav aria-label="Admin sections" className="mt-6 md:mt-8">
      <ul className="flex flex-wrap gap-0.5 sm:gap-1">
        {ADMIN_SECTIONS.map(({ to, label, short, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "flex min-h-11 items-center gap-2 rounded-t-lg px-3 text-sm sm:px-4 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-inset focus-visible:ring-accent",
                  isActive
                    ? "bg-background text-foreground"
                    : "text-navy-foreground hover:bg-white/10 hover:text-white",
                )
              }
            >
              <Icon aria-hidden="true" className="hidden size-4 sm:block" />
              <span className="sm:hidden">{short}</span>
              <span className="hidden sm:inline">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
