import { Accessibility } from "lucide-react";
import { useRef, useState } from "react";
import { useOnDemand } from "~/lib/use-on-demand";

/** The floating button; the panel loads the first time it is wanted. */
export function AccessibilityPanel() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { Component: Dialog, ensure } = useOnDemand(() =>
    import("./accessibility-dialog").then((m) => m.AccessibilityDialog),
  );
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Accessibility options"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void ensure()}
        onFocus={() => void ensure()}
        onClick={() => void ensure().then(() => setOpen(true))}
        className="fixed bottom-4 left-4 z-40 inline-flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary/90"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
