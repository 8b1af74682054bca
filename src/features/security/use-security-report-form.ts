import { type FormEvent, useRef, useState } from "react";
import { type FieldErrors, firstMarked, keepMarked } from "~/lib/field-errors";
import { useIdempotencyKeys } from "~/lib/idempotency-key";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";
import {
  SECURITY_REPORT_TOASTS,
  type SecurityReportField,
  securityReportErrors,
  validateSecurityReport,
} from "@rules/security-report-validation.ts";
import { sendSecurityReport, type SecurityReportSent } from "./send-security-report";

export type SecurityReportValues = Record<SecurityReportField, string>;

const EMPTY: SecurityReportValues = {
  email: "",
  fullName: "",
  title: "",
  affectedAsset: "",
  severity: "",
  description: "",
};
/** In the order the form shows them, so the first one marked is the first one a reporter meets. */
const FIELD_ORDER = Object.keys(EMPTY) as SecurityReportField[];
const GROUP = "security-report";

/**
 * The report form's state: the same flow as the contact form (the shared rules' toast and inline
 * messages, nothing sent while a rule fails, one idempotency key per submission), and on success the
 * reference the function answered, which the page shows until the next report is started.
 */
export function useSecurityReportForm() {
  const [values, setValues] = useState<SecurityReportValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SecurityReportField>>({});
  const [announcement, setAnnouncement] = useState("");
  const [received, setReceived] = useState<Extract<SecurityReportSent, { sent: true }> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKeys = useIdempotencyKeys();
  useAdoptTypedValues(formRef, FIELD_ORDER, (typed) => setValues((current) => ({ ...current, ...typed })));

  const setValue = (field: SecurityReportField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setAnnouncement("");
    setErrors((marked) => keepMarked(marked, securityReportErrors(next)));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const result = validateSecurityReport(values);
    if (!result.ok) {
      const { title, description } = result.error;
      const fieldErrors = securityReportErrors(values);
      setErrors(fieldErrors);
      setAnnouncement(description);
      toast({ title, description, variant: "destructive", group: GROUP });
      const first = firstMarked(FIELD_ORDER, fieldErrors);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setReceived(null);
    setSending(true);
    // A failed send may still have been stored: sending the same again reuses its key.
    const idempotencyKey = idempotencyKeys.keyFor({ report: result.value, honeypot });
    const answer = await sendSecurityReport(result.value, honeypot, idempotencyKey);
    setSending(false);
    if (!answer.sent) {
      toast({ ...SECURITY_REPORT_TOASTS.failure, variant: "destructive", group: GROUP });
      return;
    }
    idempotencyKeys.succeeded();
    setValues(EMPTY);
    setHoneypot("");
    setReceived(answer);
    toast({ ...SECURITY_REPORT_TOASTS.success, group: GROUP });
  }

  return { values, setValue, honeypot, setHoneypot, sending, errors, announcement, received, formRef, onSubmit };
}
