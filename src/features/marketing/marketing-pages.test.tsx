import { render, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { productIndex, productPath } from "~/content/products";
import { productPages, productsOverview } from "~/content/products/copy";
import { productEntries } from "~/content/products/meta";
import { productsOverviewEntry } from "~/content/products/overview-meta";
import { servicesPage } from "~/content/services/copy";
import { servicesEntry } from "~/content/services/meta";
import { solutionIndex, solutionPath } from "~/content/solutions";
import { solutionPages, solutionsOverview } from "~/content/solutions/copy";
import { solutionEntries } from "~/content/solutions/meta";
import { solutionsOverviewEntry } from "~/content/solutions/overview-meta";
import { contactHref } from "~/lib/contact-link";
import { ProductPage } from "./product-page";
import { ProductsOverviewPage } from "./products-overview-page";
import { ServicesPage } from "./services-page";
import { SolutionPage } from "./solution-page";
import { SolutionsOverviewPage } from "./solutions-overview-page";

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

const linksTo = (href: string) => screen.getAllByRole("link").filter((a) => a.getAttribute("href") === href);

/** Headings must never skip a level (h1 → h2 → h3), and there is exactly one h1. */
function expectHeadingsInOrder(container: HTMLElement) {
  const levels = [...container.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]).toBeLessThanOrEqual(1));
}

// Every solution and product has its meta and copy: both are keyed by its slug's type, so the typecheck says so.
describe("content model", () => {
  it("gives every page its own meta description of at most 160 characters", () => {
    const descriptions = [
      servicesEntry,
      solutionsOverviewEntry,
      productsOverviewEntry,
      ...solutionEntries,
      ...productEntries,
    ].map((entry) => entry.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    descriptions.forEach((d) => {
      expect(d.length).toBeGreaterThanOrEqual(70);
      expect(d.length).toBeLessThanOrEqual(160);
    });
  });
});

describe("calls to action carry the service the visitor was reading about", () => {
  it("links each solution and product page to the closest contact-form service, or to none", () => {
    const hrefs = Object.fromEntries(
      [...solutionPages, ...productPages].map((p) => [p.slug, contactHref(p.contactService)]),
    );
    expect(hrefs).toEqual({
      "next-generation-siem-soc": "/contact?service=next-generation-siem-soc",
      secops: "/contact?service=next-generation-siem-soc",
      "cloud-security": "/contact?service=cloud-security",
      "cybersecurity-solutions": "/contact",
      "network-security": "/contact?service=network-security",
      "sd-wan-sase": "/contact?service=network-security",
      "waf-api-security": "/contact?service=network-security",
      "datacenter-solutions": "/contact",
      "cloud-native-protection": "/contact?service=cloud-security",
      "ai-security-operations": "/contact?service=ai-powered-threat-hunting",
    });
  });
});

describe.each(solutionPages)("solution page $name", (solution) => {
  it("has Get Started and Schedule Demo buttons in the hero and a Contact Us Today button, all to /contact", async () => {
    renderPage(<SolutionPage slug={solution.slug} />);
    const toContact = contactHref(solution.contactService);
    expect(toContact).toMatch(/^\/contact(\?service=[a-z-]+)?$/);
    const getStarted = await screen.findByRole("link", { name: `Get Started with ${solution.name}` });
    expect(getStarted).toHaveTextContent(/^Get Started/);
    expect(getStarted).toHaveAttribute("href", toContact);
    expect(screen.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", toContact);
    expect(screen.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", toContact);
  });

  it("shows the hero, what it does, how it works and the outcomes, with headings in order", async () => {
    const { container } = renderPage(<SolutionPage slug={solution.slug} />);
    expect(await screen.findByRole("heading", { level: 1, name: solution.headline })).toBeInTheDocument();
    const whatItDoes = screen.getByRole("region", { name: solution.whatItDoes.title });
    expect(within(whatItDoes).getAllByRole("heading", { level: 3 })).toHaveLength(
      solution.whatItDoes.capabilities.length,
    );
    const howItWorks = screen.getByRole("region", { name: solution.howItWorks.title });
    expect(within(howItWorks).getAllByRole("listitem")).toHaveLength(solution.howItWorks.steps.length);
    const outcomes = screen.getByRole("region", { name: solution.outcomes.title });
    solution.outcomes.items.forEach((o) => expect(within(outcomes).getByText(o.value)).toBeInTheDocument());
    expectHeadingsInOrder(container);
  });
});

describe.each(productPages)("product page $name", (product) => {
  it("shows four feature cards, each with its own heading", async () => {
    renderPage(<ProductPage slug={product.slug} />);
    const features = await screen.findByRole("region", { name: product.features.title });
    const cards = within(within(features).getByRole("list")).getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    cards.forEach((card, i) =>
      expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent(product.features.items[i].title),
    );
  });

  it("has exactly one call-to-action button, and it goes to /contact", async () => {
    const { container } = renderPage(<ProductPage slug={product.slug} />);
    await screen.findByRole("heading", { level: 1, name: product.headline });
    const contactLinks = linksTo(contactHref(product.contactService));
    expect(contactLinks).toHaveLength(1);
    expect(contactLinks[0]).toHaveAccessibleName(product.closing.actionLabel);
    expect(container.querySelectorAll("[data-button]")).toHaveLength(1);
    expectHeadingsInOrder(container);
  });
});

describe("overview pages", () => {
  it("/solutions introduces and links all four solutions", async () => {
    const { container } = renderPage(<SolutionsOverviewPage />);
    await screen.findByRole("heading", { level: 1, name: solutionsOverview.title });
    solutionIndex.forEach((o) =>
      expect(screen.getByRole("link", { name: `Explore ${o.name}` })).toHaveAttribute("href", solutionPath(o.slug)),
    );
    expectHeadingsInOrder(container);
  });

  it.each([
    ["/solutions", <SolutionsOverviewPage key="s" />, solutionsOverview.closing.actionLabel],
    ["/products", <ProductsOverviewPage key="p" />, productsOverview.closing.actionLabel],
    ["/services", <ServicesPage key="v" />, servicesPage.closing.actionLabel],
  ])("%s closes with a button to /contact", async (_path, page, label) => {
    renderPage(page);
    expect(await screen.findByRole("link", { name: label })).toHaveAttribute("href", "/contact");
  });

  it("/products introduces and links all six products", async () => {
    const { container } = renderPage(<ProductsOverviewPage />);
    await screen.findByRole("heading", { level: 1, name: productsOverview.title });
    expect(productIndex).toHaveLength(6);
    productIndex.forEach((o) =>
      expect(screen.getByRole("link", { name: `Explore ${o.name}` })).toHaveAttribute("href", productPath(o.slug)),
    );
    expectHeadingsInOrder(container);
  });
});

describe("/services", () => {
  it("shows four benefit cards", async () => {
    renderPage(<ServicesPage />);
    const benefits = await screen.findByRole("region", { name: servicesPage.benefits.title });
    expect(within(benefits).getAllByRole("heading", { level: 3 })).toHaveLength(4);
  });

  it("shows the four service cards named in the spec, each with its feature badges", async () => {
    const { container } = renderPage(<ServicesPage />);
    const services = await screen.findByRole("region", { name: servicesPage.services.title });
    const names = within(services)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      "SIEM/SOC",
      "Network and Application Security",
      "Cloud Security",
      "Comprehensive Cybersecurity",
    ]);
    names.forEach((name) => {
      const badges = within(screen.getByRole("list", { name: `${name} features` })).getAllByRole("listitem");
      expect(badges.length).toBeGreaterThanOrEqual(3);
    });
    expectHeadingsInOrder(container);
  });
});
