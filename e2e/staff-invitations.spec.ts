// Inviting a colleague: on a phone, with the keyboard, an admin invites someone new to the sales
// role; the invitation email's link lets them choose a password and opens the admin area with the
// leads and nothing else; the admin then sees them as staff and can take the role back.
import type { Page } from "@playwright/test";
import { SEEDED_ADMIN } from "../supabase/tests/fixtures";
import {
  expect,
  expectNoAxeViolations,
  screenshotBoth,
  signIn,
  stack,
  test,
  VIEWPORTS,
  waitForHydrationOnLoad,
} from "./fixtures";

test.use({ viewport: VIEWPORTS.mobile });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The link of the newest invitation email to `address`, once it has arrived ("" until then). */
async function invitationLink(address: string): Promise<string> {
  const query = encodeURIComponent(`to:${address}`);
  const { messages } = (await (await fetch(`${stack.inbox}/api/v1/search?query=${query}`)).json()) as {
    messages: { ID: string; Subject: string }[];
  };
  const invitation = messages.find((message) => message.Subject === "You're invited to SentinelForge");
  if (!invitation) return "";
  const full = (await (await fetch(`${stack.inbox}/api/v1/message/${invitation.ID}`)).json()) as { Text: string };
  return full.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? "";
}

test("on a phone, with the keyboard, an admin invites a sales colleague, who chooses a password and sees only the leads", async ({
  page,
  browser,
}) => {
  const email = `colleague-${Date.now().toString(36)}@example.com`;
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.goto("/admin/admins");
  const form = page.getByRole("form", { name: "Invite a colleague" });
  await form.getByLabel("Email", { exact: true }).focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  // A narrow role is offered first (HR, the first by name), the sales role is typed, and what it
  // opens is said beside it.
  const role = form.getByLabel("Role");
  await expect(role).toBeFocused();
  await expect(role).toHaveValue("hr");
  await page.keyboard.type("s");
  await expect(role).toHaveValue("sales");
  await expect(role).toHaveAccessibleDescription(/The leads/);
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Send invitation" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Invitation sent")).toBeVisible();
  // Checked and pictured without the toast, which on a phone sits over the header for a while.
  await page.reload();
  const pending = page.getByRole("list", { name: "Pending invitations" });
  await expect(pending.getByRole("listitem").filter({ hasText: email })).toContainText("Sales · invited");
  await expect(pending.getByRole("listitem").filter({ hasText: email })).toContainText(`by ${SEEDED_ADMIN.email}`);
  await expectNoAxeViolations(page, "(admins, with an invitation)");
  await screenshotBoth(page, "admin-invitations");

  // The colleague, on their own device, follows the email's link.
  await expect.poll(() => invitationLink(email)).not.toBe("");
  const colleague = await browser.newPage({ viewport: VIEWPORTS.mobile, baseURL: stack.site });
  waitForHydrationOnLoad(colleague);
  await colleague.goto(await invitationLink(email));
  await expect(colleague).toHaveURL(/\/auth\/accept-invite/);
  await expect(colleague.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await expect(colleague.getByText(email)).toBeVisible();
  await expectNoAxeViolations(colleague, "(accept an invitation)");
  await screenshotBoth(colleague, "accept-invite");
  await colleague.getByLabel("New password", { exact: true }).focus();
  await colleague.keyboard.type("lantern harbour autumn 9");
  await colleague.getByLabel("Confirm new password").focus();
  await colleague.keyboard.type("lantern harbour autumn 9");
  await colleague.keyboard.press("Enter");
  await expect(colleague).toHaveURL(`${stack.site}/admin`);
  const tabs = colleague.getByRole("navigation", { name: "Admin sections" });
  // The leads, and the demo scheduling that the same permission opens: nothing else.
  await expect(tabs.getByRole("link")).toHaveCount(2);
  await expect(tabs.getByRole("link", { name: "Leads" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Demos" })).toBeVisible();
  await colleague.close();

  // Accepted: no longer pending, listed with their role, which the admin can take back.
  await page.reload();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
  const others = page.getByRole("list", { name: "Other staff" });
  await expect(others.getByRole("listitem").filter({ hasText: email })).toContainText("Sales");
  await others.getByRole("button", { name: `Revoke Sales role of ${email}` }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke role" }).click();
  await expect(toasts(page).getByText("Role revoked")).toBeVisible();
  await expect(page.getByRole("list", { name: "Other staff" })).toHaveCount(0);
});
