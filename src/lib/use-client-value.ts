import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * A value that differs between the build (prerender) and the visitor's browser, such as today's
 * date: hydration uses the build-time value, then React re-renders with the browser's.
 */
export function useClientValue<T>(client: () => T, build: T): T {
  return useSyncExternalStore(noopSubscribe, client, () => build);
}

/** When the site was built (a constant baked in by Vite, identical in the prerender and the browser). */
export const BUILD_TIME = new Date(typeof __BUILD_TIME__ === "string" ? __BUILD_TIME__ : Date.now());

export const useCurrentYear = () => useClientValue(() => new Date().getFullYear(), BUILD_TIME.getUTCFullYear());
