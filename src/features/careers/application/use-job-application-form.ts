import { type FormEvent, useEffect, useRef, useState } from "react";
import { type FieldErrors, firstMarked, keepMarked } from "~/lib/field-errors";
import { useIdempotencyKeys } from "~/lib/idempotency-key";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";
import type { ToastText } from "@rules/lead-toasts.ts";
import {
  APPLICATION_TOASTS,
  type ApplicationField,
  type ApplicationValues,
  applicationErrors,
  CONSENT_GIVEN,
  type JobOpeningId,
  validateApplication,
} from "@rules/job-applications.ts";
import { hasCvExtension } from "./cv-file";
import { sendApplication, type SendApplication } from "./send-application";

const TEXT_FIELDS = ["fullName", "email", "phone", "profileUrl", "coverNote"] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
const EMPTY: Record<TextField, string> = { fullName: "", email: "", phone: "", profileUrl: "", coverNote: "" };
/** In the order the form shows them, so the first one marked is the first one a candidate meets. */
const FIELD_ORDER: readonly ApplicationField[] = [
  "fullName",
  "email",
  "phone",
  "profileUrl",
  "cv",
  "coverNote",
  "consent",
];
const GROUP = "job-application";

// Beyond the shared rules, the browser looks at the file's name: a .txt or a .png is refused before
// minutes of upload. The function decides by the content all the same.
const wrongType = (cv: File | null) => cv !== null && !hasCvExtension(cv.name);

function errorsOf(values: ApplicationValues, cv: File | null): FieldErrors<ApplicationField> {
  const errors = applicationErrors(values);
  if (!errors.cv && wrongType(cv)) errors.cv = APPLICATION_TOASTS.cvWrongType.description;
  return errors;
}

/**
 * The application form's state, as the other forms': the shared rules' toast and inline messages,
 * nothing sent while one fails, focus on the first marked field, one idempotency key per
 * submission; the function's own refusal (400, 413, 415) marks the field it names.
 */
export function useJobApplicationForm(jobId: JobOpeningId, send: SendApplication = sendApplication) {
  const [values, setValues] = useState(EMPTY);
  const [cv, setCv] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<ApplicationField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKeys = useIdempotencyKeys();
  useAdoptTypedValues(formRef, TEXT_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));
  // A file chosen or the box ticked before the form hydrated: on screen, but not yet in state.
  useEffect(() => {
    const form = formRef.current;
    const file = form?.querySelector<HTMLInputElement>('input[name="cv"]')?.files?.[0];
    if (file) setCv(file);
    if (form?.querySelector<HTMLInputElement>('input[name="consent"]')?.checked) setConsent(true);
  }, []);

  const all = (next: { values?: typeof values; cv?: File | null; consent?: boolean } = {}) => {
    const file = next.cv === undefined ? cv : next.cv;
    const ticked = next.consent ?? consent;
    return { file, values: { jobId, ...(next.values ?? values), consent: ticked ? CONSENT_GIVEN : "", cv: file } };
  };
  // A field a submit marked keeps its message, as it now reads, until it passes.
  const remark = (next: Parameters<typeof all>[0]) => {
    const { values: checked, file } = all(next);
    setErrors((marked) => keepMarked(marked, errorsOf(checked, file)));
  };

  const setValue = (field: TextField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    remark({ values: next });
  };
  const chooseCv = (file: File | null) => {
    setCv(file);
    remark({ cv: file });
  };
  const tickConsent = (ticked: boolean) => {
    setConsent(ticked);
    remark({ consent: ticked });
  };

  function refuse(problem: ToastText, fieldErrors: FieldErrors<ApplicationField>) {
    setErrors(fieldErrors);
    toast({ ...problem, variant: "destructive", group: GROUP });
    const first = firstMarked(FIELD_ORDER, fieldErrors);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const { values: checked, file } = all();
    const result = validateApplication(checked);
    if (!result.ok || !file || wrongType(file)) {
      const { title, description } = result.ok ? APPLICATION_TOASTS.cvWrongType : result.error;
      return refuse({ title, description }, errorsOf(checked, file));
    }
    setErrors({});
    setSending(true);
    // A failed send may still have been stored: sending the same again reuses its key.
    const cvId = { name: file.name, size: file.size, lastModified: file.lastModified };
    const key = idempotencyKeys.keyFor({ application: result.value, cv: cvId, honeypot });
    const answer = await send({ application: result.value, cv: file, honeypot }, key);
    setSending(false);
    if (answer.kind === "refused") {
      const { field, problem } = answer;
      return refuse(problem, field ? { [field]: problem.description } : {});
    }
    if (answer.kind === "failed") {
      toast({ ...(answer.problem ?? APPLICATION_TOASTS.failure), variant: "destructive", group: GROUP });
      return;
    }
    idempotencyKeys.succeeded();
    // The file picker is the one field React does not hold: empty it by hand.
    const picker = formRef.current?.querySelector<HTMLInputElement>('input[name="cv"]');
    if (picker) picker.value = "";
    setValues(EMPTY);
    setCv(null);
    setConsent(false);
    setHoneypot("");
    toast({ ...APPLICATION_TOASTS.success, group: GROUP });
  }

  return {
    formRef,
    values,
    setValue,
    cv,
    chooseCv,
    consent,
    tickConsent,
    honeypot,
    setHoneypot,
    sending,
    errors,
    onSubmit,
  };
}
