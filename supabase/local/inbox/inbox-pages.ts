// The inbox's human side: a list of messages and one message. Everything user-supplied is
// escaped; HTML bodies render in a sandboxed iframe (no scripts, no same-origin access).
import type { MailAddress, StoredMessage } from "./mailbox.ts";
import type { PartSummary } from "./message-parts.ts";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #0b1526; color: #e6edf5; }
  header { padding: 1rem 2rem; background: #0f2138; border-bottom: 1px solid #1e3a5f; display: flex; gap: 1rem; align-items: baseline; }
  h1 { font-size: 1.25rem; margin: 0; } h1 a { color: inherit; text-decoration: none; }
  main { padding: 1.5rem 2rem; max-width: 72rem; }
  a { color: #5eead4; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .6rem .75rem; border-bottom: 1px solid #1e3a5f; vertical-align: top; }
  th { color: #94a3b8; font-weight: 600; font-size: .85rem; }
  .snippet, .part-type { color: #94a3b8; font-size: .85rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { color: #94a3b8; }
  iframe { width: 100%; min-height: 32rem; border: 1px solid #1e3a5f; background: #fff; border-radius: .5rem; }
  pre { white-space: pre-wrap; background: #0f2138; padding: 1rem; border-radius: .5rem; }
  .empty { color: #94a3b8; }`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1><a href="/">Local inbox</a></h1><span>every email the local stack sends</span></header>
<main>${content}</main></body></html>`;
}

function formatAddress({ name, address }: MailAddress): string {
  return name ? `${name} <${address}>` : address;
}

export function renderMessageList(messages: readonly StoredMessage[]): string {
  if (messages.length === 0) {
    return page("Local inbox", `<p class="empty">No messages yet. <a href="/">Refresh</a></p>`);
  }
  const rows = messages
    .map(
      (message) => `<tr>
  <td>${escapeHtml(message.to.map(formatAddress).join(", "))}</td>
  <td><a href="/message/${encodeURIComponent(message.id)}">${escapeHtml(message.subject || "(no subject)")}</a>
    <div class="snippet">${escapeHtml(message.text.replace(/\s+/g, " ").slice(0, 140))}</div></td>
  <td><time datetime="${message.created.toISOString()}">${escapeHtml(message.created.toLocaleString())}</time></td>
</tr>`,
    )
    .join("\n");
  return page(
    `Local inbox (${messages.length})`,
    `<p>${messages.length} message(s), newest first. <a href="/">Refresh</a></p>
<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead>
<tbody>${rows}</tbody></table>`,
  );
}

/** http(s) links found in the text, so a confirmation link can be clicked in the page itself. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [])];
}

export function renderMessage(message: StoredMessage): string {
  const links = linksIn(message.text);
  const linkList = links.length
    ? `<h2>Links</h2><ul>${links.map((link) => `<li><a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a></li>`).join("")}</ul>`
    : "";
  // <base target=_blank> makes links inside the sandboxed HTML open in a new tab.
  const htmlBody = message.html
    ? `<h2>HTML</h2><iframe title="HTML body of the email" sandbox="allow-popups allow-popups-to-escape-sandbox"
        srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>`
    : "";
  return page(
    message.subject || "(no subject)",
    `<p><a href="/">&larr; All messages</a></p>
<h2>${escapeHtml(message.subject || "(no subject)")}</h2>
<dl>
  <dt>From</dt><dd>${escapeHtml(formatAddress(message.from))}</dd>
  <dt>To</dt><dd>${escapeHtml(message.to.map(formatAddress).join(", "))}</dd>
  ${message.replyTo.length ? `<dt>Reply-To</dt><dd>${escapeHtml(message.replyTo.map(formatAddress).join(", "))}</dd>` : ""}
  <dt>Date</dt><dd>${escapeHtml(message.date.toUTCString())}</dd>
  <dt>Size</dt><dd>${formatSize(message.size)}</dd>
</dl>
<p><a href="${apiPath(message, "raw")}">View the raw source</a>
  (<a href="${apiPath(message, "raw")}?dl=1" download="${escapeHtml(message.id)}.eml">download it as an .eml file</a>)</p>
${partList(message, "Attachments", message.parts.attachments)}
${partList(message, "Inline parts", message.parts.inline)}
${partList(message, "Other parts (no file name)", message.parts.unlisted)}
${linkList}
${htmlBody}
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`,
  );
}

/** Each part with a download link named by its file, and its type, method and size in words. */
function partList(message: StoredMessage, heading: string, parts: readonly PartSummary[]): string {
  if (parts.length === 0) return "";
  const items = parts.map((part) => {
    // An unnamed calendar part (an invitation's text/calendar alternative) downloads as a .ics file.
    const name = part.fileName || `part-${part.partId}${part.contentType === "text/calendar" ? ".ics" : ""}`;
    const method = part.method ? `, method ${part.method}` : "";
    return `<li><a href="${apiPath(message, `part/${encodeURIComponent(part.partId)}`)}" download="${escapeHtml(name)}">${escapeHtml(name)}</a>
  <span class="part-type">${escapeHtml(`${part.contentType}${method}, ${formatSize(part.size)}`)}</span></li>`;
  });
  return `<h2>${heading} (${parts.length})</h2><ul>${items.join("")}</ul>`;
}

function apiPath(message: StoredMessage, rest: string): string {
  return `/api/v1/message/${encodeURIComponent(message.id)}/${rest}`;
}

function formatSize(bytes: number): string {
  if (bytes === 1) return "1 byte";
  return bytes < 1024 ? `${bytes} bytes` : `${(bytes / 1024).toFixed(1)} KB`;
}

export function renderNotFound(): string {
  return page(
    "Not found",
    `<p>That message does not exist (the inbox keeps the latest 500, fewer when they are large). <a href="/">All messages</a></p>`,
  );
}
