// The plain-text part of an auth email, derived from its rendered HTML so a template is written
// once: blocks become lines, a link becomes "label: URL" (or the bare URL when that is its
// label), entities are decoded. Enough for the table-and-paragraph HTML that emails are made of.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  middot: "·",
  copy: "©",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  mdash: "—",
  ndash: "–",
  hellip: "…",
};

const BLOCK_TAGS = "p|div|h[1-6]|table|tr|li|ul|ol|blockquote|section|header|footer|hr";

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name[0] === "#") {
      const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, "");

export function htmlToText(html: string): string {
  // Links are set aside and put back last, so entity decoding and tag stripping never touch a URL twice.
  const links: string[] = [];
  const text = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/\s+/g, " ")
    .replace(/<a\b[^>]*?\bhref\s*=\s*("([^"]*)"|'([^']*)')[^>]*>([\s\S]*?)<\/a\s*>/gi, (...match: string[]) => {
      const href = decodeEntities(match[2] ?? match[3] ?? "").trim();
      const label = decodeEntities(stripTags(match[4])).trim();
      links.push(!label || label === href ? href : `${label}: ${href}`);
      return `\uE000${links.length - 1}\uE000`;
    })
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi"), "\n\n")
    .replace(/<\/t[dh]\s*>/gi, " ");
  return decodeEntities(stripTags(text))
    .replace(/\uE000(\d+)\uE000/g, (_placeholder, index: string) => links[Number(index)])
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .concat("\n");
}
