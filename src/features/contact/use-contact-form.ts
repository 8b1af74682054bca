import { type FormEvent, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";
import { type ContactField, type LeadField, loadContactChecks } from "./lead-rules";
import { sendContactMessage } from "./send-contact-message";

export type ContactValues = Record<ContactField, string>;
export type ContactStatus = "idle" | "sending" | "success" | "failure";

export interface FieldError {
  field: LeadField;
  message: string;
}

const EMPTY: ContactValues = { fullName: "", email: "", company: "", phone: "", service: "", message: "" };
const CONTACT_FIELD_NAMES = Object.keys(EMPTY) as ContactField[];

/** The contact form's state machine: idle → sending → success (cleared) or failure (kept). */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [status, setStatus] = useState<ContactStatus>("idle");
  const [error, setError] = useState<FieldError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, CONTACT_FIELD_NAMES, (typed) => setValues((current) => ({ ...current, ...typed })));

  const setValue = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (error?.field === field) setError(null);
  };

  const focusField = (field: LeadField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const { validateContactForm, CONTACT_TOASTS } = await loadContactChecks();
    const result = validateContactForm(values);
    if (!result.ok) {
      const { field, title, description } = result.error;
      setError({ field, message: description });
      toast({ title, description, variant: "destructive" });
      focusField(field);
      return;
    }
    setError(null);
    setStatus("sending");
    const sent = await sendContactMessage(result.value, honeypot);
    if (sent) {
      setValues(EMPTY);
      setHoneypot("");
      toast({ ...CONTACT_TOASTS.success });
    } else {
      toast({ ...CONTACT_TOASTS.failure, variant: "destructive" });
    }
    setStatus(sent ? "success" : "failure");
  }

  return { values, setValue, honeypot, setHoneypot, status, error, formRef, onSubmit };
}
