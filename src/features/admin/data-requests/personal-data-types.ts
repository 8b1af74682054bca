// What export_personal_data() answers and erase_personal_data() reports (migration
// 20261127000800_data_requests.sql; supabase/migrations/README.md, "Data requests").

/** A lead's or report's row as stored, with its messages and their delivery attempts. */
export type PersonalRecord = Record<string, unknown>;

export interface PersonalAccount extends Record<string, unknown> {
  id: string;
  email: string;
  /** Paths of the account's files in the avatars bucket: removed through Storage before erasing. */
  avatars: string[];
}

export interface PersonalData {
  email: string;
  exported_at: string;
  contact_messages: PersonalRecord[];
  demo_requests: PersonalRecord[];
  security_reports: PersonalRecord[];
  account: PersonalAccount | null;
}

export interface ErasureResult {
  contact_messages: number;
  demo_requests: number;
  security_reports: number;
  account: boolean;
}

/** The lists of the export, in the order the screen shows them, with how one item is named. */
export const PERSONAL_DATA_LISTS = [
  { key: "contact_messages", title: "Contact messages", one: "contact message", many: "contact messages" },
  { key: "demo_requests", title: "Demo requests", one: "demo request", many: "demo requests" },
  { key: "security_reports", title: "Security reports", one: "security report", many: "security reports" },
] as const;
