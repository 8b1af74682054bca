import { useSyncExternalStore } from "react";

const noopSubscribe = () => () => {};

/**
 * A value that differs between the build (prerender) and the visitor's browser, such as today's
 * date: hydration uses the build-time value, then React re-renders with the browser's.
 */
export function useClientValue<T>(client: () => T, build: T): T {
  return useSyncExternalStore(noopSubscribe, client, () => build);
}

export const useCurrentYear = () => useClientValue(() => new Date().getFullYear(), BUILD_YEAR);
export const BUILD_YEAR = new Date().getFullYear();
