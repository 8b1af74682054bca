// A raw message split into its MIME parts, numbered as Mailpit numbers them (through its parser,
// enmime): the message itself is "0", the parts of the top-level multipart "1", "2", …, and the
// parts of a multipart inside part "1" are "1.1", "1.2", …. postal-mime reads the message for its
// text and addresses but keeps no part numbers, hence this small walker of the structure.
import { parseHeaderValue } from "nodemailer/lib/mime-funcs";
import { decodeWords } from "postal-mime";

export interface MimePart {
  partId: string;
  /** Lower-case media type without its parameters, "text/plain" when the part names none. */
  contentType: string;
  /** Content-Type parameters by lower-case name (charset, method, name …). */
  params: Record<string, string>;
  /** Lower-case Content-Disposition value, "" when there is none. */
  disposition: string;
  /** Decoded file name (RFC 2231 and RFC 2047 alike), "" when there is none. */
  fileName: string;
  /** Content-ID without its angle brackets. */
  contentId: string;
  /** The parts of a multipart; empty for a leaf. */
  children: MimePart[];
  /** A leaf's body as sent (still transfer-encoded), one latin1 character per byte. */
  encodedBody: string;
  transferEncoding: string;
}

// Hostile input stays cheap: deeper multiparts are read as leaves, parts past the budget ignored.
const MAX_DEPTH = 32;
const MAX_PARTS = 1000;
const HEADER_END = /(?:^|\r?\n)\r?\n/;

export function parseMimeTree(raw: Buffer): MimePart {
  const budget = { parts: MAX_PARTS };
  return parsePart(raw.toString("latin1"), "0", 0, budget);
}

/** The bytes a part carries, its transfer encoding undone. */
export function decodedContent(part: MimePart): Buffer {
  if (part.transferEncoding === "base64") return Buffer.from(part.encodedBody, "base64");
  if (part.transferEncoding === "quoted-printable") return decodeQuotedPrintable(part.encodedBody);
  return Buffer.from(part.encodedBody, "latin1");
}

function parsePart(source: string, partId: string, depth: number, budget: { parts: number }): MimePart {
  const headerEnd = HEADER_END.exec(source);
  const headers = parseHeaders(headerEnd ? source.slice(0, headerEnd.index) : source);
  const body = headerEnd ? source.slice(headerEnd.index + headerEnd[0].length) : "";
  const type = parseHeaderValue(headers.get("content-type") || "text/plain", { stripComments: true });
  const disposition = parseHeaderValue(headers.get("content-disposition") ?? "", { stripComments: true });
  const part: MimePart = {
    partId,
    contentType: type.value.toLowerCase(),
    params: type.params,
    disposition: disposition.value.toLowerCase(),
    fileName: decodeWords(disposition.params.filename || type.params.name || type.params.file || ""),
    contentId: bareContentId(headers.get("content-id") ?? ""),
    children: [],
    encodedBody: body,
    transferEncoding: (headers.get("content-transfer-encoding") ?? "").toLowerCase(),
  };
  const boundary = type.params.boundary;
  if (!part.contentType.startsWith("multipart/") || !boundary || depth >= MAX_DEPTH) return part;

  part.encodedBody = "";
  for (const [index, child] of splitMultipart(body, boundary, budget.parts).entries()) {
    if (budget.parts <= 0) break;
    budget.parts -= 1;
    // enmime numbers the top level's parts "1", "2" and a nested multipart's from its own number.
    const childId = depth === 0 ? `${index + 1}` : `${partId}.${index + 1}`;
    part.children.push(parsePart(child, childId, depth + 1, budget));
  }
  return part;
}

/** Unfolded headers by lower-case name; the first of a repeated header wins, as in Go's textproto. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  // 8-bit header bytes are UTF-8 in practice (SMTPUTF8); encoded words are decoded later.
  const text = Buffer.from(block, "latin1").toString("utf8");
  for (const line of text.replace(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** The bodies between `--boundary` lines; the preamble and epilogue are dropped, as RFC 2046 says. */
function splitMultipart(body: string, boundary: string, limit: number): string[] {
  const delimiter = `--${boundary}`;
  const lineTail = /(--)?[ \t]*(?:\r?\n|$)/y;
  const parts: string[] = [];
  let partStart = -1;
  for (let at = body.indexOf(delimiter); at >= 0; at = body.indexOf(delimiter, at + 1)) {
    lineTail.lastIndex = at + delimiter.length;
    const tail = lineTail.exec(body);
    if ((at > 0 && body[at - 1] !== "\n") || !tail) continue;
    // The line break before a delimiter belongs to the delimiter, not to the part.
    if (partStart >= 0) parts.push(body.slice(partStart, at - (body[at - 2] === "\r" ? 2 : 1)));
    if (tail[1] || parts.length >= limit) return parts;
    partStart = lineTail.lastIndex;
  }
  // No closing delimiter: the last part runs to the end, as enmime reads it.
  if (partStart >= 0 && parts.length < limit) parts.push(body.slice(partStart));
  return parts;
}

/** "=XX" is a byte, "=" ending a line a soft break (RFC 2045); a loop, as regexes crawl on 10 MB. */
function decodeQuotedPrintable(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(text.length);
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const high = code === 0x3d ? hexValue(text.charCodeAt(i + 1)) : -1;
    const low = high >= 0 ? hexValue(text.charCodeAt(i + 2)) : -1;
    if (low >= 0) {
      bytes[length++] = high * 16 + low;
      i += 2;
      continue;
    }
    const softBreak = code === 0x3d ? softBreakEnd(text, i + 1) : -1;
    if (softBreak >= 0) i = softBreak;
    else bytes[length++] = code;
  }
  return bytes.subarray(0, length);
}

/** Where the line break after "=" (and some spaces) ends, or -1 when no line break follows. */
function softBreakEnd(text: string, from: number): number {
  let at = from;
  while (at - from < 80 && (text[at] === " " || text[at] === "\t")) at++;
  if (text[at] === "\n") return at;
  return text[at] === "\r" && text[at + 1] === "\n" ? at + 1 : -1;
}

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

/** As enmime reads a Content-ID: angle brackets off, then URL-unescaped (RFC 2392). */
function bareContentId(value: string): string {
  const bare = value.replace(/^<+/, "").replace(/>+$/, "");
  try {
    return decodeURIComponent(bare.replace(/\+/g, " "));
  } catch {
    return bare;
  }
}
