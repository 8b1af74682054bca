import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { departmentCopy } from "~/content/careers/copy";
import { type DepartmentOption, departments } from "~/content/careers/departments";
import type { JobPosting } from "~/content/careers/jobs";
import { DepartmentPage } from "./department-page";
import { renderWithRouter } from "./test-utils";

const department = (value: DepartmentOption["value"]) => departments.find((d) => d.value === value)!;

// The hero's count and the sections below it are lazily loaded islands: wait until both are in.
async function renderPage(value: DepartmentOption["value"], jobs?: readonly JobPosting[]) {
  renderWithRouter(<DepartmentPage department={department(value)} jobs={jobs} />);
  await screen.findByRole("heading", { level: 2, name: "Open positions" });
  await screen.findByText(new RegExp(`open positions? in ${department(value).label}`));
}

describe("DepartmentPage", () => {
  it("uses the singular wording for one position", async () => {
    await renderPage("sales");
    expect(screen.getByText("1 open position in Sales")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("uses the plural wording for several positions", async () => {
    await renderPage("technical");
    expect(screen.getByText("3 open positions in Technical")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Cyber Security Engineer",
      "Junior SecOps Specialist",
      "Cloud Security Engineer",
    ]);
  });

  it("shows the department's introduction, benefits and what you will do", async () => {
    const copy = departmentCopy.administration;
    await renderPage("administration");
    expect(screen.getByText(/^Our administration team keeps the company running/)).toBeInTheDocument();
    for (const benefit of copy.benefits)
      expect(screen.getByRole("heading", { name: benefit.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you will do" })).toBeInTheDocument();
    for (const item of copy.whatYouWillDo) expect(screen.getByText(item)).toBeInTheDocument();
  });

  it("lists a technology stack of 8 items on the technical page only", async () => {
    await renderPage("technical");
    const stack = screen.getByRole("heading", { name: "Our technology stack" }).nextElementSibling as HTMLElement;
    expect(within(stack).getAllByRole("listitem")).toHaveLength(8);
  });

  it("has no technology stack on the sales page", async () => {
    await renderPage("sales");
    expect(screen.queryByRole("heading", { name: "Our technology stack" })).not.toBeInTheDocument();
  });

  it.each([
    ["sales", "Sales Inquiry"],
    ["administration", "Administration Inquiry"],
    ["technical", "Technical Inquiry"],
  ] as const)(
    "with no open %s positions, shows a fallback and a 'Send us your resume' mail link with subject '%s'",
    async (value, subject) => {
      await renderPage(value, []);
      expect(screen.getByText(`0 open positions in ${department(value).label}`)).toBeInTheDocument();
      expect(screen.getByRole("heading", { name: `No open ${value} positions right now` })).toBeInTheDocument();
      expect(screen.queryByRole("article")).not.toBeInTheDocument();
      const resume = screen.getByRole("link", { name: "Send us your resume" });
      expect(resume.getAttribute("href")).toMatch(
        new RegExp(`^mailto:careers@example\\.com\\?subject=${encodeURIComponent(subject)}&body=`),
      );
    },
  );
});
