// A lead's context, end to end: a visit that arrives from a newsletter link with utm_* tags,
// reads a page, then sends the contact form with "Send me security updates" ticked; sales then
// sees the campaign, the first page and its referrer, the page it was sent from and the consent
// in the lead's details, linked to the company's earlier demo request, and filters the inbox by
// the campaign.
import { ANON_KEY, SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import { expect, signIn, stack, test, waitForHydrationOnLoad } from "./fixtures";

async function contactMessageOf(email: string) {
  const response = await fetch(
    `${stack.api}/rest/v1/contact_messages?select=id,attribution,privacy_notice_version,security_updates&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  return ((await response.json()) as Array<Record<string, unknown>>)[0];
}

test("a visit from a newsletter's link sends a contact message; sales sees its campaign and consent", async ({
  page,
  browser,
}) => {
  // A company that asked for a demo before: this message is its second contact.
  const domain = `${Date.now().toString(36)}.acme-e2e.io`;
  const email = `jordan@${domain}`;
  const earlier = await fetch(`${stack.api}/functions/v1/send-demo-request`, {
    method: "POST",
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ fullName: "Robin Lee", email: `robin@${domain}`, company: "Acme" }),
  });
  expect(earlier.status).toBe(200);
  await page.goto("/solutions/secops?utm_source=newsletter&utm_medium=email&utm_campaign=winter-soc&ref=42", {
    referer: "https://news.example.com/issue/12?reader=ada",
  });
  await page.getByRole("link", { name: "Contact", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.getByRole("textbox", { name: "Full name" }).fill("Jordan Lee");
  await page.getByRole("textbox", { name: "Work email" }).fill(email);
  await page.getByRole("textbox", { name: "Message" }).fill("We would like to talk about a SOC.");
  const updates = page.getByRole("checkbox", { name: "Send me security updates (optional)" });
  await expect(updates).not.toBeChecked();
  await updates.check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Message sent successfully!"),
  ).toBeVisible();

  const stored = await contactMessageOf(email);
  expect(stored).toMatchObject({
    attribution: {
      firstTouch: {
        landingPage: "/solutions/secops?utm_source=newsletter&utm_medium=email&utm_campaign=winter-soc",
        referrer: "https://news.example.com/issue/12",
        utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "winter-soc" },
      },
      lastTouch: "/contact",
    },
    security_updates: true,
  });
  expect(stored.privacy_notice_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // Sales, in the admin area: the lead's details, and the inbox's search finds it by campaign.
  const sales = await browser.newPage({ baseURL: stack.site });
  // A page of its own, not the fixture's: it waits for hydration after each load as that one does.
  waitForHydrationOnLoad(sales);
  await signIn(sales, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await sales.goto(`/admin?lead=contact-${String(stored.id)}`);
  const details = sales.getByRole("dialog", { name: "Jordan Lee" });
  // The campaign's phrase, its source and name linked to the inbox filtered on them.
  await expect(details.getByRole("definition").filter({ hasText: "/ email /" })).toHaveText(
    "newsletter (all leads from this source) / email / winter-soc (all leads from this campaign)",
  );
  await expect(details.getByText("from https://news.example.com/issue/12")).toBeVisible();
  await expect(details.getByText(/Privacy notice of \d{4}-\d{2}-\d{2}, sent .*Wants security updates\./)).toBeVisible();
  // Linked to the company's earlier lead, which one link lists beside it.
  await expect(details.getByText(`2nd contact from ${domain}.`)).toBeVisible();
  await details.getByRole("link", { name: `Show all from ${domain}` }).click();
  const rows = sales.getByRole("table", { name: "Leads, newest first" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`2nd contact from ${domain}`);
  await expect(rows.nth(2)).toContainText("Robin Lee");
  // The campaign filter beside the search: this campaign keeps the message (not the demo request,
  // which came with none); another campaign hides it.
  const campaign = sales.getByRole("textbox", { name: "Campaign" });
  await campaign.fill("winter-soc");
  await expect(sales).toHaveURL(/[?&]campaign=winter-soc(&|$)/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("Jordan Lee");
  await campaign.fill("spring-soc");
  await expect(sales.getByText("No leads match these filters")).toBeVisible();
  // From the lead's details, its campaign's link opens the inbox filtered on it alone.
  await sales.goto(`/admin?lead=contact-${String(stored.id)}`);
  await details.getByRole("link", { name: "winter-soc (all leads from this campaign)" }).click();
  await expect(sales).toHaveURL(/\/admin\?campaign=winter-soc$/);
  await expect(campaign).toHaveValue("winter-soc");
  await expect(sales.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  await expect(rows.filter({ hasText: "Jordan Lee" }).filter({ hasText: domain })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Robin Lee" })).toHaveCount(0);
  // Speed to lead: this week's leads, of which none answered yet.
  const speed = sales.getByRole("table", { name: "Speed to lead, the last 8 weeks" });
  await expect(speed.getByRole("row").nth(1)).toBeVisible();
  await sales.close();
});
