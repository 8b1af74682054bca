// What a CV really is, from its bytes: a PDF starts with "%PDF-" (ISO 32000-1 7.5.2); a Word
// document (.docx, ECMA-376) is a ZIP whose parts include [Content_Types].xml and
// word/document.xml. The name and the declared type say nothing: a renamed program, a macro-laden
// .docm or a spreadsheet is none of these. fflate reads the ZIP's directory without inflating a
// byte, so a ZIP bomb costs nothing.

import { unzipSync } from "fflate";
import type { CvType } from "@rules/job-applications.ts";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
/** A .docx has a dozen parts; an archive of thousands is not one. */
const DOCX_MAX_ENTRIES = 1_000;

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, index) => bytes[index] === byte);

function zipEntryNames(bytes: Uint8Array): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        if (names.length > DOCX_MAX_ENTRIES) throw new Error("too many entries");
        return false;
      },
    });
    return names;
  } catch {
    return null;
  }
}

/** "pdf", "docx", or null for anything else. */
export function sniffCvType(bytes: Uint8Array): CvType | null {
  if (startsWith(bytes, PDF_MAGIC)) return "pdf";
  if (!startsWith(bytes, ZIP_MAGIC)) return null;
  const names = zipEntryNames(bytes);
  if (!names) return null;
  const has = (name: string) => names.includes(name);
  // A macro-enabled document (.docm) carries vbaProject.bin: not a .docx, whatever its name says.
  if (names.some((name) => /vbaProject\.bin$/i.test(name))) return null;
  return has("[Content_Types].xml") && has("word/document.xml") ? "docx" : null;
}
