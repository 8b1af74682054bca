import { RotateCw, Trash2, Upload } from "~/components/ui/icons";
import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldHint } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { acceptedTypes, formatBytes, pickedFileProblem, typeList } from "~/lib/image-upload";
import { PICKED_IMAGE, type BucketRules } from "~/lib/storage-rules";
import { useBucketRules } from "~/lib/storage-rules-api";

interface ImageDropZoneProps {
  /** Names the picture: "Logo image", "Profile picture". */
  label: string;
  /** The Storage bucket the picture goes to: its size limit and types are read from Storage. */
  bucket: string;
  /** The picture as it stands (or a placeholder). */
  preview: ReactNode;
  hasImage: boolean;
  busy?: boolean;
  /** A problem found after the file was chosen (preparing or storing it). */
  error?: string | null;
  hint?: string;
  /** A file of the bucket's types, small enough to be decoded and scaled down, and the rules it was checked against. */
  onFile: (file: File, rules: BucketRules) => void;
  onRemove?: () => void;
}

/**
 * Pick or drop one image: the file button is the keyboard path, the drop area a shortcut for the
 * mouse. Until the bucket's rules have loaded nothing can be picked (a calm busy state); if they
 * cannot be loaded it says so and offers to try again. Removing the image never waits for them.
 */
export function ImageDropZone({
  label,
  bucket,
  preview,
  hasImage,
  busy,
  error,
  hint,
  onFile,
  onRemove,
}: ImageDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  const query = useBucketRules(bucket);
  const rules = query.data;
  // After a failure the button stays "Try again" (and keeps focus) until a retry brings the rules.
  const failed = !rules && query.isError;
  const checking = !rules && (!failed || query.isFetching);

  function choose(file: File | undefined) {
    if (!file || !rules) return;
    const found = pickedFileProblem(file, rules);
    setProblem(found);
    if (!found) onFile(file, rules);
  }

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = busy || !rules ? "none" : "copy";
    setDragging(true);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-busy={checking || undefined}>
      <p id={`${id}-label`} className="text-sm font-semibold text-foreground">
        {label}
      </p>
      <div
        data-drop-zone=""
        data-dragging={dragging || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!busy) choose(event.dataTransfer.files[0]);
        }}
        className={cn(
          "mt-2 flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-border bg-surface/60 p-4 transition-colors hc-border sm:flex-row",
          dragging && "border-primary bg-primary/5",
          shown && "border-destructive/60",
        )}
      >
        {preview}
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center sm:items-start sm:text-left">
          <p
            id={`${id}-status`}
            className={cn("text-sm text-muted-foreground", failed && !checking && "font-medium text-destructive")}
            aria-live="polite"
          >
            {busy
              ? "Preparing the image…"
              : checking
                ? "Checking which images can be uploaded…"
                : failed
                  ? "Could not load which images can be uploaded. Check your connection and try again."
                  : dragging
                    ? "Drop the image to use it."
                    : "Drag an image here, or choose a file."}
          </p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy || (checking && !failed)}
              aria-describedby={failed ? `${id}-status` : `${id}-hint${shown ? ` ${id}-error` : ""}`}
              onClick={failed ? () => void query.refetch() : () => input.current?.click()}
            >
              {failed ? (
                <RotateCw aria-hidden="true" className="size-4 shrink-0" />
              ) : (
                <Upload aria-hidden="true" className="size-4 shrink-0" />
              )}
              {failed ? "Try again" : hasImage ? "Replace image" : "Choose a file"}
            </Button>
            {hasImage && onRemove && (
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
                <Trash2 aria-hidden="true" className="size-4 shrink-0 text-destructive" />
                Remove image
              </Button>
            )}
          </div>
        </div>
        {rules && (
          <input
            ref={input}
            type="file"
            accept={acceptedTypes(rules).join(",")}
            aria-label={`${label} file`}
            tabIndex={-1}
            className="sr-only"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        )}
      </div>
      <FieldHint id={`${id}-hint`}>
        {rules ? `${typeList(rules)}, up to` : "Up to"} {formatBytes(PICKED_IMAGE.maxBytes)}.{hint ? ` ${hint}` : ""}
      </FieldHint>
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}
