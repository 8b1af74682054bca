import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { HeldForm } from "~/components/ui/held-form";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { SecurityUpdatesField } from "~/components/security-updates-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { demoForm } from "~/content/home/demo-form";
import type { FieldErrors } from "~/lib/field-errors";
import { useIdempotencyKeys } from "~/lib/idempotency-key";
import { leadContext } from "~/lib/lead-context";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";
import { DEMO_FIELDS, HONEYPOT_FIELD, type DemoField } from "@rules/lead-fields.ts";
import { BookingOffer } from "./booking-offer";

// The rules, the toast texts and the helpers that mark fields load the first time the form is
// submitted (one rule, one place): the home page's first JavaScript does not even name them.
const loadDemoChecks = () =>
  Promise.all([import("@rules/lead-validation.ts"), import("~/lib/field-errors")]).then(([rules, marks]) => ({
    ...rules,
    ...marks,
  }));
import { sendDemoRequest, type SendDemoRequest } from "./send-demo-request";

type DemoValues = Record<DemoField, string>;
type DemoChecks = Awaited<ReturnType<typeof loadDemoChecks>>;
const EMPTY: DemoValues = { fullName: "", email: "", company: "" };
const INPUT_TYPES: Record<DemoField, string> = { fullName: "text", email: "email", company: "text" };
const AUTOCOMPLETE: Record<DemoField, string> = { fullName: "name", email: "email", company: "organization" };

interface DemoRequestFormProps {
  /** The Edge Function call; tests inject their own. */
  send?: SendDemoRequest;
}

export function DemoRequestForm({ send = sendDemoRequest }: DemoRequestFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const [values, setValues] = useState<DemoValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [securityUpdates, setSecurityUpdates] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<DemoField>>({});
  const [requestId, setRequestId] = useState<string | null>(null);
  const checks = useRef<DemoChecks | null>(null);
  const inputs = useRef<Partial<Record<DemoField, HTMLInputElement | null>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const idempotencyKeys = useIdempotencyKeys();
  useAdoptTypedValues(formRef, DEMO_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));

  const setValue = (field: DemoField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const loaded = checks.current; // loaded by the submit that marked fields, if any
    if (loaded) setErrors((marked) => loaded.keepMarked(marked, loaded.demoFormErrors(next)));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    checks.current ??= await loadDemoChecks();
    const { validateDemoForm, demoFormErrors, firstMarked, DEMO_TOASTS } = checks.current;
    const result = validateDemoForm(values);
    if (!result.ok) {
      // The toast is the spec's (the first failing rule); beside the fields, every failing field.
      const { title, description } = result.error;
      toast({ title, description, variant: "destructive", group: "demo-request" });
      const fieldErrors = demoFormErrors(values);
      setErrors(fieldErrors);
      const first = firstMarked(DEMO_FIELDS, fieldErrors);
      if (first) inputs.current[first]?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const body = {
      ...result.value,
      ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
      context: leadContext(securityUpdates),
    };
    try {
      // A failed send may still have been stored: sending the same again reuses its key.
      const sentId = await send(body, { idempotencyKey: idempotencyKeys.keyFor(body) });
      idempotencyKeys.succeeded();
      setRequestId(sentId);
      toast({ ...DEMO_TOASTS.success, group: "demo-request" });
      setValues(EMPTY);
      setHoneypot("");
      setSecurityUpdates(false);
    } catch {
      toast({ ...DEMO_TOASTS.failure, variant: "destructive", group: "demo-request" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <HeldForm
      busy={submitting}
      noValidate={false}
      ref={formRef}
      onSubmit={handleSubmit}
      aria-labelledby={titleId}
      className="relative rounded-2xl border border-border bg-background p-6 text-foreground shadow-2xl hc-border sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight sm:text-2xl">
        {demoForm.title}
      </h2>
      <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{demoForm.intro}</p>
      <div className="mt-6 grid gap-4">
        {DEMO_FIELDS.map((field) => (
          <FormField key={field} label={demoForm.labels[field]} required error={errors[field]}>
            {(control) => (
              <Input
                {...control}
                ref={(el) => {
                  inputs.current[field] = el;
                }}
                name={field}
                type={INPUT_TYPES[field]}
                autoComplete={AUTOCOMPLETE[field]}
                placeholder={demoForm.placeholders[field]}
                // Only the email is required by the browser (spec §5): an empty name or company must
                // reach the spec's toast. Assistive technology still hears every field as required.
                required={field === "email"}
                aria-required="true"
                value={values[field]}
                onChange={(e) => setValue(field, e.target.value)}
              />
            )}
          </FormField>
        ))}
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <SecurityUpdatesField checked={securityUpdates} onChange={setSecurityUpdates} />
      </div>
      <SubmitButton
        busy={submitting}
        idle={demoForm.submit}
        working={demoForm.submitting}
        size="lg"
        className="mt-6 w-full"
      />
      {/* Announced as it appears; a new request's offer starts afresh. */}
      <div aria-live="polite">{requestId && <BookingOffer key={requestId} requestId={requestId} />}</div>
      <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
        {demoForm.privacyNote}{" "}
        <Link to={demoForm.privacyLink.href} className="font-medium text-primary underline underline-offset-2">
          {demoForm.privacyLink.label}
        </Link>
      </p>
    </HeldForm>
  );
}
