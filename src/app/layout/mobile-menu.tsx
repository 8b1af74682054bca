import { Menu } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useOnDemandDialog } from "~/lib/use-on-demand";

/** The hamburger button; the menu itself (a modal dialog) loads the first time it is wanted. */
export function MobileMenu({ onDark, account }: { onDark: boolean; account?: ReactNode }) {
  const { Dialog, open, setOpen, buttonRef, triggerProps } = useOnDemandDialog(() =>
    import("./mobile-menu-dialog").then((m) => m.MobileMenuDialog),
  );
  return (
    <>
      <button
        {...triggerProps}
        aria-label="Open menu"
        className={cn(
          // header-menu-button: shown wherever the header's full row is not (app.css)
          "header-menu-button inline-flex size-11 items-center justify-center rounded-md lg:hidden",
          onDark ? "text-white hover:bg-white/10" : "text-foreground hover:bg-muted",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} account={account} />}
    </>
  );
}
