// What an uploaded file really is, read from its content: editors and hand-made commits can name a
// file anything, so the name proves nothing. Only facts here; what the site accepts is ./mediaRules.ts.
import fs from "fs";
// The core entry point: its "default" export condition resolves under Node's require() (ESM loaded
// through require(esm), Node 20.19+) and under Jest's resolver alike; the package's Node entry only
// adds stream and file readers, and the file is read here anyway.
import { fileTypeFromBuffer } from "file-type/core";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from "pdf-lib";
import sharp from "sharp";

/** A file's type by its content: file-type's extension and MIME type, or "svg" and "txt" found here. */
export interface DetectedType {
  readonly ext: string;
  readonly mime: string;
}

export const SVG_TYPE: DetectedType = { ext: "svg", mime: "image/svg+xml" };
export const TEXT_TYPE: DetectedType = { ext: "txt", mime: "text/plain" };

/** What decoding a picture found. Width and height as the picture shows, after its EXIF orientation. */
export type PictureFacts =
  | {
      readonly readable: true;
      readonly width: number;
      readonly height: number;
      /** More than one: an animation (GIF, WebP); an animated PNG shows as its own type instead (apng). */
      readonly pages: number;
      /** libvips' colour space: "srgb", "b-w", "cmyk"… */
      readonly space: string | undefined;
    }
  | { readonly readable: false; readonly error: string };

/** What a PDF holds that runs or carries something besides its pages. */
export type ActiveContent = "javascript" | "launch" | "embedded";

export type PdfFacts =
  | { readonly readable: true; readonly active: readonly ActiveContent[] }
  | { readonly readable: false; readonly encrypted: true }
  | { readonly readable: false; readonly encrypted: false; readonly error: string };

export interface MediaFacts {
  readonly bytes: number;
  /** Undefined when nothing in the content says what it is (or the file is empty). */
  readonly type: DetectedType | undefined;
  /** Only for a picture type, when the file was decoded (not over the size it was inspected for). */
  readonly picture?: PictureFacts;
  /** Only for a PDF, when the file was decoded. */
  readonly pdf?: PdfFacts;
}

// file-type reads at most 4100 bytes; an SVG's root can sit behind a long comment or DOCTYPE.
const HEAD_BYTES = 64 * 1024;

const firstLine = (error: unknown) =>
  String(error instanceof Error ? error.message : error)
    .split("\n")[0]!
    .trim();

/**
 * The facts of one file, or undefined when there is no file at that path. A file larger than
 * `decodeUpTo` bytes is only sniffed, not decoded: its budget refuses it before its content matters,
 * and decoding a huge file would only slow the build down.
 */
export async function inspectMedia(file: string, decodeUpTo: number): Promise<MediaFacts | undefined> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return undefined;
  }
  if (!stat.isFile()) return undefined;
  const bytes = stat.size;
  if (bytes > decodeUpTo) return { bytes, type: await detectType(await readHead(file)) };
  const content = await fs.promises.readFile(file);
  const type = await detectType(content.subarray(0, HEAD_BYTES));
  if (type?.ext === "pdf") return { bytes, type, pdf: await readPdf(content) };
  if (type?.mime.startsWith("image/") && type.ext !== SVG_TYPE.ext) return { bytes, type, picture: await readPicture(content) };
  return { bytes, type };
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The type of the content that starts with `head`. SVG first: file-type calls an SVG with an XML declaration "xml". */
export async function detectType(head: Uint8Array): Promise<DetectedType | undefined> {
  if (isSvg(head)) return SVG_TYPE;
  const found = await fileTypeFromBuffer(head);
  if (found) return { ext: found.ext, mime: found.mime };
  return isText(head) ? TEXT_TYPE : undefined;
}

function decodeText(head: Uint8Array): string | undefined {
  const [a, b, c] = head;
  const [encoding, skip] =
    a === 0xef && b === 0xbb && c === 0xbf
      ? ["utf-8", 3]
      : a === 0xff && b === 0xfe
        ? ["utf-16le", 2]
        : a === 0xfe && b === 0xff
          ? ["utf-16be", 2]
          : ["utf-8", 0];
  try {
    // stream: a character cut in two at the end of the head is not an error.
    return new TextDecoder(encoding, { fatal: true }).decode(head.subarray(skip), { stream: true });
  } catch {
    return undefined;
  }
}

// What may come before an XML document's root: blanks, the declaration and other processing
// instructions, comments, a DOCTYPE (with an internal subset, which can declare entities).
const PROLOG = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)/i;
const SVG_ROOT = /^<(?:[A-Za-z_][\w.-]*:)?svg[\s/>]/;

/** An SVG by its root element, whatever precedes it (a byte-order mark, an XML declaration, comments). */
export function isSvg(head: Uint8Array): boolean {
  let text = decodeText(head);
  if (text === undefined) return false;
  for (let match = PROLOG.exec(text); match && match[0] !== ""; match = PROLOG.exec(text)) text = text.slice(match[0].length);
  return SVG_ROOT.test(text);
}

/** Readable text: valid UTF-8 without control characters other than tabs, line and page breaks. */
function isText(head: Uint8Array): boolean {
  const text = decodeText(head);
  // eslint-disable-next-line no-control-regex -- control characters are what binary data has and text has not
  return text !== undefined && text.length > 0 && !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

/**
 * The picture decoded in full: "error" makes libvips fail on damaged data, not just unreadable
 * headers, and statistics read every pixel, so a file cut short fails here rather than in
 * gatsby-plugin-sharp (or half grey on the page).
 */
async function readPicture(content: Buffer): Promise<PictureFacts> {
  try {
    const image = sharp(content, { failOn: "error" });
    const meta = await image.metadata();
    await image.stats();
    // EXIF orientations 5 to 8 turn the picture a quarter: it shows as tall as it is stored wide.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      readable: true,
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      pages: meta.pages ?? 1,
      space: meta.space,
    };
  } catch (error) {
    return { readable: false, error: firstLine(error) };
  }
}

/**
 * A name as a PDF reader reads it. pdf-lib decodes #xx escapes written in capitals only, but
 * /#4aS is /JS to a reader, so the rest are decoded here.
 */
const nameText = (name: PDFName) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Walks one object and what it holds directly (references lead to other indirect objects, each walked on its own). */
function findActive(object: PDFObject, found: Set<ActiveContent>): void {
  if (object instanceof PDFStream) return findActive(object.dict, found);
  if (object instanceof PDFArray) return object.asArray().forEach((item) => findActive(item, found));
  if (object instanceof PDFName) {
    if (nameText(object) === "JavaScript") found.add("javascript");
    return;
  }
  if (!(object instanceof PDFDict)) return;
  for (const [key, value] of object.entries()) {
    const name = nameText(key);
    // /JS: an action's script; /JavaScript: the document-level scripts' names tree.
    if (name === "JS" || name === "JavaScript") found.add("javascript");
    // /EmbeddedFiles: the attachments' names tree; /EF: a file specification's embedded stream.
    if (name === "EmbeddedFiles" || name === "EF") found.add("embedded");
    if (value instanceof PDFName) {
      const said = nameText(value);
      if (name === "S" && said === "Launch") found.add("launch");
      if (name === "Type" && said === "EmbeddedFile") found.add("embedded");
      if (name === "Subtype" && said === "FileAttachment") found.add("embedded");
    }
    findActive(value, found);
  }
}

/**
 * The document's structure as pdf-lib parses it, every indirect object including those packed in
 * object streams (which a byte scan never sees: they are compressed).
 */
async function readPdf(content: Buffer): Promise<PdfFacts> {
  try {
    const doc = await PDFDocument.load(content, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false });
    // Encrypted strings and streams cannot be read, so nothing in them can be vouched for.
    if (doc.isEncrypted) return { readable: false, encrypted: true };
    // pdf-lib keeps whatever objects it found in a file cut short; without its catalog nothing says what the pages are.
    if (!(doc.context.lookup(doc.context.trailerInfo.Root) instanceof PDFDict))
      return { readable: false, encrypted: false, error: "its catalog, which lists its pages, is missing" };
    if (doc.getPageCount() === 0) return { readable: false, encrypted: false, error: "it has no pages" };
    const found = new Set<ActiveContent>();
    for (const [, object] of doc.context.enumerateIndirectObjects()) findActive(object, found);
    for (const value of Object.values(doc.context.trailerInfo)) if (value) findActive(value as PDFObject, found);
    return { readable: true, active: [...found] };
  } catch (error) {
    return { readable: false, encrypted: false, error: pdfError(error) };
  }
}

/** pdf-lib's parse error in words, without its position as JSON. */
function pdfError(error: unknown): string {
  const message = firstLine(error);
  const invalid = /invalid object: \{"line":(\d+)/.exec(message);
  return invalid ? `an object on line ${invalid[1]!} cannot be parsed` : message;
}
