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
