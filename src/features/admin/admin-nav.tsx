import { NavLink } from "react-router";
import { cn } from "~/lib/cn";
import { adminPath, type AdminSection } from "./admin-sections";

/** Section tabs along the bottom of the banner, one per section the staff member may open; the active one joins the page below it. */
export function AdminNav({ sections }: { sections: readonly AdminSection[] }) {
  return (
    <nav aria-label="Admin sections" className="mt-4 sm:mt-6 md:mt-8">
      <ul className="flex flex-wrap gap-0.5 sm:gap-1">
        {sections.map((section) => {
          const { label, short, icon: Icon } = section;
          return (
            <li key={section.path}>
              <NavLink
                to={adminPath(section)}
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
          );
        })}
      </ul>
    </nav>
  );
}
