import { ChevronDown } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { NavGroup } from "~/content/site/navigation";
import { cn } from "~/lib/cn";

/**
 * A disclosure of navigation links (not an ARIA menu): Tab moves through links, Escape closes. The
 * panel is rendered only while open: closed, it is hidden anyway, and every page's first round trip
 * would carry its links and blurbs (the footer lists the same pages for crawlers and readers).
 */
export function NavDropdown({ group, onDark }: { group: NavGroup; onDark: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors",
          onDark ? "text-white hover:bg-white/10" : "text-foreground hover:bg-muted",
        )}
      >
        {group.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute left-0 top-full z-50 mt-2 w-[28rem] rounded-xl border border-border bg-background p-3 text-foreground shadow-xl hc-border"
        >
          <ul className="grid gap-1">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-3 py-2.5 hover:bg-muted focus-visible:bg-muted"
                >
                  <span className="block text-sm font-semibold">{link.label}</span>
                  {link.description && <span className="block text-sm text-muted-foreground">{link.description}</span>}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={group.overview.href}
            onClick={() => setOpen(false)}
            className="mt-2 block rounded-lg border-t border-border px-3 pb-1 pt-3 text-sm font-semibold text-primary hover:underline"
          >
            {group.overview.label} <span aria-hidden="true">→</span>
          </Link>
        </div>
      )}
    </div>
  );
}
