import { describe, expect, it } from "vitest";
import { htmlToText } from "./email-text.ts";

describe("the plain-text part derived from an email's HTML", () => {
  it("turns blocks into paragraphs and drops the head", () => {
    const html = `<!doctype html><html><head><title>Hidden</title><style>p{}</style></head>
      <body><table><tr><td><h1>Reset   your
      password</h1><p>First line<br>second line</p></td></tr></table></body></html>`;
    expect(htmlToText(html)).toBe("Reset your password\n\nFirst line\nsecond line\n");
  });

  it('writes a link as "label: URL", or the bare URL when the URL is its label', () => {
    const url = "http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup";
    const html = `<p><a href="${url}" style="x">Confirm <b>my</b> account</a></p><p><a href="${url}">${url}</a></p>`;
    expect(htmlToText(html)).toBe(
      "Confirm my account: http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup\n\n" +
        "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup\n",
    );
  });

  it("decodes entities once, so escaped input reads as it was typed", () => {
    expect(htmlToText("<p>eve+&quot;&lt;script&gt;&quot;@example.com &amp;amp; &#39;x&#x27; &middot;&nbsp;y</p>")).toBe(
      `eve+"<script>"@example.com &amp; 'x' · y\n`,
    );
  });

  it("keeps table cells of a row on one line", () => {
    expect(htmlToText("<table><tr><td>&nbsp;</td><td>SentinelForge</td></tr></table>")).toBe("SentinelForge\n");
  });
});
