// A message's attachments as Mailpit sorts them (its parser, enmime, decides): attachments,
// inline parts, and parts Mailpit serves by PartID without listing them because they have neither
// a file name nor a Content-ID, such as the text/calendar alternative of an invitation.
import { createHash } from "node:crypto";
import { decodedContent, parseMimeTree, type MimePart } from "./mime-tree.ts";

export interface PartSummary {
  partId: string;
  /** The file name, or the Content-ID when the part names no file (as Mailpit shows it). */
  fileName: string;
  contentType: string;
  contentId: string;
  /** Decoded bytes. */
  size: number;
  checksums: { md5: string; sha1: string; sha256: string };
  /** A calendar part's iTIP method ("REQUEST", "CANCEL"), "" for any other part. */
  method: string;
}

export interface MessageParts {
  /** Mailpit's `Attachments`: attachment parts that have a file name or a Content-ID. */
  attachments: PartSummary[];
  /** Mailpit's `Inline`: inline parts, and other non-text parts, with a file name or a Content-ID. */
  inline: PartSummary[];
  /** What Mailpit's message summary counts: every attachment part, named or not. */
  attachmentCount: number;
  /** Served by PartID but in neither list: a text/calendar alternative, for one. */
  unlisted: PartSummary[];
}

export interface PartContent {
  contentType: string;
  fileName: string;
  content: Buffer;
}

const NO_PARTS: MessageParts = { attachments: [], inline: [], attachmentCount: 0, unlisted: [] };

/** Never throws: a message whose structure cannot be read is kept, with no parts. */
export function indexParts(raw: Buffer): MessageParts {
  try {
    const { attachments, inlines, others } = sortParts(parseMimeTree(raw));
    const named = (part: MimePart) => part.fileName !== "" || part.contentId !== "";
    const unnamed = (part: MimePart) => !named(part);
    return {
      attachments: attachments.filter(named).map(summarize),
      inline: [...inlines, ...others].filter(named).map(summarize),
      attachmentCount: attachments.length,
      unlisted: [...new Set([...inlines, ...others, ...attachments])].filter(unnamed).map(summarize),
    };
  } catch {
    return NO_PARTS;
  }
}

/** The part Mailpit's `/part/{PartID}` answers: any attachment, inline or other part, listed or not. */
export function findPart(raw: Buffer, partId: string): PartContent | undefined {
  try {
    const { attachments, inlines, others } = sortParts(parseMimeTree(raw));
    const part = [...inlines, ...others, ...attachments].find((candidate) => candidate.partId === partId);
    return part && { contentType: part.contentType, fileName: displayName(part), content: decodedContent(part) };
  } catch {
    return undefined;
  }
}

/** enmime's Envelope: Attachments, Inlines and OtherParts, each in breadth-first order. */
function sortParts(root: MimePart) {
  if (!root.contentType.startsWith("multipart/")) {
    // A single-part message is an attachment itself unless it is plain text or HTML.
    const binary = root.disposition === "attachment" || root.disposition === "inline" || !isBodyText(root.contentType);
    const alone = binary ? [root] : [];
    return root.disposition === "inline"
      ? { attachments: [], inlines: alone, others: [] }
      : { attachments: alone, inlines: [], others: [] };
  }
  const parts = [root];
  for (let index = 0; index < parts.length; index++) parts.push(...parts[index].children);
  const multipart = (part: MimePart) => part.contentType.startsWith("multipart/");
  const octetStream = (part: MimePart) => part.contentType === "application/octet-stream";
  return {
    attachments: parts.filter((part) => part.disposition === "attachment" || octetStream(part)),
    inlines: parts.filter((part) => part.disposition === "inline" && !multipart(part)),
    others: parts.filter(
      (part) => !multipart(part) && part.disposition === "" && !octetStream(part) && !isBodyText(part.contentType),
    ),
  };
}

function isBodyText(contentType: string): boolean {
  return contentType === "text/plain" || contentType === "text/html";
}

function displayName(part: MimePart): string {
  return part.fileName || part.contentId;
}

function summarize(part: MimePart): PartSummary {
  const content = decodedContent(part);
  const digest = (algorithm: string) => createHash(algorithm).update(content).digest("hex");
  return {
    partId: part.partId,
    fileName: displayName(part),
    contentType: part.contentType,
    contentId: part.contentId,
    size: content.length,
    checksums: { md5: digest("md5"), sha1: digest("sha1"), sha256: digest("sha256") },
    method: part.contentType.includes("calendar") ? (part.params.method ?? "").trim().toUpperCase() : "",
  };
}
