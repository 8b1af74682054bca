import { useEffect, type ReactNode } from "react";
import { QueryProvider } from "~/lib/query-client";
import { useCustomerLogos, useCustomerLogosLiveUpdates } from "./customer-logos";
import { LogoMarquee, type LogoStripLabels } from "./logo-marquee";

interface IslandProps {
  /** Shown while the logos load; passed in so this lazy chunk shares no module with the page. */
  placeholder: ReactNode;
  labels: LogoStripLabels;
}

function LiveCustomerLogos({ placeholder, labels }: IslandProps) {
  const { data, isPending, error } = useCustomerLogos();
  useCustomerLogosLiveUpdates();

  // Spec §8: logo fetch errors are only logged.
  useEffect(() => {
    if (error) console.warn("Customer logos could not be loaded:", error);
  }, [error]);

  if (isPending) return placeholder;
  if (!data?.length) return null;
  return <LogoMarquee logos={data} labels={labels} />;
}

/** Lazily loaded: brings TanStack Query and Supabase only when the strip nears the viewport. */
export default function CustomerLogosIsland(props: IslandProps) {
  return (
    <QueryProvider>
      <LiveCustomerLogos {...props} />
    </QueryProvider>
  );
}
