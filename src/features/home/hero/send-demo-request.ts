import { getSupabase } from "~/lib/supabase";
import type { DemoLead } from "../../../../supabase/functions/_shared/lead-validation.ts";

/** What the form posts: the spec's three fields, plus the honeypot only when a bot filled it. */
export interface DemoRequestBody extends DemoLead {
  website?: string;
}

export type SendDemoRequest = (body: DemoRequestBody) => Promise<void>;

/** Spec §7: invoke 'send-demo-request'; only the error of the answer is read. */
export const sendDemoRequest: SendDemoRequest = async (body) => {
  const supabase = await getSupabase();
  const { error } = await supabase.functions.invoke("send-demo-request", { body });
  if (error) throw error;
};
