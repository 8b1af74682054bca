import type { Location } from "react-router";

/** What a guard puts in the location state when it sends a guest to /auth. */
export interface OriginState {
  from: Pick<Location, "pathname" | "search" | "hash">;
}

/** The page a guest was sent away from, if any (never an auth screen, to avoid loops). */
export function rememberedOrigin(state: unknown): string | undefined {
  if (!state || typeof state !== "object" || !("from" in state)) return undefined;
  const from = (state as Partial<OriginState>).from;
  if (!from || typeof from.pathname !== "string" || !from.pathname.startsWith("/")) return undefined;
  if (from.pathname === "/auth" || from.pathname.startsWith("/auth/")) return undefined;
  return `${from.pathname}${from.search ?? ""}${from.hash ?? ""}`;
}
