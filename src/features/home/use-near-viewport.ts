import { useEffect, useState, type RefObject } from "react";
import { useClientValue } from "~/lib/use-client-value";

/**
 * True once the element is within `rootMargin` of the viewport, and never during prerendering or
 * hydration: below-the-fold islands load their code and data only when a visitor heads their way.
 */
export function useNearViewport(target: RefObject<Element | null>, rootMargin: string): boolean {
  const hydrated = useClientValue(() => true, false);
  const [seen, setSeen] = useState(false);
  const canObserve = typeof IntersectionObserver !== "undefined";

  useEffect(() => {
    const element = target.current;
    if (!hydrated || seen || !canObserve || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, rootMargin, hydrated, seen, canObserve]);

  return hydrated && (seen || !canObserve);
}
