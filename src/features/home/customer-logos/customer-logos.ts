import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getSupabase } from "~/lib/supabase";

/** A row of public.customer_logos (supabase/migrations/*_site_content.sql). */
export interface CustomerLogo {
  id: string;
  logo_url: string;
  alt_text: string;
  company_name: string;
  is_active: boolean;
  display_order: number;
}

/** Spec §7: all columns, active rows only, ascending by display_order. */
export async function fetchCustomerLogos(): Promise<CustomerLogo[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("customer_logos")
    .select("*")
    .eq("is_active", true)
    .order("display_order", { ascending: true });
  if (error) throw error;
  return (data ?? []) as CustomerLogo[];
}

export const customerLogosQuery = queryOptions({ queryKey: ["customer_logos", "active"], queryFn: fetchCustomerLogos });

export const useCustomerLogos = () => useQuery(customerLogosQuery);

/**
 * Spec §7: a live subscription to every change of public.customer_logos; each event refetches.
 * Realtime filters row events through RLS, so a visitor never hears that a logo was hidden; the
 * always-readable customer_logos row of public.content_signals, touched by a trigger on every
 * change (supabase/migrations/*_site_content.sql), tells the same channel to refetch then too.
 * It also refetches once subscribed, so a change made while the channel was joining is not missed.
 */
export function useCustomerLogosLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: customerLogosQuery.queryKey });
    let unmounted = false;
    let unsubscribe = () => {};
    void getSupabase().then((supabase) => {
      if (unmounted) return;
      const channel = supabase
        .channel("customer-logos-changes")
        .on("postgres_changes", { event: "*", schema: "public", table: "customer_logos" }, refetch)
        .on(
          "postgres_changes",
          { event: "*", schema: "public", table: "content_signals", filter: "table_name=eq.customer_logos" },
          refetch,
        )
        .subscribe((status) => {
          if (status === "SUBSCRIBED") refetch();
        });
      unsubscribe = () => void supabase.removeChannel(channel);
    });
    return () => {
      unmounted = true;
      unsubscribe();
    };
  }, [queryClient]);
}
