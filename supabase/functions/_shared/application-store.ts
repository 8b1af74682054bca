// The applications' store on Supabase, with the service role: the private bucket job-applications
// for CVs, and submit_application(), withdraw_application(), application_for_withdrawal() and
// purge_expired_applications() (migration 20261128001300_job_applications.sql).

import type { SupabaseClient } from "@supabase/supabase-js";
import { CV_TYPES } from "@rules/job-applications.ts";
import type { ApplicationStore } from "./application-handler.ts";

export const CV_BUCKET = "job-applications";

export function createSupabaseApplicationStore(client: SupabaseClient): ApplicationStore {
  return {
    async putCv(path, bytes, type) {
      const { error } = await client.storage
        .from(CV_BUCKET)
        .upload(path, bytes, { contentType: CV_TYPES[type].mime, upsert: false });
      if (error) throw new Error(`storing the CV failed: ${error.message}`);
    },
    async removeCv(path) {
      const { error } = await client.storage.from(CV_BUCKET).remove([path]);
      if (error) throw new Error(`removing the CV failed: ${error.message}`);
    },
    async submit({ id, application, jobTitle, cv, idempotencyKey, requestHash, emails }) {
      const { data, error } = await client.rpc("submit_application", {
        p_application: {
          id,
          job_id: application.jobId,
          job_title: jobTitle,
          full_name: application.fullName,
          email: application.email,
          phone: application.phone,
          profile_url: application.profileUrl,
          cover_note: application.coverNote,
          cv_path: cv.path,
          cv_type: cv.type,
          cv_size: cv.size,
          idempotency_key: idempotencyKey,
          request_hash: requestHash,
        },
        p_emails: emails.map((email) => ({
          id: email.id,
          purpose: email.purpose,
          message_id: email.messageId,
          message: email.message,
        })),
      });
      if (error) throw new Error(`submit_application failed: ${error.message}`);
      const [row] = (data ?? []) as Array<{ application_id: string; duplicate: boolean; request_hash: string | null }>;
      if (!row) throw new Error("submit_application answered nothing");
      return { id: row.application_id, duplicate: row.duplicate, requestHash: row.request_hash };
    },
    async findByKey(key) {
      const { data, error } = await client
        .from("job_applications")
        .select("id, request_hash")
        .eq("idempotency_key", key)
        .maybeSingle();
      if (error) throw new Error(`reading the idempotency key failed: ${error.message}`);
      const row = data as { id: string; request_hash: string | null } | null;
      return row ? { id: row.id, requestHash: row.request_hash } : null;
    },
  };
}

/** What withdraw-application needs: which application a link names, and taking it away. */
export interface WithdrawalStore {
  find(id: string): Promise<{ jobTitle: string; submittedAt: Date } | null>;
  /** Deletes it (with its notes and emails) and its CV; false when it was already gone. */
  withdraw(id: string): Promise<boolean>;
}

export function createSupabaseWithdrawalStore(client: SupabaseClient): WithdrawalStore {
  return {
    async find(id) {
      const { data, error } = await client.rpc("application_for_withdrawal", { p_id: id });
      if (error) throw new Error(`application_for_withdrawal failed: ${error.message}`);
      const [row] = (data ?? []) as Array<{ job_title: string; submitted_at: string }>;
      return row ? { jobTitle: row.job_title, submittedAt: new Date(row.submitted_at) } : null;
    },
    async withdraw(id) {
      const { data, error } = await client.rpc("withdraw_application", { p_id: id });
      if (error) throw new Error(`withdraw_application failed: ${error.message}`);
      const path = data as string | null;
      if (!path) return false;
      // The row is gone; a CV left behind is swept by the daily retention job (purgeApplications).
      const removal = await client.storage.from(CV_BUCKET).remove([path]);
      if (removal.error) console.error(`removing the withdrawn CV ${path} failed: ${removal.error.message}`);
      return true;
    },
  };
}
