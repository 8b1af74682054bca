import { describe, expect, it } from "vitest";
import { fitBox, tooManyPixels } from "./image-resize";
import { PICKED_IMAGE } from "./storage-rules";

describe("fitBox", () => {
  it("scales the longest side down to the limit and keeps the proportions", () => {
    expect(fitBox(3200, 1600, { maxSide: 800 })).toEqual({ sx: 0, sy: 0, sw: 3200, sh: 1600, width: 800, height: 400 });
    expect(fitBox(900, 3000, { maxSide: 1600 })).toMatchObject({ width: 480, height: 1600 });
  });

  it("never enlarges a small picture", () => {
    expect(fitBox(120, 40, { maxSide: 800 })).toMatchObject({ width: 120, height: 40 });
  });

  it("crops the centre square for avatars, then scales it", () => {
    expect(fitBox(1000, 600, { maxSide: 256, square: true })).toEqual({
      sx: 200,
      sy: 0,
      sw: 600,
      sh: 600,
      width: 256,
      height: 256,
    });
    expect(fitBox(100, 300, { maxSide: 256, square: true })).toMatchObject({ sy: 100, width: 100, height: 100 });
  });
});

describe("tooManyPixels", () => {
  it("names the picture's size and the limit in megapixels", () => {
    expect(PICKED_IMAGE.maxPixels).toBeGreaterThanOrEqual(8064 * 6048); // a 48 MP phone photo
    expect(tooManyPixels(10_000, 8_000)).toBe(
      "This image is 10000 × 8000 pixels (80 megapixels); pictures can be up to 50 megapixels.",
    );
  });
});
