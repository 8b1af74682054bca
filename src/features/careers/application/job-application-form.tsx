import { useId } from "react";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { HeldForm } from "~/components/ui/held-form";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { Send } from "~/components/ui/icons";
import { SubmitButton } from "~/components/ui/submit-button";
import { applicationForm } from "~/content/careers/application-form";
import { COVER_NOTE_MAX_LENGTH, type JobOpeningId } from "@rules/job-applications.ts";
import { applicationMailto } from "../mail-links";
import { ConsentField } from "./consent-field";
import { CvField } from "./cv-field";
import type { SendApplication } from "./send-application";
import { type TextField, useJobApplicationForm } from "./use-job-application-form";

const { labels, placeholders } = applicationForm;

interface InputSpec {
  type: string;
  autoComplete: string;
  required?: boolean;
  placeholder?: string;
  hint?: string;
}

const INPUTS: Record<Exclude<TextField, "coverNote">, InputSpec> = {
  fullName: { type: "text", autoComplete: "name", required: true, placeholder: placeholders.fullName },
  email: { type: "email", autoComplete: "email", required: true, placeholder: placeholders.email },
  phone: { type: "tel", autoComplete: "tel", placeholder: placeholders.phone },
  profileUrl: { type: "url", autoComplete: "url", hint: applicationForm.profileUrlHint },
};

interface JobApplicationFormProps {
  job: { id: JobOpeningId; title: string };
  /** Names the form: the id of the heading above it. */
  labelledBy: string;
  /** The Edge Function call; tests inject their own. */
  send?: SendApplication;
}

/** Apply on the page: name, email, optional phone and profile link, the CV, a cover note, consent. */
export function JobApplicationForm({ job, labelledBy, send }: JobApplicationFormProps) {
  const {
    formRef,
    onSubmit,
    sending,
    values,
    setValue,
    cv,
    chooseCv,
    consent,
    tickConsent,
    honeypot,
    setHoneypot,
    errors,
  } = useJobApplicationForm(job.id, send);
  const countId = useId();

  return (
    <HeldForm
      ref={formRef}
      onSubmit={onSubmit}
      busy={sending}
      aria-labelledby={labelledBy}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      {(Object.keys(INPUTS) as (keyof typeof INPUTS)[]).map((field) => (
        <FormField
          key={field}
          label={labels[field]}
          required={INPUTS[field].required}
          hint={INPUTS[field].hint}
          error={errors[field]}
        >
          {(control) => (
            <Input
              {...control}
              name={field}
              type={INPUTS[field].type}
              autoComplete={INPUTS[field].autoComplete}
              aria-required={INPUTS[field].required || undefined}
              placeholder={INPUTS[field].placeholder}
              value={values[field]}
              onChange={(event) => setValue(field, event.target.value)}
            />
          )}
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <CvField file={cv} onChoose={chooseCv} error={errors.cv} />
      </div>
      <FormField label={labels.coverNote} error={errors.coverNote} describedBy={countId} className="sm:col-span-2">
        {(control) => (
          <CountedTextarea
            {...control}
            name="coverNote"
            rows={5}
            placeholder={placeholders.coverNote}
            value={values.coverNote}
            onChange={(event) => setValue("coverNote", event.target.value)}
            max={COVER_NOTE_MAX_LENGTH}
            countId={countId}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <ConsentField checked={consent} onChange={tickConsent} error={errors.consent} />
      </div>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3 sm:col-span-2">
        <SubmitButton
          busy={sending}
          idle={applicationForm.submit}
          working={applicationForm.sending}
          icon={<Send aria-hidden="true" className="size-4" />}
          size="lg"
          className="w-full sm:w-auto"
        />
        <p className="w-full text-center text-sm text-muted-foreground sm:w-auto sm:text-left">
          {applicationForm.byEmail.before}{" "}
          <a
            href={applicationMailto(job)}
            className="inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4"
          >
            {applicationForm.byEmail.link}
          </a>
        </p>
      </div>
    </HeldForm>
  );
}
