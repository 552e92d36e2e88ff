// What the site accepts of an upload, given the facts ./inspect.ts reads from the file: one message
// per reference that breaks a rule, in the words of the other content checks (the content file, the
// field, then what is wrong and what to do). Pure, so every rule and its wording can be tested
// without files.
import type { ImageField } from "../../content-model/fields";
import { DOCUMENT_RULE, IMAGE_FORMATS, IMAGE_RULES, type MediaReference, maxBytesOf, megabytes } from "../../content-model/media";
import { LANGUAGE_NAMES } from "../../i18n/languages";
import type { ActiveContent, DetectedType, MediaFacts, PictureFacts } from "./inspect";

/** One reference to an upload, and where it was found. */
export interface MediaUse {
  readonly ref: MediaReference;
  /** The content file that holds the reference, as messages name it: "content/locales/en/home.json". */
  readonly contentFile: string;
  /** The upload, relative to the content folder: "media/logo.png". */
  readonly media: string;
}

/** The file-type extensions the site publishes pictures from (an animated PNG has its own, "apng"). */
const PUBLISHED: Readonly<Record<string, keyof typeof IMAGE_FORMATS>> = { jpg: "jpeg", png: "png", webp: "webp" };
/** The types that can hold an animation, by the names editors know them by. */
const ANIMATED: Readonly<Record<string, string>> = { gif: "GIF", webp: "WebP", png: "PNG", apng: "PNG" };

/** "a, b and c". */
const joined = (items: readonly string[], word = "and") =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]!}`;

const FORMATS = Object.values(IMAGE_FORMATS);
const EXPORT = "export it as JPEG (photos) or PNG (logos) and upload that";
const UPLOAD_PICTURE = `upload a ${joined(FORMATS, "or")} picture instead`;

/** Names that say the same type; file-type gives the first of each. */
const SAME_TYPE: Readonly<Record<string, string>> = { jpeg: "jpg", jpe: "jpg", jfif: "jpg", tiff: "tif", heif: "heic", apng: "png" };
/** Types a name's ending claims clearly enough that content of another type proves it wrong. */
const NAMED = new Set(["jpg", "png", "webp", "gif", "heic", "avif", "bmp", "tif", "svg", "pdf"]);

const NOUNS: Readonly<Record<string, string>> = {
  jpg: "a JPEG picture",
  png: "a PNG picture",
  apng: "an animated PNG",
  webp: "a WebP picture",
  gif: "a GIF",
  heic: "a HEIC/HEIF picture (the format phones save photos in)",
  avif: "an AVIF picture",
  bmp: "a BMP picture",
  tif: "a TIFF picture",
  svg: "an SVG drawing",
  pdf: "a PDF document",
  txt: "a text file",
};

const canonical = (ext: string) => SAME_TYPE[ext] ?? ext;

/** What a file really is, in an editor's words. */
export function describeType(type: DetectedType | undefined, bytes: number): string {
  if (bytes === 0) return "an empty file";
  if (!type) return "a file of no type the site recognises (damaged, or not a picture or document at all)";
  return NOUNS[type.ext] ?? `a file of type ${type.ext.toUpperCase()} (${type.mime})`;
}

const extensionOf = (media: string) => {
  const name = media.slice(media.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};

const nameSays = (media: string) => {
  const ext = extensionOf(media);
  return ext ? `its name ends in .${ext}` : "its name has no ending such as .jpg or .pdf";
};

/** The content contradicts the name's ending. Text, or content nothing recognises, only contradicts a name that claims a type. */
function contradictsName(media: string, type: DetectedType | undefined): boolean {
  const named = canonical(extensionOf(media));
  if (!type || type.ext === "txt") return NAMED.has(named);
  return canonical(type.ext) !== named;
}

/** "10.5 MB", or the exact bytes where rounding would make the size look like the budget. */
function sizes(bytes: number, max: number): [string, string] {
  if (megabytes(bytes) !== megabytes(max)) return [megabytes(bytes), megabytes(max)];
  const exact = (n: number) => `${megabytes(n)} (${n.toLocaleString("en-US")} bytes)`;
  return [exact(bytes), exact(max)];
}

const ACTIVE: Readonly<Record<ActiveContent, string>> = {
  javascript: "JavaScript (scripts a reader runs when the PDF is opened or used)",
  launch: "a launch action (it can start a program on the reader's computer)",
  embedded: "embedded files (attachments inside the PDF)",
};

/** How the name's ending should change, or what to upload instead. */
function mismatchFix(use: MediaUse, type: DetectedType | undefined): string {
  const real = type ? canonical(type.ext) : undefined;
  if (use.ref.field.kind === "document")
    return real === "pdf"
      ? "give it a name ending in .pdf and upload it again"
      : "save it as a PDF (most programs can export or print to PDF) and upload that";
  if (type && type.ext !== "apng" && PUBLISHED[type.ext]) return `give it a name ending in .${type.ext} and upload it again`;
  if (type?.mime.startsWith("image/")) return EXPORT;
  return UPLOAD_PICTURE;
}

function pictureProblem(use: MediaUse, field: ImageField, facts: MediaFacts): string | undefined {
  const { type } = facts;
  const rule = IMAGE_RULES[field.role];
  const what = describeType(type, facts.bytes);
  if (type?.ext === "svg")
    return `is ${what}${contradictsName(use.media, type) ? ` (though its name ends in .${extensionOf(use.media)})` : ""}: a picture field refuses SVG, because a script inside an SVG, served from the site's own address, could read the content manager's GitHub sign-in from the browser's storage. Upload a PNG (for a logo, with a transparent background) or a JPEG instead`;
  if (contradictsName(use.media, type))
    return `is not what its name says: ${nameSays(use.media)}, but it is really ${what}; ${mismatchFix(use, type)}`;
  if (!type?.mime.startsWith("image/")) return `is ${what}, not a picture: ${UPLOAD_PICTURE}`;
  const picture: PictureFacts | undefined = facts.picture;
  if (!picture) return undefined;
  const animation = ANIMATED[type.ext];
  // file-type tells an animated PNG by its chunks; libvips reads only its first frame, so counts one page.
  if (animation && (type.ext === "apng" || (picture.readable && picture.pages > 1))) {
    const frames = picture.readable && picture.pages > 1 ? ` (${picture.pages} frames)` : "";
    return `is an animated ${animation}${frames}: the site shows still pictures only; export one frame as JPEG (photos) or PNG (logos) and upload that`;
  }
  if (!PUBLISHED[type.ext]) return `is ${what}, a format the site does not publish (it publishes ${joined(FORMATS)}): ${EXPORT}`;
  if (!picture.readable)
    return `cannot be read as a picture: it is damaged or cut short (${picture.error}); export it again from the original and upload that`;
  if (picture.space === "cmyk")
    return "is in CMYK colours (made for print): browsers show such a picture with wrong colours. Convert it to RGB (sRGB) before uploading, e.g. in the image editor's export settings, and upload it again";
  const { width, height } = picture;
  if (rule.minLongEdge !== undefined && Math.max(width, height) < rule.minLongEdge)
    return `is ${width} × ${height} pixels, too small for a ${rule.noun}: its long edge must be at least ${rule.minLongEdge} pixels; upload a larger original`;
  if (rule.minWidth !== undefined && width < rule.minWidth)
    return `is ${width} pixels wide (${width} × ${height}), too small for a ${rule.noun}: it must be at least ${rule.minWidth} pixels wide; upload a larger version (a PNG with a transparent background is best)`;
  return undefined;
}

function documentProblem(use: MediaUse, facts: MediaFacts): string | undefined {
  const { type } = facts;
  const what = describeType(type, facts.bytes);
  if (contradictsName(use.media, type))
    return `is not what its name says: ${nameSays(use.media)}, but it is really ${what}; ${mismatchFix(use, type)}`;
  if (type?.ext !== "pdf")
    return `is ${what}, not a PDF: a document field takes PDFs only; save it as a PDF (most programs can export or print to PDF) and upload that`;
  const { pdf } = facts;
  if (!pdf) return undefined;
  if (!pdf.readable)
    return pdf.encrypted
      ? "is an encrypted PDF (protected by a password or by restrictions), so the build cannot check what it holds: save it again without protection and upload that"
      : `cannot be read as a PDF: it is damaged or cut short (${pdf.error}); export it again from the original and upload that`;
  if (pdf.active.length > 0)
    return `is a PDF that carries ${joined(pdf.active.map((a) => ACTIVE[a]))}: the site publishes no PDF that runs code or carries other files. Export it again without them (printing it to a new PDF drops them) and upload that`;
  return undefined;
}

/** Where a message points: the content file, the key path (a picture's file is its "src"), the labels and the language. */
export function whereUsed({ ref, contentFile }: MediaUse): string {
  const key = ref.field.kind === "image" ? `${ref.path}.src` : ref.path;
  return `${contentFile}: "${key}" (${ref.labels.join(" › ")}, ${LANGUAGE_NAMES[ref.lang]})`;
}

/**
 * The one problem of a reference, or undefined when the site can publish its file. `facts` is
 * undefined when no file is at the path.
 */
export function mediaProblem(use: MediaUse, facts: MediaFacts | undefined): string | undefined {
  const where = whereUsed(use);
  const shown = `content/${use.media}`;
  if (!facts) return `${where} points at no file (${shown}): upload it again, or choose another`;
  const { field } = use.ref;
  const max = maxBytesOf(field);
  if (facts.bytes > max) {
    const [size, budget] = sizes(facts.bytes, max);
    const noun = field.kind === "image" ? IMAGE_RULES[field.role].noun : DOCUMENT_RULE.noun;
    const fix =
      field.kind === "image"
        ? "save it smaller (fewer pixels, or a JPEG at a lower quality) and upload it again"
        : "save a smaller PDF (most PDF tools can reduce the size by compressing its pictures) and upload it again";
    return `${where} names ${shown}, which is ${size}, over the ${budget} budget for a ${noun}: ${fix}`;
  }
  const problem = field.kind === "image" ? pictureProblem(use, field, facts) : documentProblem(use, facts);
  return problem && `${where} names ${shown}, which ${problem}`;
}
