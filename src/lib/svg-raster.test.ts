import { describe, expect, it } from "vitest";
import { sizedSvg, svgSize } from "./svg-raster";

const svg = (attributes: string) =>
  new DOMParser().parseFromString(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}/>`, "image/svg+xml")
    .documentElement;

describe("svgSize", () => {
  it("takes width and height, filling a missing one from the viewBox's proportions", () => {
    expect(svgSize(svg('width="120" height="40px"'))).toEqual({ width: 120, height: 40 });
    expect(svgSize(svg('viewBox="0 0 32 16"'))).toEqual({ width: 32, height: 16 });
    expect(svgSize(svg('width="64" viewBox="0,0,32,16"'))).toEqual({ width: 64, height: 32 });
  });
  it("finds no size without numbers to go by", () => {
    expect(svgSize(svg(""))).toBeNull();
    expect(svgSize(svg('width="100%" height="100%"'))).toBeNull();
    expect(svgSize(svg('viewBox="0 0 0 10"'))).toBeNull();
  });
});

describe("sizedSvg", () => {
  it("gives the drawing an explicit size whose longest side is maxSide, keeping its viewBox", () => {
    const sized = sizedSvg('<svg xmlns="http://www.w3.org/2000/svg" width="30" height="10"><rect/></svg>', 800);
    expect(sized).toMatchObject({ width: 800, height: 267 });
    expect(sized.markup).toContain('viewBox="0 0 30 10"');
    expect(sized.markup).toContain('width="800"');
  });
  it("refuses what is not an SVG, and an SVG without a size, saying what to do", () => {
    expect(() => sizedSvg("<svg", 800)).toThrow("This file is not a readable SVG.");
    expect(() => sizedSvg("<html/>", 800)).toThrow("This file is not a readable SVG.");
    expect(() => sizedSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', 800)).toThrow(/has no size/);
  });
});
