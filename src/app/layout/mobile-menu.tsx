import { Menu } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { useOnDemand } from "~/lib/use-on-demand";

/** The hamburger button; the menu itself (a modal dialog) loads the first time it is wanted. */
export function MobileMenu({ onDark, account }: { onDark: boolean; account?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { Component: Dialog, ensure } = useOnDemand(() =>
    import("./mobile-menu-dialog").then((m) => m.MobileMenuDialog),
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void ensure()}
        onFocus={() => void ensure()}
        onClick={() => void ensure().then(() => setOpen(true))}
        className={cn(
          "inline-flex size-11 items-center justify-center rounded-md lg:hidden",
          onDark ? "text-white hover:bg-white/10" : "text-foreground hover:bg-muted",
        )}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusTo={button} account={account} />}
    </>
  );
}
