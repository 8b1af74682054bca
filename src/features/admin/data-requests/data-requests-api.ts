// Data requests through the functions of migration 20261127000800_data_requests.sql: export
// everything held about an address (recorded as data_request.export), and erase it: the
// account's avatar files first through the Storage API (SQL may not delete them), then
// erase_personal_data(), which refuses while any remain.
import { useMutation } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import type { ErasureResult, PersonalData } from "./personal-data-types";

async function exportPersonalData(email: string): Promise<PersonalData> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc("export_personal_data", { p_email: email });
  if (error) throw error;
  return data as PersonalData;
}

async function erasePersonalData(found: PersonalData): Promise<ErasureResult> {
  const supabase = await getSupabase();
  const avatars = found.account?.avatars ?? [];
  if (avatars.length > 0) {
    const { error } = await supabase.storage.from("avatars").remove(avatars);
    if (error) throw error;
  }
  const { data, error } = await supabase.rpc("erase_personal_data", { p_email: found.email });
  if (error) throw error;
  return data as ErasureResult;
}

export const useExportPersonalData = () => useMutation({ mutationFn: exportPersonalData });
export const useErasePersonalData = () => useMutation({ mutationFn: erasePersonalData });
