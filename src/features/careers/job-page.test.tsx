import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company } from "~/content/company";
import { type JobPosting, jobs } from "~/content/careers/jobs";
import { JobPage } from "./job-page";
import { serializeJsonLd } from "./job-posting-schema";
import { renderWithRouter } from "./test-utils";

const manager = jobs.find((job) => job.id === "sales-manager")!;

// The hero's details and the posting below it are lazily loaded islands: wait until both are in.
async function renderPage(job: JobPosting) {
  const view = renderWithRouter(<JobPage job={job} />);
  await screen.findByRole("heading", { level: 2, name: "About the role" });
  await screen.findByRole("link", { name: "All sales positions" });
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

  it("offers the Apply button mailing HR, in the hero and beside the details", async () => {
    await renderPage(manager);
    const applyLinks = screen.getAllByRole("link", { name: "Apply Now for Sales Manager" });
    expect(applyLinks).toHaveLength(2);
    for (const apply of applyLinks) {
      expect(apply.getAttribute("href")).toContain("subject=Application%20for%20Sales%20Manager");
    }
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
