import { Accessibility } from "~/components/ui/icons";
import { useOnDemandDialog } from "~/lib/use-on-demand";

/**
 * The accessibility button; the panel loads the first time it is wanted. It never covers the page:
 * it sits in the header's row (beside the menu button on phones), and floats in the bottom-left
 * corner only from 1360 px, where the margin beside the page is wider than it, even in larger text.
 */
export function AccessibilityPanel() {
  const { Dialog, open, setOpen, buttonRef, triggerProps } = useOnDemandDialog(() =>
    import("./accessibility-dialog").then((m) => m.AccessibilityDialog),
  );
  return (
    <>
      <button
        {...triggerProps}
        aria-label="Accessibility options"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-md hover:brightness-90 floating-when-wide"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />}
    </>
  );
}
