import { useEffect } from "react";
import { QueryProvider } from "~/lib/query-client";
import { useCustomerLogos, useCustomerLogosLiveUpdates } from "./customer-logos";
import { LogoMarquee } from "./logo-marquee";
import { LogoStripPlaceholder } from "./logo-strip-placeholder";

function LiveCustomerLogos() {
  const { data, isPending, error } = useCustomerLogos();
  useCustomerLogosLiveUpdates();

  // Spec §8: logo fetch errors are only logged.
  useEffect(() => {
    if (error) console.warn("Customer logos could not be loaded:", error);
  }, [error]);

  if (isPending) return <LogoStripPlaceholder />;
  if (!data?.length) return null;
  return <LogoMarquee logos={data} />;
}

/** Lazily loaded: brings TanStack Query and Supabase only when the strip nears the viewport. */
export default function CustomerLogosIsland() {
  return (
    <QueryProvider>
      <LiveCustomerLogos />
    </QueryProvider>
  );
}
