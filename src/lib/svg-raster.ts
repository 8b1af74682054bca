// SVG pictures (how logos arrive) are drawn to a canvas in the browser and stored as the PNG drawn:
// Storage never holds the SVG, whose scripts and links would run wherever it is opened directly.
// The browser draws it as an <img>, which runs no script and fetches nothing.

export const SVG_TYPE = "image/svg+xml";

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const CANNOT_DRAW = "This SVG could not be drawn. Export it again from your design tool, or upload a PNG.";

/** A length in the SVG's own units: a number, optionally in px; a percentage or another unit is no size. */
function length(value: string | null): number {
  const found = value && /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value);
  return found ? Number(found[1]) : NaN;
}

/**
 * The picture's size: its width and height, the viewBox's proportions filling in a missing one,
 * or the viewBox's alone; null when it states neither (a browser would draw it at 300 × 150).
 */
export function svgSize(svg: Element): { width: number; height: number } | null {
  let width = length(svg.getAttribute("width"));
  let height = length(svg.getAttribute("height"));
  const box = (svg.getAttribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth, boxHeight] = box;
  if (box.length === 4 && box.every(Number.isFinite) && boxWidth > 0 && boxHeight > 0) {
    if (!(width > 0) && !(height > 0)) [width, height] = [boxWidth, boxHeight];
    else if (!(width > 0)) width = (height * boxWidth) / boxHeight;
    else if (!(height > 0)) height = (width * boxHeight) / boxWidth;
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * The SVG file as its markup with an explicit size whose longest side is `maxSide` pixels (a
 * drawing has no resolution of its own), or an Error that says why it cannot be drawn.
 */
export function sizedSvg(markup: string, maxSide: number): { markup: string; width: number; height: number } {
  const document = new DOMParser().parseFromString(markup, SVG_TYPE);
  const svg = document.documentElement;
  if (document.querySelector("parsererror") || svg.localName !== "svg" || svg.namespaceURI !== SVG_NAMESPACE) {
    throw new Error("This file is not a readable SVG. Export it again from your design tool, or upload a PNG.");
  }
  const size = svgSize(svg);
  if (!size) {
    throw new Error("This SVG has no size (no width and height, and no viewBox). Export it with one, or upload a PNG.");
  }
  const scale = maxSide / Math.max(size.width, size.height);
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  if (!svg.hasAttribute("viewBox")) svg.setAttribute("viewBox", `0 0 ${size.width} ${size.height}`);
  svg.setAttribute("width", String(width));
  svg.setAttribute("height", String(height));
  return { markup: new XMLSerializer().serializeToString(svg), width, height };
}

/** The file's text (through FileReader, which jsdom has too). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error("This file could not be read. Choose it again."));
    reader.readAsText(file);
  });

/** The SVG drawn as a PNG whose longest side is `maxSide`, transparent where the drawing is. */
export async function rasterizeSvg(file: Blob, maxSide: number): Promise<Blob> {
  const sized = sizedSvg(await readText(file), maxSide);
  const url = URL.createObjectURL(new Blob([sized.markup], { type: SVG_TYPE }));
  try {
    const image = new Image(sized.width, sized.height);
    image.src = url;
    await image.decode().catch(() => Promise.reject(new Error(CANNOT_DRAW)));
    const canvas = Object.assign(document.createElement("canvas"), { width: sized.width, height: sized.height });
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot prepare images for upload.");
    context.drawImage(image, 0, 0, sized.width, sized.height);
    // A drawing the browser will not let a page read back (toBlob throws) cannot be stored either.
    const png = await new Promise<Blob | null>((resolve, reject) => {
      try {
        canvas.toBlob(resolve, "image/png");
      } catch {
        reject(new Error(CANNOT_DRAW));
      }
    });
    if (!png) throw new Error(CANNOT_DRAW);
    return png;
  } finally {
    URL.revokeObjectURL(url);
  }
}
