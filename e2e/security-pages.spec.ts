import { expect, stack, test } from "./fixtures";

// /security and /trust are public pages: pages.spec.ts checks them with the others
// (axe, screenshots, tab walk). Here: what only they do.

test("security.txt is served as text/plain at /.well-known, and /security.txt answers 301 to it", async ({
  request,
}) => {
  const file = await request.get("/.well-known/security.txt");
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await file.text();
  expect(text).toContain("Contact: mailto:security@example.com\n");
  expect(text).toContain(`Policy: ${stack.site}/security\n`);
  expect(text).toMatch(/^Expires: \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/m);

  const legacy = await request.get("/security.txt", { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers()["location"]).toBe("/.well-known/security.txt");
});

test("a report sent from /security shows its reference, and the reporter's acknowledgement quotes it", async ({
  page,
}) => {
  const email = `finder-${Date.now()}@example.com`;
  await page.goto("/security");
  await page.getByRole("textbox", { name: "Your email" }).fill(email);
  await page.getByRole("textbox", { name: "Title" }).fill("Reflected XSS in the search box");
  await page.getByRole("combobox", { name: "Severity (your estimate)" }).selectOption({ label: "Medium" });
  await page
    .getByRole("textbox", { name: /Description and steps to reproduce/ })
    .fill("1. Open /search?q=<svg onload=alert(1)>\n2. The alert runs.");
  await page.getByRole("button", { name: "Send Report" }).click();

  const status = page.getByRole("status").filter({ hasText: "Your reference is" });
  await expect(status).toBeVisible();
  const reference = (await status.locator("strong").textContent()) ?? "";
  expect(reference).toMatch(/^SR-[0-9A-HJKMNP-TV-Z]{10}$/);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("");

  await expect
    .poll(
      async () => {
        const list = (await (await fetch(`${stack.inbox}/api/v1/messages`)).json()) as {
          messages: { ID: string; To: { Address: string }[] }[];
        };
        const message = list.messages.find((m) => m.To.some((to) => to.Address === email));
        if (!message) return "";
        const full = (await (await fetch(`${stack.inbox}/api/v1/message/${message.ID}`)).json()) as { Text: string };
        return full.Text;
      },
      { timeout: 15_000, message: `the acknowledgement to ${email}` },
    )
    .toContain(`Your reference is ${reference}`);
});
