import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FieldHint, Input, Label, Textarea } from "~/components/ui/field";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { Modal } from "../ui/modal";
import { useContentChange } from "./content-api";
import { textOf, type ContentField, type ContentKind, type ContentRow, type ContentValues } from "./content-kinds";
import { imageUrlProblem, isOffSiteImage } from "./content-rules";
import { ImagePreview } from "./image-preview";

interface ContentFormDialogProps {
  kind: ContentKind;
  /** The row to edit; absent to add a new one at the end of the list. */
  row?: ContentRow;
  nextDisplayOrder: number;
  onClose: () => void;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function ContentFormDialog({ kind, row, nextDisplayOrder, onClose }: ContentFormDialogProps) {
  const [values, setValues] = useState<ContentValues>(() =>
    Object.fromEntries(kind.fields.map((field) => [field.column, row ? textOf(row, field.column) : ""])),
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const save = useContentChange(kind);
  const urlColumn = kind.fields[0].column;
  const previewUrl = imageUrlProblem(values[urlColumn].trim()) ? "" : values[urlColumn].trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([column, value]) => [column, value.trim()]));
    const problems = kind.validate(trimmed);
    setErrors(problems);
    const firstInvalid = kind.fields.find((field) => problems[field.column]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.column}"]`)?.focus();
      toast({ title: "Check the form", description: problems[firstInvalid.column], variant: "destructive" });
      return;
    }
    const change = row
      ? ({ type: "edit", id: row.id, values: trimmed } as const)
      : ({ type: "add", values: trimmed, displayOrder: nextDisplayOrder } as const);
    save.mutate(change, {
      onSuccess: () => {
        toast({
          title: row ? `${capitalized(kind.noun)} saved` : `${capitalized(kind.noun)} added`,
          description: `${trimmed[kind.nameColumn]} is up to date on the home page.`,
        });
        onClose();
      },
      onError: (error) =>
        toast({ title: `Could not save the ${kind.noun}`, description: describeError(error), variant: "destructive" }),
    });
  }

  const fieldId = (field: ContentField) => `${baseId}-${field.column}`;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={row ? `Edit ${kind.noun}` : `Add ${kind.noun}`}
      description={
        row
          ? `Changes to ${textOf(row, kind.nameColumn)} show on the home page when you save.`
          : `New ${kind.noun}s are shown on the home page at the end of the list.`
      }
    >
      <form ref={form} noValidate onSubmit={submit} className="space-y-5">
        <ImagePreview src={previewUrl} alt={values[kind.altColumn].trim() || "Preview"} className="h-32 w-full" />
        {isOffSiteImage(previewUrl, window.location.origin) && (
          <p className="rounded-lg border border-border bg-surface p-3 text-sm text-muted-foreground hc-border">
            This image is on another site. The site's security policy only loads images from this site, so visitors may
            not see it. Prefer a file in the site's public folder.
          </p>
        )}
        {kind.fields.map((field) => {
          const id = fieldId(field);
          const error = errors[field.column];
          const Control = field.multiline ? Textarea : Input;
          return (
            <div key={field.column}>
              <Label htmlFor={id} required={field.required}>
                {field.label}
              </Label>
              <Control
                id={id}
                name={field.column}
                value={values[field.column]}
                maxLength={field.maxLength}
                required={field.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
                onChange={(event) => setValues((current) => ({ ...current, [field.column]: event.target.value }))}
              />
              {error && (
                <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-destructive">
                  {error}
                </p>
              )}
              <FieldHint id={`${id}-hint`}>
                {field.hint} {values[field.column].length}/{field.maxLength}
              </FieldHint>
            </div>
          );
        })}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : row ? "Save changes" : `Add ${kind.noun}`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
