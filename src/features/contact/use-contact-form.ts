import { type FormEvent, useEffect, useRef, useState } from "react";
import { serviceFromSearch } from "~/lib/contact-link";
import { type FieldErrors, firstMarked, keepMarked } from "~/lib/field-errors";
import { useIdempotencyKeys } from "~/lib/idempotency-key";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";
import type { ContactField } from "@rules/lead-fields.ts";
import { leadContext } from "~/lib/lead-context";
import { sendContactMessage } from "./send-contact-message";

/** The validator and toast texts (one rule, one place), loaded the first time the form is submitted. */
const loadContactChecks = () => import("@rules/lead-validation.ts");

export type ContactValues = Record<ContactField, string>;
export type ContactStatus = "idle" | "sending" | "success" | "failure";
type ContactChecks = Awaited<ReturnType<typeof loadContactChecks>>;

const EMPTY: ContactValues = { fullName: "", email: "", company: "", phone: "", service: "", message: "" };
/** In the order the form shows them, so the first one marked is the first one a visitor meets. */
const CONTACT_FIELD_NAMES = Object.keys(EMPTY) as ContactField[];

/** The contact form's state machine: idle → sending → success (cleared) or failure (kept). */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [securityUpdates, setSecurityUpdates] = useState(false);
  const [status, setStatus] = useState<ContactStatus>("idle");
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  /** What the last failed submit announced (the toast's description), until the form is edited. */
  const [announcement, setAnnouncement] = useState("");
  const checks = useRef<ContactChecks | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKeys = useIdempotencyKeys();
  useAdoptTypedValues(formRef, CONTACT_FIELD_NAMES, (typed) => setValues((current) => ({ ...current, ...typed })));

  // A link from a solution or product page names the service the visitor was reading about. The
  // page is prerendered without it, so it is read after hydration; a choice made before stays.
  useEffect(() => {
    const service = serviceFromSearch(window.location.search);
    // Once, after hydration: the address is outside React, and the form must render first as prerendered.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (service) setValues((current) => (current.service ? current : { ...current, service }));
  }, []);

  const setValue = (field: ContactField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setAnnouncement("");
    const loaded = checks.current; // loaded by the submit that marked fields, if any
    if (loaded) setErrors((marked) => keepMarked(marked, loaded.contactFormErrors(next)));
  };

  const focusField = (field: ContactField) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    checks.current ??= await loadContactChecks();
    const { validateContactForm, contactFormErrors, CONTACT_TOASTS } = checks.current;
    const result = validateContactForm(values);
    if (!result.ok) {
      // The toast is the spec's: the first failing rule. Beside the fields, every failing field.
      const { title, description } = result.error;
      const fieldErrors = contactFormErrors(values);
      setErrors(fieldErrors);
      setAnnouncement(description);
      toast({ title, description, variant: "destructive", group: "contact-form" });
      const first = firstMarked(CONTACT_FIELD_NAMES, fieldErrors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setStatus("sending");
    // A failed send may still have been stored: sending the same again reuses its key.
    const context = leadContext(securityUpdates);
    const idempotencyKey = idempotencyKeys.keyFor({ lead: result.value, honeypot, context });
    const sent = await sendContactMessage(result.value, honeypot, idempotencyKey, context);
    if (sent) {
      idempotencyKeys.succeeded();
      setValues(EMPTY);
      setHoneypot("");
      setSecurityUpdates(false);
      toast({ ...CONTACT_TOASTS.success, group: "contact-form" });
    } else {
      toast({ ...CONTACT_TOASTS.failure, variant: "destructive", group: "contact-form" });
    }
    setStatus(sent ? "success" : "failure");
  }

  return {
    values,
    setValue,
    honeypot,
    setHoneypot,
    securityUpdates,
    setSecurityUpdates,
    status,
    errors,
    announcement,
    formRef,
    onSubmit,
  };
}
