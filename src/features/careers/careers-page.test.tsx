import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { jobs } from "~/content/careers/jobs";
import { CareersPage } from "./careers-page";
import { renderWithRouter } from "./test-utils";

// The hero's select and count and the sections below are lazily loaded islands, so each test
// waits for the island it checks.
const latestOpenings = () => screen.findByRole("region", { name: "Latest Openings" });

describe("CareersPage", () => {
  it("shows the count of open positions", async () => {
    renderWithRouter(<CareersPage />);
    expect(await screen.findByText("6 open positions")).toBeInTheDocument();
  });

  it("shows three department cards, each listing its job titles and linking to its page", async () => {
    renderWithRouter(<CareersPage />);
    await screen.findByRole("region", { name: "Find your team" });
    const departmentLinks = [
      ["Sales", "/careers/sales", ["Sales Manager"]],
      ["Administration", "/careers/administration", ["Assistant Administrative", "Secretary"]],
      [
        "Technical",
        "/careers/technical",
        ["Cyber Security Engineer", "Junior SecOps Specialist", "Cloud Security Engineer"],
      ],
    ] as const;
    for (const [label, path, titles] of departmentLinks) {
      const link = screen.getByRole("link", { name: label });
      expect(link).toHaveAttribute("href", path);
      const card = link.closest("li")!;
      for (const title of titles) expect(within(card).getByText(title)).toBeInTheDocument();
      expect(
        within(card).getByText(`${titles.length} open position${titles.length === 1 ? "" : "s"}`),
      ).toBeInTheDocument();
    }
  });

  it('shows the first 3 jobs in Latest Openings and "And 3 more positions available..." when there are 6 jobs', async () => {
    renderWithRouter(<CareersPage />);
    const section = await latestOpenings();
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(3);
    jobs.slice(0, 3).forEach((job, index) => {
      expect(within(cards[index]).getByRole("heading", { name: job.title })).toBeInTheDocument();
    });
    expect(within(section).getByText("And 3 more positions available...")).toBeInTheDocument();
  });

  it("shows no 'more positions' line when there are only 3 jobs", async () => {
    renderWithRouter(<CareersPage jobs={jobs.slice(0, 3)} />);
    expect(within(await latestOpenings()).getAllByRole("article")).toHaveLength(3);
    expect(await screen.findByText("3 open positions")).toBeInTheDocument();
    expect(screen.queryByText(/more positions available/)).not.toBeInTheDocument();
  });

  it("navigates to the department page chosen in 'Browse by department'", async () => {
    const router = createMemoryRouter(
      [
        { path: "/careers", element: <CareersPage /> },
        { path: "/careers/:department", element: <p>department page</p> },
      ],
      { initialEntries: ["/careers"] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.selectOptions(await screen.findByLabelText("Browse by department"), "Technical");
    expect(router.state.location.pathname).toBe("/careers/technical");
    expect(await screen.findByText("department page")).toBeInTheDocument();
  });
});
