import { departments } from "../src/content/careers/departments";
import { jobPath, jobs, jobsInCategory } from "../src/content/careers/jobs";
import { expect, expectNoAxeViolations, screenshotBoth, slug, test } from "./fixtures";

// Each test reads pages on its own: the workers share this file's tests out among them.
test.describe.configure({ mode: "parallel" });

test("/careers: 'Browse by department' navigates to the chosen department page", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByText("6 open positions")).toBeVisible();
  await expect(page.getByText("And 3 more positions available...")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, "careers");
  await page.getByLabel("Browse by department").selectOption("Administration");
  await expect(page).toHaveURL(/\/careers\/administration$/);
  await expect(page.getByRole("heading", { level: 1, name: "Administration positions" })).toBeVisible();
});

test("/careers: a department card leads to its department page", async ({ page }) => {
  await page.goto("/careers");
  await page.getByRole("link", { name: "Technical", exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/technical$/);
  await expect(page.getByText("3 open positions in Technical")).toBeVisible();
});

for (const department of departments) {
  test(`${department.path} renders its positions, benefits and work, axe-clean`, async ({ page }) => {
    const open = jobsInCategory(department.label);
    await page.goto(department.path);
    await expect(page.getByRole("heading", { level: 1, name: `${department.label} positions` })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(open.length);
    for (const job of open) await expect(page.getByRole("heading", { name: job.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you will do" })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshotBoth(page, slug(department.path));
  });
}

for (const job of jobs) {
  const path = jobPath(job);

  test(`${path}: raw HTML carries JobPosting JSON-LD with the required fields`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(match, "JSON-LD script in the prerendered HTML").not.toBeNull();
    const data = JSON.parse(match![1]);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: job.title,
      datePosted: job.postedDate,
      employmentType: "FULL_TIME",
      identifier: { value: job.id },
      hiringOrganization: { "@type": "Organization" },
      jobLocation: { "@type": "Place" },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "USD",
        value: { "@type": "QuantitativeValue", unitText: "YEAR" },
      },
      directApply: true,
    });
    expect(data.description).toContain("<p>");
    expect(data.hiringOrganization.name).toBeTruthy();
    expect(data.jobLocation.address.addressLocality).toBeTruthy();
  });

  test(`${path} renders the full posting, Apply Now to its form and the Apply mail link, axe-clean`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
    for (const heading of ["Requirements", "Responsibilities", "Benefits"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(job.requirements[job.requirements.length - 1])).toBeVisible();
    await expect(page.getByRole("link", { name: `Apply Now for ${job.title}` }).first()).toHaveAttribute(
      "href",
      "#apply",
    );
    const form = page.getByRole("form", { name: "Apply for this role" });
    await expect(form.getByRole("link", { name: "apply by email" })).toHaveAttribute(
      "href",
      new RegExp(`^mailto:[^?]+\\?subject=${encodeURIComponent(`Application for ${job.title}`)}&body=`),
    );
    await expectNoAxeViolations(page);
    if (job.id === "cyber-security-engineer") await screenshotBoth(page, slug(path));
  });
}

test("a job card on /careers links to the job page", async ({ page }) => {
  await page.goto("/careers");
  const first = jobs[0];
  await page.getByRole("link", { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath(first)}$`));
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
});
