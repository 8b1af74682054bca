// The WCAG checks themselves, on small pages built to fail each one: a check that could not fail
// would prove nothing about the site.
import { expect, test } from "@playwright/test";
import {
  accessibilityTreeProblems,
  authFieldProblems,
  focusObscuredProblems,
  helpPlacement,
  targetSizeProblems,
} from "./wcag-checks";

test.use({ viewport: { width: 390, height: 600 } });

test("focus hidden under a fixed header is found", async ({ page }) => {
  await page.setContent(`
    <header style="position:fixed;top:0;left:0;right:0;height:120px;background:#fff;z-index:1">Header</header>
    <a href="#a" style="position:absolute;top:40px">Under the header</a>
    <main style="padding-top:130px"><a href="#b">Visible</a></main>`);
  expect(await focusObscuredProblems(page)).toEqual([
    expect.stringMatching(/^focused <a> "Under the header" at y=40 is entirely hidden; on top: <header> "Header"/),
  ]);
});

test("small targets close together are found, inline links in a sentence are not", async ({ page }) => {
  await page.setContent(`
    <button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>
    <p>Read the <a href="/terms">terms</a> before you go on, they are short.</p>
    <button style="width:40px;height:40px">big</button>`);
  const problems = await targetSizeProblems(page);
  expect(problems).toHaveLength(2);
  expect(problems[0]).toMatch(/"a" is 16×16 px, too close to <button> "b"/);
});

test("credential fields without autocomplete or refusing paste are found", async ({ page }) => {
  await page.setContent(`
    <form><input type="email" name="email"><input type="password" name="pw" autocomplete="current-password" onpaste="return false">
    <input name="code" inputmode="numeric" id="otp-code"></form>
    <form><input type="email" name="invitee" autocomplete="off"></form>`);
  expect(await authFieldProblems(page)).toEqual([
    'email field "email" has autocomplete="", not email or username',
    'field "pw" refuses paste',
    'code field "code" has autocomplete="", not one-time-code',
  ]);
});

test("unnamed controls, skipped heading levels, indistinct landmarks and nested live regions are found", async ({
  page,
}) => {
  await page.setContent(`
    <nav><a href="/">Home</a></nav><nav><a href="/x">X</a></nav>
    <main><h1>Title</h1><h3>Skipped</h3><button></button>
      <div aria-live="polite"><p role="status">Saved</p></div></main>`);
  const problems = await accessibilityTreeProblems(page);
  expect(problems).toEqual(
    expect.arrayContaining([
      "a button has no accessible name",
      'heading "Skipped" is h3 right after an h1',
      expect.stringMatching(/live region .* inside another/),
      '2 navigation landmarks a listener cannot tell apart: "", ""',
    ]),
  );
});

test("help placement lists the contact and policy links of header and footer in order", async ({ page }) => {
  await page.setContent(`<header><a href="/">Home</a><a href="/contact">Contact</a></header>
    <footer><a href="/privacy">Privacy</a><a href="/accessibility">Accessibility</a><a href="mailto:a@b.c">Mail</a></footer>`);
  expect(await helpPlacement(page)).toEqual([
    'header 1: /contact "Contact"',
    'footer 1: /accessibility "Accessibility"',
    'footer 2: mailto:a@b.c "Mail"',
  ]);
});
