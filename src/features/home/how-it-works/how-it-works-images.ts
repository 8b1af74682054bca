import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

/** A row of public.how_it_works_images (supabase/migrations/*_site_content.sql). */
export interface HowItWorksImage {
  id: string;
  image_url: string;
  title: string;
  description: string | null;
  is_active: boolean;
  display_order: number;
}

/** Spec §7: all columns, active rows only, ordered by display_order. */
export async function fetchHowItWorksImages(): Promise<HowItWorksImage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("how_it_works_images")
    .select("*")
    .eq("is_active", true)
    .order("display_order", { ascending: true });
  if (error) throw error;
  return (data ?? []) as HowItWorksImage[];
}

export const howItWorksImagesQuery = queryOptions({
  queryKey: ["how_it_works_images", "active"],
  queryFn: fetchHowItWorksImages,
});

export const useHowItWorksImages = () => useQuery(howItWorksImagesQuery);
