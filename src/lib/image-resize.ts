// Shrinks a picture in the browser before it is uploaded: decoded with createImageBitmap, drawn on
// a canvas and encoded as WebP (PNG where the browser cannot encode WebP). Re-encoding also drops
// the photo's metadata (camera, location).
import { PICKED_IMAGE } from "./storage-rules";

export interface ResizeOptions {
  /** Longest side of the result, in pixels; smaller pictures keep their size. */
  maxSide: number;
  /** Crop the centre square first (avatars). */
  square?: boolean;
}

export interface ResizedImage {
  blob: Blob;
  width: number;
  height: number;
}

/** Source rectangle and output size for a picture of `width`×`height`. */
export function fitBox(width: number, height: number, { maxSide, square }: ResizeOptions) {
  const side = Math.min(width, height);
  const source = square
    ? { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), sw: side, sh: side }
    : { sx: 0, sy: 0, sw: width, sh: height };
  const scale = Math.min(1, maxSide / Math.max(source.sw, source.sh));
  return {
    ...source,
    width: Math.max(1, Math.round(source.sw * scale)),
    height: Math.max(1, Math.round(source.sh * scale)),
  };
}

/** The message for a picture over PICKED_IMAGE.maxPixels. */
export function tooManyPixels(width: number, height: number): string {
  const megapixels = (count: number) => `${Math.round(count / 1_000_000)} megapixels`;
  return `This image is ${width} × ${height} pixels (${megapixels(width * height)}); pictures can be up to ${megapixels(PICKED_IMAGE.maxPixels)}.`;
}

async function encode(canvas: OffscreenCanvas | HTMLCanvasElement): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/webp", quality: 0.9 });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/webp", 0.9));
}

export async function resizeImage(file: Blob, options: ResizeOptions): Promise<ResizedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error("This file could not be read as an image. Choose another one.");
  }
  try {
    const pixels = bitmap.width * bitmap.height;
    if (pixels > PICKED_IMAGE.maxPixels) throw new Error(tooManyPixels(bitmap.width, bitmap.height));
    const box = fitBox(bitmap.width, bitmap.height, options);
    const canvas =
      typeof OffscreenCanvas === "function"
        ? new OffscreenCanvas(box.width, box.height)
        : Object.assign(document.createElement("canvas"), { width: box.width, height: box.height });
    const context = canvas.getContext("2d") as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) throw new Error("This browser cannot prepare images for upload.");
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, box.sx, box.sy, box.sw, box.sh, 0, 0, box.width, box.height);
    const blob = await encode(canvas);
    if (!blob) throw new Error("This browser cannot prepare images for upload.");
    return { blob, width: box.width, height: box.height };
  } finally {
    bitmap.close();
  }
}
