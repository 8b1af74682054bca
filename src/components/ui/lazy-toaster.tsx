import { useOnDemand } from "~/lib/use-on-demand";

/** Radix's toast machinery loads once the page is idle; toasts raised before then wait in the store. */
export function LazyToaster() {
  const { Component: Toaster } = useOnDemand(() => import("./toaster").then((m) => m.Toaster), { whenIdle: true });
  return Toaster ? <Toaster /> : null;
}
