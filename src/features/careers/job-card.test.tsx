import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type JobPosting, jobs } from "~/content/careers/jobs";
import { JobCard } from "./job-card";
import { renderWithRouter } from "./test-utils";

const engineer = jobs.find((job) => job.id === "cyber-security-engineer")!;

describe("JobCard", () => {
  it("shows title, department, location, type, experience and the posted date as 'MMM dd, yyyy'", () => {
    renderWithRouter(<JobCard job={engineer} />);
    expect(screen.getByRole("heading", { name: "Cyber Security Engineer" })).toBeInTheDocument();
    for (const text of ["Security Operations", "Boston, MA (Hybrid)", "Full-time", "3+ years", "Posted Nov 04, 2026"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(engineer.description)).toBeInTheDocument();
  });

  it("shows the first 3 requirements then '...and N more'", () => {
    renderWithRouter(<JobCard job={engineer} />);
    for (const requirement of engineer.requirements.slice(0, 3)) {
      expect(screen.getByText(requirement)).toBeInTheDocument();
    }
    expect(screen.queryByText(engineer.requirements[3])).not.toBeInTheDocument();
    expect(screen.getByText(`...and ${engineer.requirements.length - 3} more`)).toBeInTheDocument();
  });

  it("shows no '...and N more' when a job has exactly 3 requirements", () => {
    const short: JobPosting = { ...engineer, requirements: engineer.requirements.slice(0, 3) };
    renderWithRouter(<JobCard job={short} />);
    expect(screen.queryByText(/\.\.\.and \d+ more/)).not.toBeInTheDocument();
  });

  it("has an Apply button that mails HR with the subject 'Application for {title}'", () => {
    renderWithRouter(<JobCard job={engineer} />);
    const apply = screen.getByRole("link", { name: "Apply Now for Cyber Security Engineer" });
    expect(apply.getAttribute("href")).toMatch(
      /^mailto:careers@example\.com\?subject=Application%20for%20Cyber%20Security%20Engineer&body=/,
    );
  });

  it("links to the job's own page", () => {
    renderWithRouter(<JobCard job={engineer} />);
    expect(screen.getByRole("link", { name: "Cyber Security Engineer" })).toHaveAttribute(
      "href",
      "/careers/technical/cyber-security-engineer",
    );
    expect(screen.getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      "/careers/technical/cyber-security-engineer",
    );
  });
});
