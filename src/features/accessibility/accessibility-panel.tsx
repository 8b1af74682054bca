import { Accessibility } from "lucide-react";
import { useOnDemandDialog } from "~/lib/use-on-demand";

/** The floating button; the panel loads the first time it is wanted. */
export function AccessibilityPanel() {
  const { Dialog, open, setOpen, buttonRef, triggerProps } = useOnDemandDialog(() =>
    import("./accessibility-dialog").then((m) => m.AccessibilityDialog),
  );
  return (
    <>
      <button
        {...triggerProps}
        aria-label="Accessibility options"
        className="fixed bottom-4 left-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />}
    </>
  );
}
