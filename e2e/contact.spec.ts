import type { Page } from "@playwright/test";
import { SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { expect, expectNoAxeViolations, screenshotBoth, stack, test } from "./fixtures";

const FUNCTION_URL = "**/functions/v1/send-contact-form";

const form = (page: Page) => ({
  fullName: page.getByRole("textbox", { name: "Full name" }),
  email: page.getByRole("textbox", { name: "Work email" }),
  company: page.getByRole("textbox", { name: "Company" }),
  phone: page.getByRole("textbox", { name: "Phone" }),
  service: page.getByRole("combobox", { name: "Service of interest" }),
  message: page.getByRole("textbox", { name: "Message" }),
  submit: page.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
});

const toastWith = (page: Page, title: string, description: string) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .filter({ hasText: title })
    .filter({ hasText: description });

async function fillValid(page: Page, email: string) {
  const f = form(page);
  await f.fullName.fill("Jordan Lee");
  await f.email.fill(email);
  await f.company.fill("Northwind Health");
  await f.phone.fill("+1 555 010 7788");
  await f.service.selectOption({ label: "Next Generation SIEM/SOC" });
  await f.message.fill("We would like a managed SOC for 2,000 endpoints. Can we talk next week?");
}

async function storedMessages(email: string) {
  const url = `${stack.api}/rest/v1/contact_messages?select=*&email=eq.${encodeURIComponent(email)}`;
  const response = await fetch(url, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the page is axe-clean, idle and after a validation error, and is screenshotted", async ({ page }) => {
  await expect(page.getByText("Sunday - Saturday")).toBeVisible();
  await expect(page.getByText("24x7", { exact: true })).toBeVisible();
  await expect(page.getByText("0 / 1000")).toBeVisible();
  await expectNoAxeViolations(page, "(idle)");
  await screenshotBoth(page, "contact");
  await form(page).submit.click();
  await expect(form(page).fullName).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page, "(with an error)");
});

test("an empty submit marks name, email and message beside the fields, with the spec's one toast", async ({ page }) => {
  const f = form(page);
  await f.submit.click();
  await expect(
    toastWith(page, "Missing required fields", "Please fill in your name, email, and message."),
  ).toBeVisible();
  const expected = [
    [f.fullName, "Please fill in your name."],
    [f.email, "Please fill in your email."],
    [f.message, "Please fill in your message."],
  ] as const;
  for (const [field, message] of expected) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const errorId = (await field.getAttribute("aria-describedby"))!.split(" ")[0];
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
    await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
  }
  for (const field of [f.company, f.phone, f.service]) await expect(field).not.toHaveAttribute("aria-invalid");
  await expect(f.fullName).toBeFocused();
  await expect(page.getByRole("region", { name: /Notifications/ }).locator("li")).toHaveCount(1);
  await expectNoAxeViolations(page, "(every required field marked)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, "contact-errors");

  await f.fullName.fill("Jordan Lee");
  await expect(f.fullName).not.toHaveAttribute("aria-invalid");
  await expect(page.getByText("Please fill in your name.")).toHaveCount(0);
  await expect(f.email).toHaveAttribute("aria-invalid", "true");
});

test("a link naming a service pre-selects it; an unknown service is ignored", async ({ page }) => {
  await page.goto("/contact?service=ai-powered-threat-hunting");
  await expect(form(page).service).toHaveValue("ai powered threat hunting");
  await page.goto("/contact?service=free-pizza");
  await expect(form(page).message).toBeEditable();
  await expect(form(page).service).toHaveValue("");
});

test("shows the four validation toasts in the spec's order", async ({ page }) => {
  const f = form(page);
  await f.email.fill("not-an-email");
  await f.submit.click();
  await expect(
    toastWith(page, "Missing required fields", "Please fill in your name, email, and message."),
  ).toBeVisible();

  await f.fullName.fill("n".repeat(101));
  await f.message.fill("m".repeat(1001));
  await f.submit.click();
  await expect(toastWith(page, "Invalid email", "Please enter a valid email address.")).toBeVisible();
  await expect(f.email).toHaveAttribute("aria-invalid", "true");

  await f.email.fill("jordan@example.com");
  await expect(page.getByText("1001 / 1000")).toBeVisible();
  await f.submit.click();
  await expect(toastWith(page, "Message too long", "Please keep your message under 1000 characters.")).toBeVisible();
  await expect(f.message).toHaveAttribute("aria-invalid", "true");

  await f.message.fill("m".repeat(1000));
  await f.submit.click();
  await expect(toastWith(page, "Name too long", "Please keep your name under 100 characters.")).toBeVisible();
  await expect(f.fullName).toHaveAttribute("aria-invalid", "true");
  await expect(f.fullName).toBeFocused();
});

test("reads 'Sending...' while sending, then confirms, clears the form and stores the message", async ({ page }) => {
  const email = `contact-e2e-${Date.now()}@example.com`;
  await fillValid(page, email);
  // Hold the real request until 'Sending...' has been seen; the local backend then answers it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(FUNCTION_URL, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const f = form(page);
  await f.submit.click();
  await expect(f.submit).toHaveText("Sending...");
  await expect(f.submit).toBeDisabled();
  release();

  await expect(toastWith(page, "Message sent successfully!", "We'll get back to you within 24 hours.")).toBeVisible();
  for (const field of [f.fullName, f.email, f.company, f.phone, f.service, f.message])
    await expect(field).toHaveValue("");
  await expect(f.submit).toHaveText("Send Message");

  const rows = await storedMessages(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    full_name: "Jordan Lee",
    email,
    company: "Northwind Health",
    phone: "+1 555 010 7788",
    service: "next generation siem/soc",
    message: "We would like a managed SOC for 2,000 endpoints. Can we talk next week?",
  });
});

test("shows the failure toast and keeps the form when the backend cannot be reached", async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.allow(/Failed to load resource|ERR_FAILED/);
  // The network failing is what a stopped backend looks like to the browser.
  await page.route(FUNCTION_URL, (route) => route.abort());
  const email = `contact-down-${Date.now()}@example.com`;
  await fillValid(page, email);
  const f = form(page);
  await f.submit.click();
  await expect(toastWith(page, "Failed to send message", "Please try again or contact us directly.")).toBeVisible();
  await expect(f.fullName).toHaveValue("Jordan Lee");
  await expect(f.email).toHaveValue(email);
  await expect(f.company).toHaveValue("Northwind Health");
  await expect(f.phone).toHaveValue("+1 555 010 7788");
  await expect(f.service).toHaveValue("next generation siem/soc");
  await expect(f.message).toHaveValue("We would like a managed SOC for 2,000 endpoints. Can we talk next week?");
  await expect(f.submit).toBeEnabled();
  expect(await storedMessages(email)).toHaveLength(0);
});

test("sending the same form again after a lost answer stores one message, not two", async ({ page, consoleWatch }) => {
  consoleWatch.allow(/Failed to load resource|ERR_FAILED/);
  const email = `contact-retry-${Date.now()}@example.com`;
  const keys: string[] = [];
  // The first answer is lost on its way back: the server stored the message, the browser saw a
  // network error. That is when a visitor presses the button again.
  await page.route(FUNCTION_URL, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    keys.push((await route.request().headerValue("idempotency-key")) ?? "");
    if (keys.length > 1) return route.continue();
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort();
  });
  await fillValid(page, email);
  const f = form(page);
  await f.submit.click();
  await expect(toastWith(page, "Failed to send message", "Please try again or contact us directly.")).toBeVisible();
  expect(await storedMessages(email)).toHaveLength(1);

  await f.submit.click();
  await expect(toastWith(page, "Message sent successfully!", "We'll get back to you within 24 hours.")).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await storedMessages(email)).toHaveLength(1);
});

test("a submit tapped before the page has hydrated is kept: the button reads 'Sending...' at once, and the message is sent once, when the form is ready", async ({
  browser,
}) => {
  const early = await browser.newPage({ baseURL: stack.site });
  // The page paints from its HTML alone; its JavaScript waits here until the tap has been made.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await early.route(/\.js(\?|$)/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const sent: string[] = [];
  early.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/functions/v1/send-contact-form"))
      sent.push(request.url());
  });
  await early.goto("/contact", { waitUntil: "commit" });
  const email = `contact-early-${Date.now()}@example.com`;
  await fillValid(early, email);
  await form(early).submit.click();

  await expect(early.getByRole("button", { name: "Sending..." })).toBeVisible();
  await form(early).submit.screenshot({ path: "e2e/screenshots/contact-submit-before-hydration.png" });
  expect(early.url(), "no browser GET with the visitor's details").toMatch(/\/contact$/);
  expect(await early.locator("html[data-hydrated]").count(), "still before hydration").toBe(0);

  release();
  await expect(toastWith(early, "Message sent successfully!", "We'll get back to you within 24 hours.")).toBeVisible();
  await expect(form(early).fullName).toHaveValue("");
  await expect(early.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(sent).toHaveLength(1);
  expect(await storedMessages(email)).toHaveLength(1);
  await early.close();
});
