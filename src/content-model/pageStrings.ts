// A page's strings are nested JSON whose keys the components ask for (t("hero.title")). Their
// shape is the English file's: the fields offered in the CMS and checked in the build are derived
// from it here, and the Spanish file must mirror it. Editors change the words, never the keys;
// adding a key is a code change that lands with the component that reads it.
import { ICON_NAMES } from "../config/icons";
import { hidden, list, object, paragraph, select, text, type Field, type Pattern } from "./fields";
import { PAGE_STRINGS } from "./model";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** The key that names a locale file's namespace inside it: the CMS finds each page's file by it. */
export const PAGE_KEY = "page";

/** {{name}}: i18next puts a value there (a title, a number of hours). */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export const isObject = (value: unknown): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

export function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** "learnMoreLabel" → "Learn more label", "description_one" → "Description (one)". */
export function humanize(key: string): string {
  const [base = key, plural] = key.split("_");
  const words = base.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return plural ? `${label} (${plural})` : label;
}

/** Every value must keep these placeholders; a lookahead each, so their order is free. */
function placeholderPattern(names: readonly string[]): Pattern | undefined {
  if (names.length === 0) return undefined;
  return {
    regex: `^${names.map((n) => `(?=[\\s\\S]*\\{\\{\\s*${n}\\s*\\}\\})`).join("")}[\\s\\S]*$`,
    message: `text that keeps ${names.map((n) => `{{${n}}}`).join(" and ")} as written`,
  };
}

function textField(key: string, values: readonly string[]): Field {
  // Structural values, not words: an icon from the site's set, an anchor other pages link to.
  if (key === "icon") return select(key, "Icon", ICON_NAMES);
  if (key === "id") return hidden(key, "Anchor name", { i18n: "duplicate" });
  const shared = values.map(placeholders).reduce((a, b) => a.filter((n) => b.includes(n)));
  const pattern = placeholderPattern(shared);
  const hint = pattern ? `Keep ${shared.map((n) => `{{${n}}}`).join(" and ")} exactly as written: the site puts a value there.` : undefined;
  const long = values.some((v) => v.length > 80 || v.includes("\n"));
  return (long ? paragraph : text)(key, humanize(key), { ...(pattern && { pattern }), ...(hint && { hint }) });
}

/** The field of one key, from its value(s) in the English file (several values: a list's items). */
function fieldFor(key: string, values: readonly Json[]): Field {
  const first = values[0];
  if (typeof first === "string")
    return textField(
      key,
      values.filter((v): v is string => typeof v === "string"),
    );
  if (Array.isArray(first)) {
    const lists = values.filter((v): v is Json[] => Array.isArray(v));
    const item = fieldFor("item", lists.flat());
    const title = item.kind === "object" ? item.fields.find((f) => ["title", "name", "label", "heading"].includes(f.name)) : undefined;
    // The design counts on the number of cards (four pillars, five values): editors change their words.
    const length = lists.every((l) => l.length === first.length) ? first.length : undefined;
    return list(
      key,
      humanize(key),
      { ...item, label: humanize(key) },
      { ...(length !== undefined && { length }), ...(title && { summary: `{{fields.${title.name}}}` }) },
    );
  }
  if (isObject(first)) return object(key, humanize(key), objectFields(values.filter(isObject)));
  throw new Error(`Page strings hold text only; "${key}" is ${JSON.stringify(first)}`);
}

/** The fields of objects that share a shape; a key only some of them have is optional. */
function objectFields(objects: readonly JsonObject[]): Field[] {
  const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  return keys.map((key) => {
    const present = objects.filter((o) => key in o);
    const field = fieldFor(
      key,
      present.map((o) => o[key]!),
    );
    return present.length === objects.length ? field : { ...field, required: false };
  });
}

/** `fields` with the declared ones (the page's uploads) put into the object at `path`, in place of any derived from the file. */
function withDeclared(fields: readonly Field[], path: readonly string[], declared: readonly Field[]): Field[] {
  const [name, ...rest] = path;
  return fields.map((field) => {
    if (field.name !== name) return field;
    const inner = field.kind === "list" ? field.item : field;
    if (inner.kind !== "object")
      throw new Error(`Page strings: "${name}" holds no object to put ${declared.map((f) => f.name).join(", ")} in`);
    const names = new Set(declared.map((f) => f.name));
    const merged = object(inner.name, inner.label, [
      ...(rest.length > 0 ? withDeclared(inner.fields, rest, declared) : inner.fields.filter((f) => !names.has(f.name))),
      ...(rest.length > 0 ? [] : declared),
    ]);
    return field.kind === "list"
      ? { ...field, item: { ...merged, label: inner.label } }
      : { ...field, ...merged, name: field.name, label: field.label };
  });
}

/**
 * `data` without the declared uploads' values under `path`: a picture is `{ src, alt, decorative }`, a
 * flag no page text has, so its fields come from the model alone (withDeclared), never from the file.
 */
function withoutDeclared(data: JsonObject, path: readonly string[], names: ReadonlySet<string>): JsonObject {
  const [name, ...rest] = path;
  const value = name === undefined ? undefined : data[name];
  if (name === undefined || value === undefined) return data;
  const strip = (holder: Json): Json => {
    if (!isObject(holder)) return holder;
    if (rest.length > 0) return withoutDeclared(holder, rest, names);
    return Object.fromEntries(Object.entries(holder).filter(([key]) => !names.has(key)));
  };
  return { ...data, [name]: Array.isArray(value) ? value.map(strip) : strip(value) };
}

/** The fields of one namespace: derived from its English file, with the uploads the model declares for it. */
export function pageStringFields(english: JsonObject, namespace: string): Field[] {
  const { [PAGE_KEY]: _page, ...strings } = english;
  const media = Object.entries(PAGE_STRINGS.media[namespace] ?? {});
  const texts = media.reduce((data, [path, fields]) => withoutDeclared(data, path.split("."), new Set(fields.map((f) => f.name))), strings);
  const derived = objectFields([texts]);
  const declared = media.reduce((fields, [path, media]) => withDeclared(fields, path.split("."), media), derived);
  return [hidden(PAGE_KEY, "Page", { i18n: "duplicate" }), ...declared];
}
