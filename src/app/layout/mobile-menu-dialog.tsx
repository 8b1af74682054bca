import type { ReactNode, RefObject } from "react";
import { Link } from "react-router";
import { navGroups, primaryLinks, scheduleDemoLink } from "~/content/site/navigation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogHeader } from "~/components/ui/dialog";

interface MobileMenuDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusTo: RefObject<HTMLButtonElement>;
  account?: ReactNode;
}

const itemClass = "flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-muted";

/** A modal dialog: focus moves in on open, stays trapped, and Escape returns it to the button. */
export function MobileMenuDialog({ open, onOpenChange, returnFocusTo, account }: MobileMenuDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        returnFocusTo={returnFocusTo}
        className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-background p-6 shadow-2xl motion-safe:animate-slide-up"
      >
        <DialogHeader title="Menu" closeLabel="Close menu" />
        <nav aria-label="Mobile" className="mt-6 flex-1">
          {navGroups.map((group) => (
            <div key={group.label} className="mb-6">
              <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{group.label}</h2>
              <ul className="mt-2">
                {[...group.links, group.overview].map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} onClick={close} className={itemClass}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <ul className="border-t border-border pt-4">
            {primaryLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} onClick={close} className={itemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {account && (
            // Links inside the account block close the menu too.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
            <div
              className="mt-4 border-t border-border pt-4"
              onClick={(e) => (e.target as HTMLElement).closest("a") && close()}
            >
              {account}
            </div>
          )}
        </nav>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={scheduleDemoLink.href} onClick={close}>
            {scheduleDemoLink.label}
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
