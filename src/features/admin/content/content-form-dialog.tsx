import { useEffect, useRef, useState, type FormEvent } from "react";
import { ImageDropZone } from "~/components/image-drop-zone";
import { DiscardChangesDialog, useDiscardGuard } from "~/components/ui/discard-changes";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/field";
import { FormField } from "~/components/ui/form-field";
import { Modal } from "~/components/ui/modal";
import { env } from "~/lib/env";
import { prepareImage, UploadError } from "~/lib/image-upload";
import { SITE_MEDIA_BUCKET, type BucketRules } from "~/lib/storage-rules";
import { toast } from "~/lib/toast";
import { describeError } from "../admin-errors";
import { useContentChange } from "./content-api";
import { textOf, toastGroupOf, type ContentKind, type ContentRow, type ContentValues } from "./content-kinds";
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

/** A picked file, resized and ready to upload on save, with a local URL to preview it. */
interface PickedImage {
  blob: Blob;
  preview: string;
}

const storageOrigin = new URL(env.supabaseUrl).origin;

export function ContentFormDialog({ kind, row, nextDisplayOrder, onClose }: ContentFormDialogProps) {
  const [initial] = useState<ContentValues>(() =>
    Object.fromEntries(kind.fields.map((field) => [field.column, row ? textOf(row, field.column) : ""])),
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useContentChange(kind);
  const urlColumn = kind.fields[0].column;
  const typedUrl = imageUrlProblem(values[urlColumn].trim()) ? "" : values[urlColumn].trim();
  const [picked, setPicked] = useState<PickedImage | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const previewUrl = picked?.preview ?? typedUrl;
  const busy = preparing || save.isPending;
  const dirty = picked !== null || kind.fields.some((field) => values[field.column] !== initial[field.column]);
  const guard = useDiscardGuard(dirty && !save.isSuccess);
  const close = () => guard.requestClose(onClose);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.preview);
    },
    [picked],
  );

  async function pickFile(file: File, rules: BucketRules) {
    setImageError(null);
    setPreparing(true);
    try {
      // The bucket's limit applies to the scaled-down result, so say so before the form is saved.
      const blob = await prepareImage(file, { maxSide: kind.upload.maxSide }, rules);
      setPicked({ blob, preview: URL.createObjectURL(blob) });
      setValues((current) => ({ ...current, [urlColumn]: "" }));
      setErrors((current) => ({ ...current, [urlColumn]: undefined }));
    } catch (error) {
      setImageError(error instanceof Error ? error.message : "This file could not be read as an image.");
    } finally {
      setPreparing(false);
    }
  }

  function removeImage() {
    setPicked(null);
    setImageError(null);
    setValues((current) => ({ ...current, [urlColumn]: "" }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(values).map(([column, value]) => [column, value.trim()]));
    const problems = kind.validate(trimmed);
    if (picked) delete problems[urlColumn];
    setErrors(problems);
    const firstInvalid = kind.fields.find((field) => problems[field.column]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`[name="${firstInvalid.column}"]`)?.focus();
      toast({
        title: "Check the form",
        description: problems[firstInvalid.column],
        variant: "destructive",
        group: toastGroupOf(kind),
      });
      return;
    }
    const image = picked?.blob;
    const change = row
      ? ({ type: "edit", id: row.id, values: trimmed, previousUrl: textOf(row, urlColumn), image } as const)
      : ({ type: "add", values: trimmed, displayOrder: nextDisplayOrder, image } as const);
    save.mutate(change, {
      onSuccess: () => {
        toast({
          title: row ? `${capitalized(kind.noun)} saved` : `${capitalized(kind.noun)} added`,
          description: `${trimmed[kind.nameColumn]} is up to date on the home page.`,
          group: toastGroupOf(kind),
        });
        onClose();
      },
      onError: (error) => {
        if (error instanceof UploadError) setImageError(error.message);
        toast({
          title: `Could not save the ${kind.noun}`,
          description: describeError(error),
          variant: "destructive",
          group: toastGroupOf(kind),
        });
      },
    });
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={row ? `Edit ${kind.noun}` : `Add ${kind.noun}`}
      description={
        row
          ? `Changes to ${textOf(row, kind.nameColumn)} show on the home page when you save.`
          : `New ${kind.noun}s are shown on the home page at the end of the list.`
      }
    >
      <form method="post" ref={form} noValidate onSubmit={submit} className="space-y-5">
        <ImageDropZone
          label={kind.upload.label}
          bucket={SITE_MEDIA_BUCKET}
          hasImage={previewUrl !== ""}
          busy={busy}
          error={imageError}
          hint="Large images are scaled down before upload."
          onFile={pickFile}
          onRemove={removeImage}
          preview={
            <ImagePreview
              src={previewUrl}
              alt={values[kind.altColumn].trim() || "Preview"}
              width={192}
              height={112}
              className="h-28 w-full shrink-0 bg-background sm:w-48"
            />
          }
        />
        {!picked && isOffSiteImage(typedUrl, window.location.origin) && !typedUrl.startsWith(`${storageOrigin}/`) && (
          <p className="rounded-lg border border-border bg-surface p-3 text-sm text-muted-foreground hc-border">
            This image is on another site. The site's security policy only loads images from this site and its own
            storage, so visitors will not see it. Upload the image instead.
          </p>
        )}
        {kind.fields.map((field) => {
          const error = errors[field.column];
          const Control = field.multiline ? Textarea : Input;
          // A picked file stands in for the image address.
          const required = field.required && !(picked && field.column === urlColumn);
          return (
            <FormField
              key={field.column}
              label={field.label}
              required={required}
              error={error}
              hint={`${field.hint} ${values[field.column].length}/${field.maxLength}`}
            >
              {(control) => (
                <Control
                  {...control}
                  name={field.column}
                  value={values[field.column]}
                  maxLength={field.maxLength}
                  required={required}
                  onChange={(event) => {
                    const value = event.target.value;
                    if (field.column === urlColumn && value.trim() !== "") setPicked(null);
                    setValues((current) => ({ ...current, [field.column]: value }));
                  }}
                />
              )}
            </FormField>
          );
        })}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {save.isPending ? "Saving..." : row ? "Save changes" : `Add ${kind.noun}`}
          </Button>
        </div>
      </form>
      <DiscardChangesDialog {...guard.dialog} />
    </Modal>
  );
}
