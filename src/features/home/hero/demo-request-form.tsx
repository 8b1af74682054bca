import { useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { demoForm } from "~/content/demo-form";
import { toast } from "~/lib/toast";
import { useAdoptTypedValues } from "~/lib/use-adopt-typed-values";
import { DEMO_FIELDS, HONEYPOT_FIELD, type DemoField } from "../../../../supabase/functions/_shared/lead-fields.ts";

// The rules and toast texts load the first time the form is submitted (one rule, one place).
const loadDemoChecks = () => import("../../../../supabase/functions/_shared/lead-validation.ts");
import { sendDemoRequest, type SendDemoRequest } from "./send-demo-request";

type DemoValues = Record<DemoField, string>;
const EMPTY: DemoValues = { fullName: "", email: "", company: "" };
const INPUT_TYPES: Record<DemoField, string> = { fullName: "text", email: "email", company: "text" };
const AUTOCOMPLETE: Record<DemoField, string> = { fullName: "name", email: "email", company: "organization" };

const isDemoField = (field: string): field is DemoField => (DEMO_FIELDS as readonly string[]).includes(field);

interface DemoRequestFormProps {
  /** The Edge Function call; tests inject their own. */
  send?: SendDemoRequest;
}

export function DemoRequestForm({ send = sendDemoRequest }: DemoRequestFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const [values, setValues] = useState<DemoValues>(EMPTY);
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ field: DemoField; description: string } | null>(null);
  const inputs = useRef<Partial<Record<DemoField, HTMLInputElement | null>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, DEMO_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const { validateDemoForm, DEMO_TOASTS } = await loadDemoChecks();
    const result = validateDemoForm(values);
    if (!result.ok) {
      const { field, title, description } = result.error;
      toast({ title, description, variant: "destructive" });
      if (isDemoField(field)) {
        setError({ field, description });
        inputs.current[field]?.focus();
      }
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await send({ ...result.value, ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}) });
      toast(DEMO_TOASTS.success);
      setValues(EMPTY);
      setHoneypot("");
    } catch {
      toast({ ...DEMO_TOASTS.failure, variant: "destructive" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
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
          <div key={field}>
            <Label htmlFor={`${id}-${field}`} required>
              {demoForm.labels[field]}
            </Label>
            <Input
              ref={(el) => {
                inputs.current[field] = el;
              }}
              id={`${id}-${field}`}
              name={field}
              type={INPUT_TYPES[field]}
              autoComplete={AUTOCOMPLETE[field]}
              placeholder={demoForm.placeholders[field]}
              required
              value={values[field]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [field]: e.target.value }));
                if (error?.field === field) setError(null);
              }}
              aria-invalid={error?.field === field || undefined}
              aria-describedby={error?.field === field ? errorId : undefined}
            />
          </div>
        ))}
        {/* Honeypot: people never see or reach it; bots that fill it are answered 200 and ignored. */}
        <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{demoForm.honeypotLabel}</label>
          <input
            id={`${id}-${HONEYPOT_FIELD}`}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={honeypot}
            onChange={(e) => setHoneypot(e.target.value)}
          />
        </div>
      </div>
      {error && (
        <p id={errorId} className="mt-3 text-sm font-medium text-destructive">
          {error.description}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={submitting}>
        {submitting ? demoForm.submitting : demoForm.submit}
      </Button>
      <p className="mt-4 text-xs leading-relaxed text-muted-foreground">
        {demoForm.privacyNote}{" "}
        <Link to={demoForm.privacyLink.href} className="font-medium text-primary underline underline-offset-2">
          {demoForm.privacyLink.label}
        </Link>
      </p>
    </form>
  );
}
