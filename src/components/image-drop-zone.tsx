import { Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FieldHint } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { formatBytes, pickedFileProblem, typeList } from "~/lib/image-upload";
import { PICKED_IMAGE, type BucketRules } from "~/lib/storage-rules";

interface ImageDropZoneProps {
  /** Names the picture: "Logo image", "Profile picture". */
  label: string;
  bucket: BucketRules;
  /** The picture as it stands (or a placeholder). */
  preview: ReactNode;
  hasImage: boolean;
  busy?: boolean;
  /** A problem found after the file was chosen (preparing or storing it). */
  error?: string | null;
  hint?: string;
  /** A file of the bucket's types, small enough to be decoded and scaled down. */
  onFile: (file: File) => void;
  onRemove?: () => void;
}

/** Pick or drop one image: the file button is the keyboard path, the drop area a shortcut for the mouse. */
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

  function choose(file: File | undefined) {
    if (!file) return;
    const found = pickedFileProblem(file, bucket);
    setProblem(found);
    if (!found) onFile(file);
  }

  const over = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? "none" : "copy";
    setDragging(true);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
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
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {busy
              ? "Preparing the image…"
              : dragging
                ? "Drop the image to use it."
                : "Drag an image here, or choose a file."}
          </p>
          <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
              onClick={() => input.current?.click()}
            >
              <Upload aria-hidden="true" className="size-4 shrink-0" />
              {hasImage ? "Replace image" : "Choose a file"}
            </Button>
            {hasImage && onRemove && (
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
                <Trash2 aria-hidden="true" className="size-4 shrink-0 text-destructive" />
                Remove image
              </Button>
            )}
          </div>
        </div>
        <input
          ref={input}
          type="file"
          accept={bucket.mimeTypes.join(",")}
          aria-label={`${label} file`}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      <FieldHint id={`${id}-hint`}>
        {typeList(bucket)}, up to {formatBytes(PICKED_IMAGE.maxBytes)}.{hint ? ` ${hint}` : ""}
      </FieldHint>
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {shown}
        </p>
      )}
    </div>
  );
}
