import { describe, expect, it } from "vitest";
import { compileGoTemplate, TemplateSyntaxError, type EmailTemplateData } from "./go-template.ts";

const data: EmailTemplateData = {
  SiteURL: "http://127.0.0.1:8080",
  ConfirmationURL: "http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=http://127.0.0.1:8080/",
  Token: "123456",
  TokenHash: "abc",
  RedirectTo: "http://127.0.0.1:8080/",
  Email: `eve+"<script>"@example.com`,
  NewEmail: "new@example.com",
  Data: { full_name: "Ada & Co", plan: { tier: 2 } },
};

describe("Go-template substitution for email templates", () => {
  it("fills in every GoTrue variable, with or without spaces inside the braces", () => {
    const template = compileGoTemplate(
      "{{ .SiteURL }}|{{.ConfirmationURL}}|{{ .Token }}|{{ .TokenHash }}|{{ .RedirectTo }}|{{ .NewEmail }}",
      "t",
    );
    expect(template.render(data, "text")).toBe(
      `${data.SiteURL}|${data.ConfirmationURL}|123456|abc|${data.RedirectTo}|new@example.com`,
    );
  });

  it("escapes {{ .Email }} and every other value in HTML, as html/template does", () => {
    const template = compileGoTemplate(
      '<p title="{{ .Email }}">{{ .Email }}</p><a href="{{ .ConfirmationURL }}">',
      "t",
    );
    const html = template.render(data, "html");
    expect(html).toBe(
      '<p title="eve+&quot;&lt;script&gt;&quot;@example.com">eve+&quot;&lt;script&gt;&quot;@example.com</p>' +
        '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=http://127.0.0.1:8080/">',
    );
    expect(html).not.toContain("<script>");
  });

  it("inserts values as they are in text mode (subjects, plain text)", () => {
    expect(compileGoTemplate("Welcome {{ .Email }}", "t").render(data, "text")).toBe(`Welcome ${data.Email}`);
  });

  it("reads user metadata with {{ .Data.key }}; a missing key renders as nothing", () => {
    const template = compileGoTemplate("[{{ .Data.full_name }}][{{ .Data.missing }}][{{ .Data.plan }}]", "t");
    expect(template.render(data, "html")).toBe("[Ada &amp; Co][][{&quot;tier&quot;:2}]");
  });

  it("lists the fields a template uses", () => {
    expect(compileGoTemplate("{{ .ConfirmationURL }} {{ .Email }} {{ .Email }}", "t").fields).toEqual([
      "ConfirmationURL",
      "Email",
    ]);
  });

  it("leaves a template without actions untouched", () => {
    expect(compileGoTemplate("<p>plain { braces }</p>", "t").render(data, "html")).toBe("<p>plain { braces }</p>");
  });

  it("refuses an unknown variable, naming the file and line", () => {
    expect(() => compileGoTemplate("<p>\n{{ .ConfirmationUrl }}</p>", "templates/confirmation.html")).toThrow(
      /templates\/confirmation\.html:2: unsupported template action "\{\{ \.ConfirmationUrl \}\}"/,
    );
  });

  it.each([
    ["a conditional", "{{ if .Token }}code{{ end }}"],
    ["a pipeline", "{{ .Email | urlquery }}"],
    ["a trim marker", "{{- .Email }}"],
    ["a comment", "{{/* note */}}"],
    ["a field of a string", "{{ .Email.Domain }}"],
    ["the whole metadata map", "{{ .Data }}"],
    ["an unclosed action", "<p>{{ .Email </p>"],
  ])("refuses %s rather than sending it as text", (_what, source) => {
    expect(() => compileGoTemplate(source, "t")).toThrow(TemplateSyntaxError);
  });
});
