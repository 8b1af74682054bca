import { useId, useState, type FormEvent } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import { CountedTextarea } from "~/components/ui/counted-textarea";
import { FormField } from "~/components/ui/form-field";
import { characterCount } from "@rules/text-cleaning.ts";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { leadDateTime } from "../dates";

/** The database's CHECK on a note's body, lead_notes and job_application_notes alike. */
export const NOTE_MAX_LENGTH = 2000;

export interface StaffNote {
  id: string;
  author_email: string | null;
  body: string;
  created_at: string;
}

interface NotesSectionProps {
  notes: UseQueryResult<StaffNote[]>;
  /** Stores a note; settles once it is stored (or refused). */
  add: (body: string) => Promise<unknown>;
  adding: boolean;
  /** Whose notes, said under "Note added": a lead's or a candidate's name and address. */
  subject: string;
}

/** The team's notes on a lead or an application, newest first, and a form to add one. Notes are never edited. */
export function NotesSection({ notes, add, adding, subject }: NotesSectionProps) {
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const countId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (!text) return setError("Write the note first.");
    if (characterCount(text) > NOTE_MAX_LENGTH) return setError(`A note holds at most ${NOTE_MAX_LENGTH} characters.`);
    if (adding) return;
    try {
      await add(text);
      setBody("");
      toast({ title: "Note added", description: subject, group: "staff-note" });
    } catch (failure) {
      toast({ title: "Could not add the note", description: describeError(failure), variant: "destructive" });
    }
  }

  return (
    <section aria-labelledby={`${countId}-notes`} className="mt-6">
      <h3 id={`${countId}-notes`} className="text-base font-semibold text-foreground">
        Notes
      </h3>
      <form noValidate onSubmit={submit} className="mt-3 grid gap-3">
        <FormField label="Add a note" error={error} describedBy={countId}>
          {(field) => (
            <CountedTextarea
              {...field}
              countId={countId}
              max={NOTE_MAX_LENGTH}
              rows={3}
              value={body}
              onChange={(e) => {
                setBody(e.target.value);
                setError(null);
              }}
            />
          )}
        </FormField>
        {/* Not disabled while saving: a disabled button would drop the keyboard's focus. */}
        <Button type="submit" variant="outline" size="sm" aria-disabled={adding} className="justify-self-start">
          {adding ? "Adding..." : "Add note"}
        </Button>
      </form>
      {notes.data && notes.data.length > 0 && (
        <ul className="mt-4 grid gap-3">
          {notes.data.map((note) => (
            <li key={note.id} className="rounded-lg border border-border bg-surface p-3 text-sm hc-border">
              <p className="whitespace-pre-wrap text-foreground wrap-anywhere">{note.body}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {note.author_email ?? "A former staff member"}, {leadDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {notes.isError && <p className="mt-3 text-sm text-destructive">Could not load the notes.</p>}
    </section>
  );
}
