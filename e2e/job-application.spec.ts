// Applying on a job page and withdrawing: a candidate sends the form with a real (tiny) PDF and sees
// the success toast; a text file named .pdf is refused by its content (415) in the function's words;
// the acknowledgement in the local inbox carries the withdrawal link, whose page says which
// application it is, asks before deleting it, and then finds it gone.
import type { Page } from "@playwright/test";
import { APPLICATION_TOASTS, JOB_OPENINGS } from "../supabase/functions/_rules/job-applications";
import { expect, expectNoAxeViolations, screenshotBoth, stack, test, VIEWPORTS } from "./fixtures";
import { minimalPdf } from "./pdf-fixture";

const JOB = { id: "cyber-security-engineer", path: "/careers/technical/cyber-security-engineer" } as const;
const { title } = JOB_OPENINGS[JOB.id];

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The withdrawal link of the newest email to `address` that has one ("" until it has arrived). */
async function withdrawLink(address: string): Promise<string> {
  const query = encodeURIComponent(`to:${address}`);
  const { messages } = (await (await fetch(`${stack.inbox}/api/v1/search?query=${query}`)).json()) as {
    messages: { ID: string }[];
  };
  for (const message of messages) {
    const full = (await (await fetch(`${stack.inbox}/api/v1/message/${message.ID}`)).json()) as { Text: string };
    const link = full.Text.match(/https?:\/\/\S+\/careers\/withdraw#token=[^\s)>]+/)?.[0];
    if (link) return link;
  }
  return "";
}

function applicationForm(page: Page) {
  const form = page.getByRole("form", { name: "Apply for this role" });
  return {
    form,
    fullName: form.getByLabel(/^Full name\*?$/),
    email: form.getByLabel(/^Email\*?$/),
    cv: form.getByLabel(/^CV\*?$/),
    consent: form.getByRole("checkbox", { name: /privacy notice/ }),
    send: form.getByRole("button", { name: "Send application" }),
  };
}

/**
 * The job page hydrates its hero details and its posting (with the form) as their chunks arrive,
 * after the page itself (html[data-hydrated]). A click before then makes React client-render those
 * parts (error #421): wait until React owns the Apply Now link and the form's button.
 */
async function postingHydrated(page: Page) {
  for (const control of [
    page.getByRole("link", { name: /^Apply Now for / }).first(),
    page.getByRole("button", { name: "Send application" }),
  ]) {
    await expect
      .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
      .toBe(true);
  }
}

test("a candidate applies with a PDF, a text file posing as a PDF is refused, and the emailed link withdraws it", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000);
  // The browser logs the refused file (415) and the read of a withdrawn application (404).
  consoleWatch.allow(/status of (415|404)/);
  await page.setViewportSize(VIEWPORTS.mobile);
  const email = `candidate-${Date.now().toString(36)}@example.com`;
  await page.goto(JOB.path);
  await expect(page.getByText("$135,000 – $170,000 a year").first()).toBeVisible();
  await postingHydrated(page);

  await test.step("Apply Now leads down to the form, which marks what is missing", async () => {
    await page
      .getByRole("link", { name: `Apply Now for ${title}` })
      .first()
      .click();
    await expect(page).toHaveURL(/#apply$/);
    const { form, fullName, cv, consent, send } = applicationForm(page);
    await expect(form).toBeInViewport();
    await send.click();
    await expect(toasts(page).getByText(APPLICATION_TOASTS.missingRequired.title)).toBeVisible();
    await expect(fullName).toBeFocused();
    await expect(cv).toHaveAttribute("aria-invalid", "true");
    await expect(consent).toHaveAttribute("aria-invalid", "true");
    // On a phone the toast sits over the header's menu button until it goes: axe would count that.
    await toasts(page).getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toasts(page).getByText(APPLICATION_TOASTS.missingRequired.title)).toBeHidden();
    await expectNoAxeViolations(page, "(application form with its errors)");
    for (const [label, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await form.screenshot({ path: `e2e/screenshots/job-application-errors-${label}.png`, animations: "disabled" });
    }
    await page.setViewportSize(VIEWPORTS.mobile);
  });

  await test.step("a text file named .pdf is refused by its content, in the function's words", async () => {
    const { fullName, email: emailField, cv, consent, send } = applicationForm(page);
    await fullName.fill("Jane Smith");
    await emailField.fill(email);
    await cv.setInputFiles({
      name: "jane-smith-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("Jane Smith\nTen years in security operations.\n"),
    });
    await consent.check();
    const answer = page.waitForResponse((response) => response.url().endsWith("/functions/v1/submit-application"));
    await send.click();
    expect((await answer).status()).toBe(415);
    await expect(toasts(page).getByText(APPLICATION_TOASTS.cvWrongType.title)).toBeVisible();
    await expect(toasts(page)).toContainText(APPLICATION_TOASTS.cvWrongType.description);
    await expect(cv).toBeFocused();
    await expect(cv).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("with a real PDF it is sent: the success toast, and the form is empty again", async () => {
    const { fullName, cv, consent, send } = applicationForm(page);
    await cv.setInputFiles({ name: "jane-smith-cv.pdf", mimeType: "application/pdf", buffer: minimalPdf() });
    await expect(cv).not.toHaveAttribute("aria-invalid");
    await send.click();
    await expect(toasts(page).getByText(APPLICATION_TOASTS.success.title)).toBeVisible();
    await expect(fullName).toHaveValue("");
    await expect(consent).not.toBeChecked();
    await expect(cv).toHaveValue("");
    await screenshotBoth(page, "job-application-sent");
  });

  const link = await test.step("the acknowledgement in the inbox carries the withdrawal link", async () => {
    let found = "";
    await expect
      .poll(async () => (found = await withdrawLink(email)), { timeout: 30_000 })
      .toMatch(/\/careers\/withdraw#token=/);
    return found;
  });

  await test.step("the link's page names the application and asks before deleting it and the CV", async () => {
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 2, name: "Withdraw your application" })).toBeVisible();
    await expect(page.getByText("Position").locator("xpath=following-sibling::dd[1]")).toHaveText(title);
    await expect(page.getByText("Sent", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(
      /^\w+ \d{1,2}, \d{4}$/,
    );
    await expectNoAxeViolations(page, "(withdraw page)");
    await screenshotBoth(page, "careers-withdraw");

    await page.getByRole("button", { name: "Withdraw my application" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Withdraw your application?" });
    await expect(dialog).toContainText(`Your application for ${title} and your CV will be deleted now, for good.`);
    await expect(dialog.getByRole("button", { name: "Keep my application" })).toBeFocused();
    await page.screenshot({ path: "e2e/screenshots/careers-withdraw-confirm-mobile.png", animations: "disabled" });
    await dialog.getByRole("button", { name: "Yes, withdraw and delete" }).click();
    const done = page.getByRole("heading", { level: 2, name: "Your application is withdrawn" });
    await expect(done).toBeFocused();
    await expect(page.getByText("We have deleted your application and your CV.")).toBeVisible();
    await screenshotBoth(page, "careers-withdraw-done");
  });

  await test.step("the same link later finds nothing left to withdraw", async () => {
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "This application is no longer with us" })).toBeVisible();
  });
});

test("the withdraw page says a mangled link doesn't work", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/status of 400/);
  await page.goto("/careers/withdraw#token=not-a-real-token");
  await expect(page.getByRole("heading", { level: 2, name: "This link doesn't work" })).toBeVisible();
  await expectNoAxeViolations(page, "(withdraw page, invalid link)");
});
