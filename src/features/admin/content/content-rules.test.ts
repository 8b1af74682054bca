import { describe, expect, it } from "vitest";
import { imageUrlProblem, isOffSiteImage, validateLogo, validateStepImage } from "./content-rules";

const URL_HELP = "Use a path on this site such as /logos/acme.svg, or a full http:// or https:// address.";

describe("image addresses", () => {
  it.each([
    "/logos/acme.svg",
    "/how-it-works/step-1.svg",
    "https://cdn.example.com/a.png?v=2",
    "http://localhost:8080/x.svg",
  ])("accepts %s", (url) => expect(imageUrlProblem(url)).toBeUndefined());

  it.each([
    ["javascript:alert(1)"],
    ["data:image/svg+xml,<svg/>"],
    ["//evil.example/logo.svg"],
    ["/"],
    ["logos/acme.svg"],
    ["/logos/my logo.svg"],
    ["/logos\\acme.svg"],
    ["ftp://example.com/a.png"],
    ["https://user@evil.example/a.png"],
  ])("refuses %s with a clear message", (url) => expect(imageUrlProblem(url)).toBe(URL_HELP));

  it("asks for an address when it is empty, and caps it at 2048 characters", () => {
    expect(imageUrlProblem("  ")).toBe("Upload an image, or enter its address.");
    expect(imageUrlProblem(`/${"a".repeat(2048)}`)).toBe("Keep the address under 2048 characters.");
  });

  it("flags images on other sites, which the site's CSP blocks", () => {
    expect(isOffSiteImage("https://cdn.example.com/a.png", "http://127.0.0.1:8080")).toBe(true);
    expect(isOffSiteImage("http://127.0.0.1:8080/a.png", "http://127.0.0.1:8080")).toBe(false);
    expect(isOffSiteImage("/logos/a.svg", "http://127.0.0.1:8080")).toBe(false);
  });
});

describe("validateLogo", () => {
  it("passes a complete logo", () => {
    expect(validateLogo({ logo_url: "/logos/acme.svg", company_name: "Acme", alt_text: "Acme logo" })).toEqual({});
  });

  it("names every problem by column", () => {
    expect(validateLogo({ logo_url: "", company_name: " ", alt_text: "x".repeat(151) })).toEqual({
      logo_url: "Upload an image, or enter its address.",
      company_name: "Enter the company name.",
      alt_text: "Keep the alternative text to 150 characters or fewer.",
    });
  });

  it("caps the company name at 100 characters", () => {
    expect(validateLogo({ logo_url: "/a.svg", company_name: "x".repeat(101), alt_text: "A" }).company_name).toBe(
      "Keep the company name to 100 characters or fewer.",
    );
  });
});

describe("validateStepImage", () => {
  it("lets the description be empty but caps it at 500 characters", () => {
    expect(validateStepImage({ image_url: "/s.svg", title: "Step", description: "" })).toEqual({});
    expect(validateStepImage({ image_url: "/s.svg", title: "Step", description: "d".repeat(501) })).toEqual({
      description: "Keep the description to 500 characters or fewer.",
    });
  });

  it("requires a title of at most 100 characters", () => {
    expect(validateStepImage({ image_url: "/s.svg", title: "", description: "" }).title).toBe("Enter the title.");
    expect(validateStepImage({ image_url: "/s.svg", title: "t".repeat(101), description: "" }).title).toBe(
      "Keep the title to 100 characters or fewer.",
    );
  });
});
