import { ImageOff } from "~/components/ui/icons";
import { useState } from "react";
import { cn } from "~/lib/cn";

interface ImagePreviewProps {
  src: string;
  alt: string;
  className?: string;
  /** The box's size in CSS pixels, given to the <img> so it never shifts the layout while loading. */
  width: number;
  height: number;
}

/** The image as visitors will see it, or a clear note when the address does not load. */
export function ImagePreview({ src, alt, className, width, height }: ImagePreviewProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <div
      className={cn(
        "flex items-center justify-center overflow-hidden rounded-lg border border-border bg-surface hc-border",
        className,
      )}
    >
      {failed || !src ? (
        <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-5" />
          {src ? "Image not found" : "No image"}
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-contain p-2"
        />
      )}
    </div>
  );
}
