// Uploads end to end on the production build and the local stack's Storage: the admin uploads a
// customer logo (file picker and drag and drop) that an open home page shows at once, replaces and
// deletes it (its stored files go too); a how-it-works picture far over the bucket limit is scaled
// down and shows in a newly opened home page's slideshow; a user uploads a phone-sized photo as
// their avatar (scaled down first), replaces and removes it, which the avatar menu shows at once.
// Wrong types, files too large to decode and another user's folder are refused.
import { readFile } from "node:fs/promises";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Locator, Page } from "@playwright/test";
import ws from "ws";
import { ANON_KEY } from "../supabase/local/keys";
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
import { noisePng } from "./photo-fixture";
import { expectSoundInHighContrastLargerText, preferHighContrastLargerText } from "./preference-checks";

const run = Date.now();
const PNG = "public/apple-touch-icon.png";
const AVATAR_LIMIT = 2 * 1024 * 1024;
const STORAGE = `${stack.api}/storage/v1/object/public`;
const storedUrl = (bucket: string, folder: string, extension = "webp") =>
  new RegExp(`^${STORAGE.replace(/[.]/g, "\\.")}/${bucket}/${folder}/[0-9a-f-]{36}\\.${extension}$`);

const nodeClient = (): SupabaseClient =>
  createClient(stack.api, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const accountMenu = (page: Page) => page.getByRole("button", { name: /^Account menu for / });

/** Waits for opening/closing animations (dialogs, toasts) to end. */
const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** axe once the animations are over, so it measures final colours. */
async function expectAccessible(page: Page, context: string) {
  await animationsDone(page);
  await expectNoAxeViolations(page, context);
}

/** A confirmed ordinary account: signs up, then follows the confirmation link from the local inbox. */
async function createMember(): Promise<{ email: string; password: string }> {
  const created = { email: `uploader-${run}@example.com`, password: "uploader-password-1" };
  const { error } = await nodeClient().auth.signUp({ email: created.email, password: created.password });
  expect(error).toBeNull();
  const link = async () => {
    const query = encodeURIComponent(`to:${created.email}`);
    const { messages } = (await (await fetch(`${stack.inbox}/api/v1/search?query=${query}`)).json()) as {
      messages: { ID: string }[];
    };
    if (!messages.length) return "";
    const full = (await (await fetch(`${stack.inbox}/api/v1/message/${messages[0].ID}`)).json()) as { Text: string };
    return full.Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0] ?? "";
  };
  await expect.poll(link).not.toBe("");
  expect((await fetch(await link(), { redirect: "manual" })).status).toBe(303);
  return created;
}

/** Drops `path` on the drop zone as a browser does: dragenter, dragover, then drop with a DataTransfer. */
async function dropFile(page: Page, zone: Locator, path: string, type = "image/png") {
  const bytes = [...(await readFile(path))];
  const dataTransfer = await page.evaluateHandle(
    ({ bytes, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], "dropped-logo.png", { type }));
      return transfer;
    },
    { bytes, type },
  );
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await expect(zone).toHaveAttribute("data-dragging", "true");
  await expect(zone.getByText("Drop the image to use it.")).toBeVisible();
  await animationsDone(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.screenshot({ path: "e2e/screenshots/uploads-logo-dialog-dragging-desktop.png" });
  await zone.dispatchEvent("drop", { dataTransfer });
}

/** A public URL of a deleted object answers an error (hosted Storage: 400 "not_found"). */
async function expectGone(url: string) {
  await expect.poll(async () => (await fetch(url)).status).toBeGreaterThanOrEqual(400);
  expect([400, 404]).toContain((await fetch(url)).status);
}

async function expectServedImage(url: string, type = "image/webp") {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe(type);
}

test("the admin uploads, replaces and deletes a logo; an open home page follows; bad files are refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const companyName = `Uploaded ${run}`;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  waitForHydrationOnLoad(visitor);
  await visitor.goto("/");
  await visitor.getByText("Protecting organizations in finance").scrollIntoViewIfNeeded();
  const strip = visitor.getByRole("list", { name: "Our customers" });
  await expect(strip.locator("li").first()).toBeVisible();
  const visitorLogo = strip.locator(`li[data-logo="${companyName}"] img`).first();

  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.goto("/admin/logos");
  await page.getByRole("button", { name: "Add logo" }).click();
  const form = page.getByRole("dialog", { name: "Add logo" });
  const picker = form.getByLabel("Logo image file");
  // The bucket's types, as Storage answers them for site-media (the picker appears once they load).
  await expect(form.getByRole("button", { name: "Choose a file" })).toHaveAccessibleDescription(
    /^PNG, JPEG, WebP, AVIF or SVG, up to 25 MB\./,
  );

  // Wrong type, an SVG that cannot be drawn and too large: explained beside the picture, nothing
  // is shown or stored.
  await picker.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(form.getByRole("alert")).toHaveText(
    "This file is not a PNG, JPEG, WebP, AVIF or SVG image. Choose one of those.",
  );
  await picker.setInputFiles({ name: "broken.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg") });
  await expect(form.getByRole("alert")).toHaveText(
    "This file is not a readable SVG. Export it again from your design tool, or upload a PNG.",
  );
  // Over what the browser will decode (the bucket limit applies only after scaling down).
  await picker.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(26 * 1024 * 1024, 1) });
  await expect(form.getByRole("alert")).toHaveText("This file is 26 MB; pictures can be up to 25 MB.");
  await expect(form.getByText("No image")).toBeVisible();
  await expectAccessible(page, "(logo dialog with an upload error)");

  // An SVG, as logos arrive: drawn in the browser and stored as that PNG, never as the SVG.
  await picker.setInputFiles("public/favicon.svg");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await form.getByLabel("Company name").fill(companyName);
  await form.getByLabel("Alternative text").fill(`${companyName} logo`);
  const preview = form.getByRole("img", { name: `${companyName} logo` });
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect(preview).toHaveAttribute("width", "192");
  await expect(form.getByRole("button", { name: "Replace image" })).toBeVisible();
  await expectAccessible(page, "(logo dialog with a picked file)");
  await screenshotBoth(page, "uploads-logo-dialog");
  await form.getByRole("button", { name: "Add logo" }).click();
  await expect(toasts(page).getByText("Logo added")).toBeVisible();

  // The open home page shows the stored file, loaded under the site's CSP, without a reload.
  await expect(visitorLogo).toHaveAttribute("src", storedUrl("site-media", "logos", "png"), { timeout: 2_000 });
  const firstUrl = (await visitorLogo.getAttribute("src"))!;
  await expectServedImage(firstUrl, "image/png");
  await expect(visitorLogo).toHaveAttribute("width", "144");
  // The drawing at the logos' largest size (its 32-unit viewBox scaled to 800 pixels).
  // The visitor's page follows through Realtime and then loads the new file: on a busy two-core
  // machine that has taken over the default 10 s.
  await expect
    .poll(() => visitorLogo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 })
    .toBe(800);

  // Replace by drag and drop: the new file is shown and the old one is deleted.
  await page.getByRole("button", { name: `Edit ${companyName}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit logo" });
  await expect(edit.getByRole("img", { name: `${companyName} logo` })).toHaveAttribute("src", firstUrl);
  // A drop counts once the bucket's rules are there (read once a session, so already).
  await expect(edit.getByRole("button", { name: "Replace image" })).toBeEnabled();
  await dropFile(page, edit.locator("[data-drop-zone]"), PNG);
  await expect(edit.getByRole("img", { name: `${companyName} logo` })).toHaveAttribute("src", /^blob:/);
  await expect(edit.getByLabel("Logo image address")).toHaveValue("");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).getByText("Logo saved")).toBeVisible();
  await expect(visitorLogo).not.toHaveAttribute("src", firstUrl, { timeout: 2_000 });
  const secondUrl = (await visitorLogo.getAttribute("src"))!;
  expect(secondUrl).toMatch(storedUrl("site-media", "logos"));
  await expectServedImage(secondUrl);
  await expectGone(firstUrl);
  await expectAccessible(page, "(logos with an uploaded one)");
  await screenshotBoth(page, "uploads-admin-logos");

  // Deleting the row deletes its file.
  await page.getByRole("button", { name: `Delete ${companyName}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete logo" }).click();
  await expect(toasts(page).getByText(`Deleted ${companyName}`)).toBeVisible();
  await expect(strip.locator(`li[data-logo="${companyName}"]`)).toHaveCount(0, { timeout: 2_000 });
  await expectGone(secondUrl);
  await visitorContext.close();
});

test("the admin adds a how-it-works picture from a large file; a newly opened home page shows it in the slideshow", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Uploaded step ${run}`;
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.goto("/admin/how-it-works");
  await page.getByRole("button", { name: "Add step image" }).click();
  const form = page.getByRole("dialog", { name: "Add step image" });
  // About 9 MB, over the 5 MB site-media limit: scaled down to 1600 px first, then stored.
  const photo = noisePng(2000, 1500, 7);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await form.getByLabel("Step image file").setInputFiles({ name: "step.png", mimeType: "image/png", buffer: photo });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("A picture uploaded by the end-to-end test.");
  const preview = form.getByRole("img", { name: title });
  await expect(preview).toHaveAttribute("src", /^blob:/);
  await expect(form.getByRole("alert")).toHaveCount(0);
  await form.getByRole("button", { name: "Add step image" }).click();
  await expect(toasts(page).getByText("Step image added")).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  waitForHydrationOnLoad(visitor);
  await visitor.goto("/");
  // A below-the-fold island: it loads as it nears the viewport.
  await visitor.locator("#home-how-title").scrollIntoViewIfNeeded();
  const slideshow = visitor.getByRole("region", { name: "How it works in pictures" });
  await expect(slideshow).toBeVisible();
  const slide = slideshow.getByRole("group").filter({ hasText: title });
  await expect(slide).toHaveCount(1);
  const image = slide.locator("img");
  await expect(image).toHaveAttribute("src", storedUrl("site-media", "how-it-works"));
  const url = (await image.getAttribute("src"))!;
  await expectServedImage(url);
  const stored = await (await fetch(url)).arrayBuffer();
  expect(stored.byteLength).toBeLessThan(5 * 1024 * 1024);
  await visitorContext.close();

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete step image" }).click();
  await expect(toasts(page).getByText(`Deleted ${title}`)).toBeVisible();
  await expectGone(url);
});

test("a user uploads a photo-sized avatar, replaces and removes it; the menu follows at once", async ({ page }) => {
  test.setTimeout(120_000);
  const member = await createMember();
  await signIn(page, member.email, member.password);
  await page.goto("/profile");
  const picker = page.getByLabel("Profile picture file");

  await picker.setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(26 * 1024 * 1024, 1) });
  await expect(page.getByRole("alert")).toHaveText("This file is 26 MB; pictures can be up to 25 MB.");
  await picker.setInputFiles({ name: "anim.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(page.getByRole("alert")).toHaveText(
    "This file is not a PNG, JPEG, WebP, AVIF or SVG image. Choose one of those.",
  );
  await expect(accountMenu(page).locator("img")).toHaveCount(0);

  // A phone-sized photo over the 2 MB avatar limit: scaled down in the browser, then stored.
  const photo = noisePng(1200, 1000);
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
  await picker.setInputFiles({ name: "phone-photo.png", mimeType: "image/png", buffer: photo });
  await expect(toasts(page).getByText("Profile Updated", { exact: true })).toBeVisible();
  const menuImage = accountMenu(page).locator("img");
  await expect(menuImage).toHaveAttribute("src", /\/storage\/v1\/object\/public\/avatars\//);
  const firstUrl = (await menuImage.getAttribute("src"))!;
  const { data: me } = await (async () => {
    const client = nodeClient();
    await client.auth.signInWithPassword(member);
    return client.auth.getUser();
  })();
  expect(firstUrl).toMatch(storedUrl("avatars", me.user!.id));
  await expect(menuImage).toHaveAttribute("width", "36");
  await expectServedImage(firstUrl);
  // Cropped square and resized to 256 px in the browser, well under the bucket limit.
  await expect.poll(() => menuImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  expect((await (await fetch(firstUrl)).arrayBuffer()).byteLength).toBeLessThan(AVATAR_LIMIT);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectAccessible(page, "(profile with an avatar)");
  await screenshotBoth(page, "uploads-profile-avatar");
  await accountMenu(page).click();
  await page.screenshot({ path: "e2e/screenshots/uploads-avatar-menu-desktop.png" });
  await page.keyboard.press("Escape");

  await expect(page.getByRole("button", { name: "Replace image" })).toBeVisible();
  await picker.setInputFiles(PNG);
  await expect(menuImage).not.toHaveAttribute("src", firstUrl);
  const secondUrl = (await menuImage.getAttribute("src"))!;
  // The source is 180 px: never enlarged.
  await expect.poll(() => menuImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(180);
  await expectGone(firstUrl);

  await page.getByRole("button", { name: "Remove image" }).click();
  await expect(menuImage).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Choose a file" })).toBeVisible();
  await expectGone(secondUrl);
});

test("Storage refuses another user's avatar folder, a wrong type and an oversized file; nothing is stored", async () => {
  const client = nodeClient();
  const { error: signInError } = await client.auth.signInWithPassword(SEEDED_ADMIN);
  expect(signInError).toBeNull();
  const avatars = client.storage.from("avatars");
  const png = await readFile(PNG);
  const someoneElse = "00000000-0000-4000-8000-00000000dead";

  const intoOther = await avatars.upload(`${someoneElse}/x.png`, png, { contentType: "image/png" });
  // Hosted Storage answers client errors with HTTP 400 and the real status in the body.
  expect(intoOther.error).toMatchObject({ status: 400, statusCode: "403" });
  const { data: me } = await client.auth.getUser();
  const svg = await avatars.upload(`${me.user!.id}/x.svg`, "<svg/>", { contentType: "image/svg+xml" });
  expect(svg.error).toMatchObject({ status: 400, statusCode: "415" });
  const big = await avatars.upload(`${me.user!.id}/big.png`, Buffer.alloc(2 * 1024 * 1024 + 1), {
    contentType: "image/png",
  });
  expect(big.error).toMatchObject({ status: 400, statusCode: "413" });
  for (const name of [`${someoneElse}/x.png`, `${me.user!.id}/x.svg`, `${me.user!.id}/big.png`]) {
    expect([400, 404]).toContain((await fetch(`${STORAGE}/avatars/${name}`)).status);
  }
});

test("the logo dialog with a picked image and the avatar field hold up in high contrast and larger text", async ({
  page,
}) => {
  await page.goto("/auth");
  await preferHighContrastLargerText(page);
  await signIn(page, SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  await page.goto("/admin/logos");
  await page.getByRole("button", { name: "Add logo" }).click();
  const form = page.getByRole("dialog", { name: "Add logo" });
  await form.getByLabel("Logo image file").setInputFiles(PNG);
  await form.getByLabel("Alternative text").fill("A picked logo");
  await expect(form.getByRole("img", { name: "A picked logo" })).toHaveAttribute("src", /^blob:/);
  await expectSoundInHighContrastLargerText(page, "uploads-logo-dialog");
  await form.getByRole("button", { name: "Cancel" }).click();

  await page.goto("/profile");
  await expect(page.getByRole("button", { name: /Choose a file|Replace image/ })).toBeVisible();
  await expectSoundInHighContrastLargerText(page, "uploads-profile-avatar");
});
