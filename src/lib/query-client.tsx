import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QUERY_GC_TIME_MS, QUERY_RETRY_BASE_MS, QUERY_RETRY_MAX_MS } from "./constants";

/** Spec §9: retry after 1 s, doubling per attempt, never waiting more than 30 s. */
export function queryRetryDelay(failedAttempts: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** failedAttempts, QUERY_RETRY_MAX_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retryDelay: queryRetryDelay, refetchOnWindowFocus: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One cache per browser tab, shared by every data-driven island on every page. */
export function getQueryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}

interface QueryProviderProps {
  children: ReactNode;
  /** Tests pass their own client so cached data never leaks between them. */
  client?: QueryClient;
}

/**
 * Wrap the data-driven part of a feature in this, inside a lazily loaded module, so TanStack
 * Query stays out of the first render of prerendered pages.
 */
export function QueryProvider({ children, client }: QueryProviderProps) {
  return <QueryClientProvider client={client ?? getQueryClient()}>{children}</QueryClientProvider>;
}
