import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { BusyLabel } from "~/components/ui/busy-label";
import { Input } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { describeError } from "../admin-errors";
import { useFocusInvalid } from "../ui/use-focus-invalid";
import { EventCheckboxes } from "./event-checkboxes";
import { problemField } from "./webhook-format";
import { DESCRIPTION_MAX_LENGTH, URL_MAX_LENGTH, WEBHOOK_EVENTS, type WebhookEvent } from "./webhook-types";
import { useCreateEndpoint } from "./webhooks-api";

interface Problem {
  field: ReturnType<typeof problemField>;
  message: string;
}

/**
 * Adds an endpoint through create_webhook_endpoint(), which judges the URL (https only) and answers
 * the new signing secret: handed to `onCreated` to be shown once. A refusal is shown at the field
 * it is about, in the database's own sentence.
 */
export function AddEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const id = useId();
  const create = useCreateEndpoint();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [problem, setProblem] = useState<Problem>();
  const form = useRef<HTMLFormElement>(null);
  const errorOf = (field: Problem["field"]) => (problem?.field === field ? problem.message : undefined);

  // A refusal takes focus to the field it is about, which reads its message as its description.
  const focusInvalid = useFocusInvalid(form);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The button stays enabled (and focused) while adding; a second press waits for the first.
    if (create.isPending) return;
    const wanted = { url: url.trim(), events, description: description.trim() };
    create.mutate(wanted, {
      onSuccess: ({ secret }) => {
        setProblem(undefined);
        setUrl("");
        setDescription("");
        setEvents([...WEBHOOK_EVENTS]);
        onCreated(wanted.url, secret);
      },
      onError: (error) => {
        const message = describeError(error);
        setProblem({ field: problemField(message), message });
        focusInvalid();
      },
    });
  }

  return (
    <form
      ref={form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-border bg-surface p-4 hc-border sm:p-5"
    >
      <h4 id={`${id}-title`} className="font-semibold text-foreground">
        Add an endpoint
      </h4>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <FormField
          label="Endpoint URL"
          required
          error={errorOf("url")}
          hint="https:// only (plain http only to this machine, in development)."
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={URL_MAX_LENGTH}
              value={url}
              onChange={(change) => setUrl(change.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Description"
          error={errorOf("description")}
          hint="Optional: what receives it, such as HubSpot through Zapier."
        >
          {(field) => (
            <Input
              {...field}
              autoComplete="off"
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={description}
              onChange={(change) => setDescription(change.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="mt-4">
        <EventCheckboxes value={events} onChange={setEvents} error={errorOf("events")} />
      </div>
      <Button type="submit" className="mt-4" aria-disabled={create.isPending || undefined}>
        <BusyLabel busy={create.isPending} idle="Add endpoint" working="Adding..." />
      </Button>
    </form>
  );
}
