// Pictures and documents editors upload: where they live, what each kind of picture needs, and the
// rules a content file's reference to one follows. Pure data and functions: the content checks
// (src/node/media/, which also read the files themselves), the content manager (its fields, its
// check before a save) and the site diff all read them from here.
import type { DocumentField, Field, ImageField, ImageRole } from "./fields";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../i18n/languages";

/** content/media/: every upload, whichever entry uses it. A file no entry refers to is never published. */
export const MEDIA_FOLDER = "media";
/**
 * How a content file names an upload: "media/<file>", relative to content/ (the content manager's
 * public_folder). Not "/media/…": Decap takes a path that starts with "/" for a web address and shows
 * it from the site, where uploads are never published as they are, so its thumbnails and previews
 * would break; a relative path it reads from the repository.
 */
export const MEDIA_PREFIX = `${MEDIA_FOLDER}/`;

const MB = 1024 * 1024;

/** The picture formats the site publishes from (gatsby-plugin-sharp reads them, every browser shows the results). */
export const IMAGE_FORMATS = { jpeg: "JPEG", png: "PNG", webp: "WebP" } as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

export interface ImageRule {
  /** How an editor calls it: "logo", "photo". */
  readonly noun: string;
  readonly maxBytes: number;
  /** The narrowest a picture may be, in pixels. */
  readonly minWidth?: number;
  /** The shortest its long edge may be, in pixels. */
  readonly minLongEdge?: number;
  /** How the content manager prepares an upload in the editor's browser (Decap's media_processing). */
  readonly upload: {
    /** Resized to this width: large photos from a camera or phone need not cross the network. */
    readonly width?: number;
    /** Written as this format; without one the format stays, and so does a logo's transparency. */
    readonly format?: "jpeg";
    readonly quality?: number;
  };
  /** What the help under the field says. */
  readonly hint: string;
}

export const IMAGE_RULES: Readonly<Record<ImageRole, ImageRule>> = {
  logo: {
    noun: "logo",
    maxBytes: 10 * MB,
    minWidth: 200,
    upload: {},
    hint: "A PNG with a transparent background (or a JPEG or WebP), at least 200 pixels wide. The site fits it inside the card without cropping.",
  },
  photo: {
    noun: "photo",
    maxBytes: 10 * MB,
    minLongEdge: 1200,
    upload: { width: 2400, format: "jpeg", quality: 85 },
    hint: "A JPEG, PNG or WebP photo at least 1200 pixels on its long edge. The site crops it to the tile's shape.",
  },
};

export const DOCUMENT_RULE = {
  noun: "document",
  maxBytes: 20 * MB,
  hint: "A PDF of at most 20 MB. One file for both languages, or one for each: a page whose language has none links to the other's and says its language.",
} as const;

/** The most any upload may weigh: what the content manager lets through at all. */
export const maxBytesOf = (field: ImageField | DocumentField): number =>
  field.kind === "image" ? IMAGE_RULES[field.role].maxBytes : DOCUMENT_RULE.maxBytes;

export const isMediaField = (field: Field): field is ImageField | DocumentField => field.kind === "image" || field.kind === "document";

/** "10 MB": a budget in an editor's words. */
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** What an image field holds in one language's file. */
export interface ImageValue {
  readonly src?: string;
  readonly alt?: string;
  readonly decorative?: boolean;
}
export const IMAGE_KEYS = ["src", "alt", "decorative"] as const;

/**
 * The file an upload path names, relative to the content folder ("media/logo.png"), or undefined
 * when the path leads anywhere else (outside content/media/, up a folder, a web address).
 */
export function mediaFile(src: string): string | undefined {
  if (!src.startsWith(MEDIA_PREFIX)) return undefined;
  const parts = src.split("/");
  if (parts.some((part) => part === "" || part === "." || part === ".." || /[\\\0]/.test(part))) return undefined;
  return parts.join("/");
}

const fileName = (src: string) => src.slice(src.lastIndexOf("/") + 1);
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[-_.\s]+/g, " ")
    .trim();
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|photo|image|screenshot|screen shot|whatsapp image)[\s_-]*\d/i;
const FILE_EXTENSION = /\.(jpe?g|png|webp|gif|heic|heif|avif|tiff?|bmp|svg|pdf)$/i;

/**
 * Alt text that only repeats a file name ("IMG_2041.jpg", "starfall-logo") tells a screen reader
 * nothing about the picture: what the content manager fills in when nobody wrote any.
 */
export function altIsFileName(alt: string, src: string): boolean {
  const name = fileName(src);
  const bare = name.replace(/\.[^.]+$/, "");
  const said = words(alt);
  return said === words(name) || said === words(bare) || FILE_EXTENSION.test(alt.trim()) || CAMERA_NAME.test(alt.trim());
}

/** One upload an entry refers to, in one language. */
export interface MediaReference {
  readonly field: ImageField | DocumentField;
  /** The key path in the file: "partners.items.2.logo", "image". */
  readonly path: string;
  /** The content manager's labels for it: ["Partners", "Items", "3", "Logo"]. */
  readonly labels: readonly string[];
  /** The language whose file holds the reference. */
  readonly lang: Lang;
  /** "media/<file>" as the file holds it. */
  readonly src: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every media field of one language's data, with where it is and what it holds. */
export function mediaValues(
  fields: readonly Field[],
  data: Record<string, unknown>,
  path: readonly string[] = [],
  labels: readonly string[] = [],
): { field: ImageField | DocumentField; path: string; labels: readonly string[]; value: unknown }[] {
  return fields.flatMap((field) => {
    const value = data[field.name];
    const here = [...path, field.name];
    const label = [...labels, field.label];
    if (isMediaField(field)) return value === undefined ? [] : [{ field, path: here.join("."), labels: label, value }];
    if (field.kind === "object" && isObject(value)) return mediaValues(field.fields, value, here, label);
    if (field.kind === "list" && Array.isArray(value) && field.item.kind === "object") {
      const itemFields = field.item.fields;
      return value.flatMap((item, i) =>
        isObject(item) ? mediaValues(itemFields, item, [...here, String(i)], [...label, String(i + 1)]) : [],
      );
    }
    return [];
  });
}

/** The picture's path, read where it is chosen: the default language's file. */
export const chosenImage = (value: unknown): string | undefined =>
  isObject(value) && typeof value.src === "string" && value.src.trim() !== "" ? value.src : undefined;
/** A document's path in one language's file. */
export const chosenDocument = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value : undefined;

/**
 * The uploads an entry refers to: each picture once (from the default language's file, where it is
 * chosen), each document in every language that names one.
 */
export function mediaReferences(fields: readonly Field[], byLang: Partial<Record<Lang, Record<string, unknown>>>): MediaReference[] {
  return LANGUAGES.flatMap((lang) =>
    mediaValues(fields, byLang[lang] ?? {}).flatMap(({ field, path, labels, value }): MediaReference[] => {
      const src = field.kind === "image" ? (lang === DEFAULT_LANGUAGE ? chosenImage(value) : undefined) : chosenDocument(value);
      return src ? [{ field, path, labels, lang, src }] : [];
    }),
  );
}

/**
 * Where one language of a document field finds its file: its own, or the first other language's
 * (its page then says which language the document is in). Undefined where no language has one.
 */
export function documentFor(byLang: Partial<Record<Lang, string | undefined>>, lang: Lang): { src: string; lang: Lang } | undefined {
  const own = byLang[lang];
  if (own) return { src: own, lang };
  const other = [DEFAULT_LANGUAGE, ...LANGUAGES].find((l) => byLang[l]);
  return other ? { src: byLang[other]!, lang: other } : undefined;
}

/** What the content manager knows of a file an editor picks, before it is sent (src/cms/app/uploadCheck.ts). */
export interface PickedFile {
  readonly name: string;
  /** Read from the file's first bytes, not its name: "jpeg", "png", "webp", "pdf", "svg", or another's name. */
  readonly format: string;
  /** A picture's size in pixels, where the browser could read it. */
  readonly width?: number;
  readonly height?: number;
}

/**
 * Why the content manager refuses a file before it is sent, in an editor's words; undefined when it
 * may go. The build checks every file again, and more (src/node/media/): this is the part that must
 * happen first, because the content manager resizes photos as it sends them, and a small photo it
 * enlarged would pass the build's check of its size.
 */
export function pickedFileRefusal(field: ImageField | DocumentField, file: PickedFile): string | undefined {
  if (field.kind === "document")
    return file.format === "pdf"
      ? undefined
      : `“${file.name}” is not a PDF: the ${field.label} takes PDFs only. Export or print it to PDF, and upload that.`;
  const rule = IMAGE_RULES[field.role];
  if (file.format === "svg")
    return `“${file.name}” is an SVG drawing, which the site refuses: a script inside one could read your sign-in to this content manager. Upload a PNG or a JPEG instead.`;
  if (!(file.format in IMAGE_FORMATS))
    return `“${file.name}” is not a JPEG, PNG or WebP picture (it is ${file.format.toUpperCase()}): export it as JPEG (photos) or PNG (logos), and upload that.`;
  const { width = 0, height = 0 } = file;
  if (rule.minWidth !== undefined && width < rule.minWidth)
    return `“${file.name}” is ${width} × ${height} pixels: a ${rule.noun} must be at least ${rule.minWidth} pixels wide. Upload a larger version.`;
  if (rule.minLongEdge !== undefined && Math.max(width, height) < rule.minLongEdge)
    return `“${file.name}” is ${width} × ${height} pixels: a ${rule.noun} must be at least ${rule.minLongEdge} pixels on its long edge. Upload a larger original.`;
  return undefined;
}
