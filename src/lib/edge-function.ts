// Calling an Edge Function through supabase-js and reading its answer whatever the status: the
// status, the JSON body, and the words of its `{ error: { title, description } }`.
import type { FunctionInvokeOptions } from "@supabase/supabase-js";
import type { ToastText } from "@rules/lead-toasts.ts";
import { getSupabase } from "./supabase";

/** What a function answered: its status and JSON body. */
export interface FunctionAnswer {
  status: number;
  body: unknown;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/**
 * A non-2xx answer reaches supabase-js's caller as an error whose `context` is the Response: its
 * status and JSON body. A network failure has no Response.
 */
export async function answerOf(error: unknown): Promise<FunctionAnswer | null> {
  const response = isRecord(error) ? error.context : undefined;
  if (!(response instanceof Response)) return null;
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** Calls an Edge Function: its answer whatever the status, or null when none came (the network failed). */
export async function invokeFunction(name: string, options: FunctionInvokeOptions): Promise<FunctionAnswer | null> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.functions.invoke(name, options);
    return error ? await answerOf(error) : { status: 200, body: data };
  } catch {
    return null;
  }
}

/** The words of an answer's `{ error: { title, description } }`, if it has them. */
export function problemIn(body: unknown): ToastText | null {
  const error = isRecord(body) ? body.error : undefined;
  if (!isRecord(error) || typeof error.title !== "string") return null;
  return { title: error.title, description: typeof error.description === "string" ? error.description : "" };
}
