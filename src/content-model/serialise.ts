// How a content file is written, in one place: by the content manager on every save (src/cms,
// registered as Decap's formats) and by the test that holds every file in content/ to this form
// (__tests__/unit/content/content-format.test.ts). Same data in, same bytes out, so a save changes only
// the lines of the values that changed. No Node-only imports: esbuild bundles this for /admin.
import { parse, stringify } from "yaml";
import type { Field } from "./fields";
import { IMAGE_KEYS } from "./media";

/**
 * The key order of a file, from the content model: a key, or a key with the order of its object's
 * keys (an object field, or each item of a list of objects). Plain JSON, so the admin page can carry it.
 */
export type Shape = ReadonlyArray<string | readonly [string, Shape] | readonly [string, Shape, "image"]>;

/** Every file is JSON or Markdown with YAML front matter. */
export type FileKind = "json" | "frontmatter";

export function shapeOf(fields: readonly Field[]): Shape {
  return fields.map((field) => {
    if (field.kind === "image") return [field.name, IMAGE_KEYS, "image"] as const;
    const inner = field.kind === "object" ? field : field.kind === "list" && field.item.kind === "object" ? field.item : undefined;
    return inner && inner.kind === "object" ? ([field.name, shapeOf(inner.fields)] as const) : field.name;
  });
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * A picture's value without what says nothing: an empty path or alt text, "decorative": false (the
 * default); undefined when nothing is left. The content manager writes { "decorative": false } for
 * every picture field of a new entry, and an empty alt text in a language without a picture.
 */
function compactImage(value: unknown): unknown {
  if (!isPlainObject(value)) return value;
  const kept = Object.entries(value).filter(([, v]) => !(v === false || v === undefined || (typeof v === "string" && v.trim() === "")));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The model's keys first, in its order; keys it does not know keep their place after them. */
export function inModelOrder(value: unknown, shape: Shape | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inModelOrder(item, shape));
  if (!isPlainObject(value)) return value;
  const known = new Map((shape ?? []).map((entry) => (typeof entry === "string" ? [entry, undefined] : [entry[0], entry])));
  const keys = [...[...known.keys()].filter((key) => key in value), ...Object.keys(value).filter((key) => !known.has(key))];
  return Object.fromEntries(
    keys.flatMap((key) => {
      const entry = known.get(key);
      const inner = inModelOrder(entry?.[2] === "image" ? compactImage(value[key]) : value[key], entry?.[1]);
      return inner === undefined ? [] : [[key, inner]];
    }),
  );
}

/** 2-space JSON with a final newline. */
export const serialiseJson = (data: unknown, shape: Shape): string => `${JSON.stringify(inModelOrder(data, shape), null, 2)}\n`;

const FRONT_MATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---\r?\n/;

/**
 * Front matter and body as one object, the body under `body`, as Decap's own format reads it. The
 * one blank line after the front matter and the final newline belong to the form, not the body.
 */
export function parseFrontMatter(text: string): Record<string, unknown> {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error("A Markdown file must start with front matter between --- lines");
  // YAML 1.2's core schema: a date like 2025-10-01 stays the text it is, as Decap keeps it.
  const meta: unknown = parse(match[1] ?? "") ?? {};
  if (!isPlainObject(meta)) throw new Error("The front matter must be a set of keys and values");
  const body = text
    .slice(match[0].length)
    .replace(/^\r?\n/, "")
    .replace(/\r?\n$/, "");
  return { ...meta, body };
}

/** Front matter in the model's order, one value a line however long (no rewrapping), a blank line, the body as it is. */
export function serialiseFrontMatter(data: Record<string, unknown>, shape: Shape): string {
  const { body, ...meta } = data;
  const frontMatter = stringify(inModelOrder(meta, shape), { lineWidth: 0 });
  const text = typeof body === "string" ? body : "";
  return `---\n${frontMatter}---\n\n${text}\n`;
}

export function parseFile(kind: FileKind, text: string): Record<string, unknown> {
  if (kind === "frontmatter") return parseFrontMatter(text);
  const value: unknown = JSON.parse(text);
  if (!isPlainObject(value)) throw new Error("A JSON content file must hold one object");
  return value;
}

export const serialiseFile = (kind: FileKind, data: Record<string, unknown>, shape: Shape): string =>
  kind === "frontmatter" ? serialiseFrontMatter(data, shape) : serialiseJson(data, shape);
