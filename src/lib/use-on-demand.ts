import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";

/**
 * Loads a component only when it is first needed (or when the browser is idle after hydration),
 * so dialogs and other secondary UI never weigh on a page's first load.
 */
export function useOnDemand<P>(load: () => Promise<ComponentType<P>>, { whenIdle = false } = {}) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const pending = useRef<Promise<ComponentType<P>> | null>(null);
  const loadRef = useRef(load);

  const ensure = useCallback(() => {
    pending.current ??= loadRef.current().then((loaded) => {
      setComponent(() => loaded);
      return loaded;
    });
    return pending.current;
  }, []);

  useEffect(() => {
    if (!whenIdle) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void ensure());
  }, [whenIdle, ensure]);

  return { Component, ensure };
}

/**
 * A button that opens a dialog loaded on demand: the code is fetched when the pointer or focus
 * reaches the button, the dialog opens on click, and focus returns to the button on close.
 */
export function useOnDemandDialog<P>(load: () => Promise<ComponentType<P>>) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { Component: Dialog, ensure } = useOnDemand(load);
  const triggerProps = {
    ref: buttonRef,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: () => void ensure(),
    onFocus: () => void ensure(),
    onClick: () => void ensure().then(() => setOpen(true)),
  };
  return { Dialog, open, setOpen, buttonRef, triggerProps };
}
