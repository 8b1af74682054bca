// The part of Go's html/template that Supabase email templates use: `{{ .Name }}` fields (and
// `{{ .Data.key }}` for user metadata). GoTrue renders the same files with the real engine; this
// one refuses anything else when a template is compiled, at start, rather than send an email with
// a stray `{{ if … }}` in it.
import { escapeHtml } from "../../inbox/inbox-pages.ts";

/** The variables GoTrue gives every email template. */
export interface EmailTemplateData {
  SiteURL: string;
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
  Data: Record<string, unknown>;
  /** Only in the security notifications that carry them (GoTrue fills each email's own map); elsewhere they print nothing. */
  OldEmail?: string;
  FactorType?: string;
  Provider?: string;
  Phone?: string;
  OldPhone?: string;
}

export const TEMPLATE_FIELDS: ReadonlyArray<keyof EmailTemplateData> = [
  "SiteURL",
  "ConfirmationURL",
  "Token",
  "TokenHash",
  "RedirectTo",
  "Email",
  "NewEmail",
  "Data",
  "OldEmail",
  "FactorType",
  "Provider",
  "Phone",
  "OldPhone",
];

type Part = { literal: string } | { field: Exclude<keyof EmailTemplateData, "Data"> } | { dataKey: string };

export interface CompiledTemplate {
  /** The fields the template uses, e.g. ["ConfirmationURL", "Email"]. */
  readonly fields: ReadonlyArray<keyof EmailTemplateData>;
  /** `html` escapes every value, as html/template does; `text` inserts them as they are. */
  render(data: EmailTemplateData, mode: "html" | "text"): string;
}

export class TemplateSyntaxError extends Error {}

const ACTION = /\{\{([\s\S]*?)\}\}/g;
const FIELD = /^\s*\.([A-Za-z]+)(?:\.([A-Za-z_][A-Za-z0-9_]*))?\s*$/;

/** Compiles `source`; `name` (a file path or template kind) goes into error messages. */
export function compileGoTemplate(source: string, name: string): CompiledTemplate {
  const parts: Part[] = [];
  const fields = new Set<keyof EmailTemplateData>();
  let end = 0;
  for (const match of source.matchAll(ACTION)) {
    const action = parseAction(match[1], () => `${name}:${lineOf(source, match.index)}`);
    parts.push({ literal: source.slice(end, match.index) }, action);
    fields.add("field" in action ? action.field : "Data");
    end = match.index + match[0].length;
  }
  const rest = source.slice(end);
  if (rest.includes("{{")) {
    throw new TemplateSyntaxError(`${name}:${lineOf(source, end + rest.indexOf("{{"))}: unclosed action "{{"`);
  }
  parts.push({ literal: rest });
  return {
    fields: [...fields],
    render(data, mode) {
      const escape = mode === "html" ? escapeHtml : (value: string) => value;
      return parts
        .map((part) => {
          if ("literal" in part) return part.literal;
          if ("field" in part) return escape(data[part.field] ?? "");
          return escape(stringOf(data.Data[part.dataKey]));
        })
        .join("");
    },
  };
}

type Action = Exclude<Part, { literal: string }>;

function parseAction(action: string, where: () => string): Action {
  const match = action.match(FIELD);
  const [, field, key] = match ?? [];
  if (!match || !TEMPLATE_FIELDS.includes(field as keyof EmailTemplateData)) {
    const known = TEMPLATE_FIELDS.map((name) => `.${name}`).join(", ");
    throw new TemplateSyntaxError(
      `${where()}: unsupported template action "{{${action}}}"; the local stack renders only {{ .Field }} with one of ${known}`,
    );
  }
  if (field === "Data") {
    if (!key) throw new TemplateSyntaxError(`${where()}: write {{ .Data.key }} to show one user-metadata value`);
    return { dataKey: key };
  }
  if (key) throw new TemplateSyntaxError(`${where()}: .${field} has no field .${key}`);
  return { field: field as Exclude<keyof EmailTemplateData, "Data"> };
}

/** Go prints a missing map key in html/template as nothing; strings as they are; others as JSON. */
function stringOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split("\n").length;
}
