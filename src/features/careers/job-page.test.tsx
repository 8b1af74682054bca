import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { type JobPosting, jobs } from "~/content/careers/jobs";
import { JobPage } from "./job-page";
import { serializeJsonLd } from "./job-posting-schema";
import { renderWithRouter } from "./test-utils";

const manager = jobs.find((job) => job.id === "sales-manager")!;

// The hero's details, the posting below it and the form are lazily loaded islands: wait until all are in.
async function renderPage(job: JobPosting) {
  const view = renderWithRouter(<JobPage job={job} />);
  await screen.findByRole("heading", { level: 2, name: "About the role" });
  await screen.findByRole("link", { name: "All sales positions" });
  await screen.findByRole("form", { name: "Apply for this role" });
  return view;
}

const jsonLd = (container: HTMLElement) =>
  JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);

describe("JobPage", () => {
  it("shows the full description, all requirements, responsibilities and benefits", async () => {
    await renderPage(manager);
    expect(screen.getByRole("heading", { level: 1, name: "Sales Manager" })).toBeInTheDocument();
    expect(screen.getByText(manager.description)).toBeInTheDocument();
    for (const item of [...manager.requirements, ...manager.responsibilities, ...manager.benefits]) {
      expect(screen.getByText(item)).toBeInTheDocument();
    }
    expect(screen.queryByText(/\.\.\.and \d+ more/)).not.toBeInTheDocument();
  });

  it('names the department once above the title when it equals the category ("Sales", not "Sales · Sales")', async () => {
    await renderPage(manager);
    expect(screen.getByText("Sales", { selector: "p" })).toBeInTheDocument();
    expect(screen.queryByText("Sales · Sales")).not.toBeInTheDocument();
  });

  it("names category and department above the title when they differ", async () => {
    renderWithRouter(<JobPage job={jobs.find((job) => job.id === "secretary")!} />);
    expect(await screen.findByText("Administration · Executive")).toBeInTheDocument();
  });

  it("offers Apply Now in the hero and beside the details, leading to the form on the page", async () => {
    await renderPage(manager);
    const applyLinks = screen.getAllByRole("link", { name: "Apply Now for Sales Manager" });
    expect(applyLinks).toHaveLength(2);
    for (const apply of applyLinks) expect(apply).toHaveAttribute("href", "#apply");
    const form = screen.getByRole("form", { name: "Apply for this role" });
    expect(form.closest("section")).toHaveAttribute("id", "apply");
  });

  it("keeps the spec's mail link 'Application for {title}' to HR beside the form, as 'or apply by email'", async () => {
    await renderPage(manager);
    const byEmail = within(screen.getByRole("form", { name: "Apply for this role" })).getByRole("link", {
      name: "apply by email",
    });
    expect(byEmail.getAttribute("href")).toMatch(/^mailto:[^?]+\?subject=Application%20for%20Sales%20Manager&body=/);
    expect(byEmail.parentElement).toHaveTextContent(/^or apply by email$/);
  });

  it('states the yearly pay range, "$115,000 – $145,000 a year", in the hero and in the summary', async () => {
    await renderPage(manager);
    expect(screen.getAllByText("$115,000 – $145,000 a year")).toHaveLength(2);
    const summary = screen.getByRole("complementary", { name: "Interested in this role?" });
    expect(within(summary).getByText("Pay").nextElementSibling).toHaveTextContent("$115,000 – $145,000 a year");
  });

  it("carries schema.org JobPosting structured data", async () => {
    const { container } = await renderPage(manager);
    const data = jsonLd(container);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Sales Manager",
      datePosted: "2026-11-16",
      validThrough: "2027-02-14",
      employmentType: "FULL_TIME",
      identifier: { value: "sales-manager" },
      hiringOrganization: { "@type": "Organization", name: company.name },
      jobLocation: { "@type": "Place", address: { addressLocality: "Boston" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", minValue: 115_000, maxValue: 145_000, unitText: "YEAR" },
      },
      directApply: true,
    });
    expect(data.description).toContain(manager.description);
  });

  it("escapes '<' in the structured data so it cannot close the script element", () => {
    const hostile: JobPosting = { ...manager, title: "</script><script>alert(1)</script>" };
    const serialized = serializeJsonLd({ title: hostile.title });
    expect(serialized).not.toContain("<");
    expect(JSON.parse(serialized).title).toBe(hostile.title);
  });
});
