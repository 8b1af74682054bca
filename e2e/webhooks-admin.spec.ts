// The Integrations screen end to end: on a phone, the seeded admin adds a webhook endpoint on this
// machine, sees its signing secret once (gone when the dialog closes, and after a reload), a new
// demo request is delivered to it (and refused: nothing listens on port 9), its attempts are listed
// and it is redelivered; a new secret is shown once too, and the endpoint is removed.
import { createClient } from "@supabase/supabase-js";
import type { Page } from "@playwright/test";
import ws from "ws";
import { SERVICE_ROLE_KEY, ANON_KEY } from "../supabase/local/keys";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, expectNoAxeViolations, screenshotBoth, signIn, stack, test, VIEWPORTS } from "./fixtures";
import { animationsDone } from "./settle";
import { expectWcag } from "./wcag-checks";

test.use({ viewport: VIEWPORTS.mobile });

/** Loopback over plain http: create_webhook_endpoint() and the local functions accept it, in development only. */
const ENDPOINT_URL = "http://127.0.0.1:9/hook";
const SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{43}=$/;

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The REST API as the service role: what the Edge Functions and the delivery worker see. */
async function serviceRest<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.api}/rest/v1/${path}`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(response.ok, `GET ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** Whether the page shows the secret anywhere: in its text or in a field's value. */
const pageShows = (page: Page, secret: string) =>
  page.evaluate(
    (value) =>
      document.body.innerText.includes(value) ||
      [...document.querySelectorAll("input, textarea")].some(
        (field) => (field as HTMLInputElement | HTMLTextAreaElement).value === value,
      ),
    secret,
  );

/** Reads the secret the dialog shows, checks it is shown as it should be, and closes the dialog. */
async function readSecretOnce(page: Page, closeWith: "Done" | "Escape"): Promise<string> {
  const dialog = page.getByRole("dialog", { name: "Copy the signing secret now" });
  await expect(dialog).toBeVisible();
  const copy = dialog.getByRole("button", { name: "Copy secret" });
  await expect(copy).toBeFocused();
  await expect(copy).toHaveAccessibleDescription(/This secret will not be shown again/);
  const secret = (await dialog.getByRole("group", { name: "Signing secret" }).locator("code").textContent()) ?? "";
  expect(secret).toMatch(SECRET_PATTERN);
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("status")).toHaveText("Copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  if (closeWith === "Done") await dialog.getByRole("button", { name: "Done" }).click();
  else await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await pageShows(page, secret), "the secret after its dialog closed").toBe(false);
  return secret;
}

test("on a phone, an admin adds a CRM webhook, sees its secret once, and follows and redelivers a lead's delivery", async ({
  page,
  consoleWatch,
}) => {
  test.setTimeout(120_000);
  // The refused URL: create_webhook_endpoint() answers 400 with its sentence.
  consoleWatch.allow(/status of 400/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Integrations" }).click();
  await expect(page).toHaveURL(`${stack.site}/admin/integrations`);
  await expect(page.getByRole("heading", { level: 2, name: "Integrations" })).toBeVisible();
  await expect(page.getByRole("region", { name: "How deliveries work" })).toContainText("webhook-signature");

  // A refused URL is said at its field, which takes focus.
  const form = page.getByRole("form", { name: "Add an endpoint" });
  const url = form.getByLabel(/^Endpoint URL/);
  await url.fill("http://crm.example.com/hook");
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(url).toBeFocused();
  await expect(url).toHaveAccessibleDescription(/^Use an https:\/\/ URL/);

  // With the keyboard: the URL, a description, both events (the default), then Enter.
  await url.fill("");
  await page.keyboard.type(ENDPOINT_URL);
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Description")).toBeFocused();
  await page.keyboard.type("Local test receiver");
  await expect(form.getByLabel(/New contact message/)).toBeChecked();
  await expect(form.getByLabel(/New demo request/)).toBeChecked();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Copy the signing secret now" });
  await expect(dialog).toBeVisible();
  await animationsDone(page);
  await expectNoAxeViolations(page, "(the new endpoint's secret)");
  await screenshotBoth(page, "admin-integrations-secret");
  const secret = await readSecretOnce(page, "Done");

  const endpoints = page.getByRole("list", { name: "Webhook endpoints" });
  const endpoint = endpoints.getByRole("listitem").filter({ hasText: ENDPOINT_URL });
  await expect(endpoint).toContainText("Local test receiver");
  await expect(endpoint).toContainText("New contact messages and new demo requests");
  await expect(endpoint.getByRole("switch", { name: `Send to ${ENDPOINT_URL}` })).toBeChecked();
  // The reload joins Realtime again; the new lead below is announced once the join is answered.
  const listening = page.waitForEvent("websocket").then(
    (socket) =>
      new Promise<void>((resolve) =>
        socket.on("framereceived", ({ payload }) => {
          const text = String(payload);
          if (text.includes("phx_reply") && text.includes('"table":"demo_requests"')) resolve();
        }),
      ),
  );
  await page.reload();
  await expect(endpoint).toBeVisible();
  await listening;
  expect(await pageShows(page, secret), "the secret after a reload").toBe(false);

  // A new demo request is delivered to the endpoint, which refuses the connection.
  const email = `webhook-${Date.now()}@acme.test`;
  const client = createClient(stack.api, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.functions.invoke("send-demo-request", {
    body: { fullName: "Webhook Lead", email, company: "Acme Hooks" },
  });
  expect(error).toBeNull();
  // The admin area announces the lead on this screen too; it is dismissed so it covers nothing below.
  const alert = toasts(page).getByRole("listitem").filter({ hasText: "From Webhook Lead (Acme Hooks)." });
  await alert.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(alert).toHaveCount(0);
  const [lead] = await serviceRest<{ id: string }[]>(`demo_requests?select=id&email=eq.${encodeURIComponent(email)}`);
  const deliveryOf = async () =>
    (
      await serviceRest<{ id: string; status: string; attempts: number }[]>(
        `webhook_deliveries?select=id,status,attempts&lead_id=eq.${lead.id}&endpoint_id=not.is.null`,
      )
    )[0];
  // Tried at least once, and not being sent at this moment (redelivering then is refused).
  await expect
    .poll(
      async () => {
        const delivery = await deliveryOf();
        return delivery && delivery.attempts > 0 && delivery.status !== "sending" ? delivery.status : "pending";
      },
      { timeout: 45_000 },
    )
    .toMatch(/^(retrying|failed)$/);
  const delivery = await deliveryOf();

  await page.getByRole("button", { name: "Refresh" }).click();
  const name = `Demo request ${lead.id.slice(0, 8)}`;
  const row = page
    .getByRole("table", { name: "Webhook deliveries, newest first" })
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name }) });
  await expect(row).toContainText("New demo request");
  await expect(row).toContainText(ENDPOINT_URL);
  await expect(row.getByText(/^Status: ?(Retrying|Failed)$/).filter({ visible: true })).toBeVisible();
  await expect(row.getByRole("link", { name })).toHaveAttribute("href", `/admin?lead=demo-${lead.id}`);

  const toggle = row.getByRole("button", { name: `Attempts of ${name}` });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const attempts = page.getByRole("list", { name: `Attempts of ${name}` });
  await expect(attempts.getByRole("listitem").first()).toContainText("Attempt 1");
  await expect(attempts.getByRole("listitem").first()).toContainText(ENDPOINT_URL);
  await expectNoAxeViolations(page, "(integrations, with a delivery's attempts)");
  // Reflow, target size and focus with real rows (wcag.spec.ts sees the screen empty).
  await expectWcag(page, "/admin/integrations with an endpoint and a delivery's attempts");
  await screenshotBoth(page, "admin-integrations");

  await row.getByRole("button", { name: `Redeliver ${name}` }).click();
  await expect(toasts(page).getByText("Delivery queued again")).toBeVisible();
  await expect
    .poll(
      async () =>
        (await serviceRest<unknown[]>(`audit_log?select=id&action=eq.webhook.redeliver&target_id=eq.${delivery.id}`))
          .length,
    )
    .toBe(1);

  // A new secret is shown once as well; focus returns to the button that asked for it.
  const newSecret = endpoint.getByRole("button", { name: `New secret for ${ENDPOINT_URL}` });
  await newSecret.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Replace secret" }).click();
  const rotated = await readSecretOnce(page, "Escape");
  expect(rotated).not.toBe(secret);
  await expect(newSecret).toBeFocused();

  // Removing the endpoint asks first, and takes its deliveries with it.
  await endpoint.getByRole("button", { name: `Remove ${ENDPOINT_URL}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove endpoint" }).click();
  await expect(toasts(page).getByText("Endpoint removed")).toBeVisible();
  await expect(page.getByText("No endpoints yet")).toBeVisible();
  await expect(page.getByRole("link", { name })).toHaveCount(0);
});
