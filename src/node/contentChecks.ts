// Editors change the site through the CMS or by committing files under content/. Before anything
// else the build reads every file there against the content model (src/content-model) and turns a
// broken one into a message that names the file and the field; the unit tests run the same checks.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import {
  ADDRESSES,
  ITEM_COLLECTIONS,
  KEY_PATTERN,
  LOCALE_FOLDER,
  POLICY_FOLDER,
  SETTINGS,
  itemFolder,
  type ItemCollection,
} from "../content-model/model";
import { MEDIA_FOLDER } from "../content-model/media";
import { isObject, type JsonObject } from "../content-model/pageStrings";
import { validateItem, validatePageStrings, validatePolicy, validateSettings, type Problem } from "../content-model/validate";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../i18n/languages";
import { entryRouteOf } from "../i18n/routes";

const rel = (...parts: string[]) => ["content", ...parts].join("/");

function readJson(file: string, where: string, errors: string[]): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    errors.push(`${where}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function entries(dir: string): fs.Dirent[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)) : [];
}

/** "content/x.json: "hero.title" is empty" — the file, then the field, then what is wrong. */
function format(file: (lang?: Lang) => string, problems: readonly Problem[]): string[] {
  return problems.map((p) => `${file(p.lang)}: ${p.path ? `"${p.path}" ` : ""}${p.message}`);
}

/** Reads one JSON object per language; a missing file stays undefined (the model says what that means). */
function readPair(file: (lang: Lang) => string, where: (lang: Lang) => string, errors: string[]) {
  const byLang: Partial<Record<Lang, JsonObject>> = {};
  for (const lang of LANGUAGES) {
    if (!fs.existsSync(file(lang))) continue;
    const data = readJson(file(lang), where(lang), errors);
    if (isObject(data)) byLang[lang] = data;
    else if (data !== undefined) errors.push(`${where(lang)}: must hold one object ({ ... })`);
  }
  return byLang;
}

export function checkLocales(contentDir: string): string[] {
  const errors: string[] = [];
  const dir = path.join(contentDir, LOCALE_FOLDER);
  const names = new Set(
    LANGUAGES.flatMap((lang) =>
      entries(path.join(dir, lang))
        .filter((e) => e.name.endsWith(".json"))
        .map((e) => e.name),
    ),
  );
  for (const name of names) {
    const where = (lang: Lang) => rel(LOCALE_FOLDER, lang, name);
    const byLang = readPair((lang) => path.join(dir, lang, name), where, errors);
    const problems = validatePageStrings(name.replace(/\.json$/, ""), byLang);
    errors.push(...format((lang) => where(lang ?? DEFAULT_LANGUAGE), problems));
  }
  return errors;
}

function checkCollection(contentDir: string, collection: ItemCollection): string[] {
  const errors: string[] = [];
  const folder = itemFolder(collection);
  const dir = path.join(contentDir, folder);
  for (const entry of entries(dir))
    if (!(entry.isDirectory() && (LANGUAGES as readonly string[]).includes(entry.name)))
      errors.push(
        `${rel(folder, entry.name)}: not read by the site; each ${collection.labelSingular.toLowerCase()} is one file per language, ${rel(folder, `<${LANGUAGES.join("|")}>`, "<key>.json")}`,
      );
  const keys = new Set(LANGUAGES.flatMap((lang) => entries(path.join(dir, lang)).map((e) => e.name)));
  for (const name of keys) {
    const where = (lang: Lang) => rel(folder, lang, name);
    if (!name.endsWith(".json")) {
      errors.push(
        `${where(LANGUAGES.find((l) => fs.existsSync(path.join(dir, l, name))) ?? DEFAULT_LANGUAGE)}: not read by the site (items are .json files)`,
      );
      continue;
    }
    const key = name.replace(/\.json$/, "");
    if (!KEY_PATTERN.test(key))
      errors.push(`${where(DEFAULT_LANGUAGE)}: the file name "${key}" must be lower-case letters, digits and single hyphens`);
    else if (entryRouteOf(collection.name) && !/[a-z]/.test(key))
      errors.push(
        `${where(DEFAULT_LANGUAGE)}: the file name "${key}" must hold a letter: it is the item's address (${entryRouteOf(collection.name)!.paths[DEFAULT_LANGUAGE]}), where a number (a year, a month such as 2027-05) is a page of the list`,
      );
    const byLang = readPair((lang) => path.join(dir, lang, name), where, errors);
    errors.push(...format((lang) => where(lang ?? DEFAULT_LANGUAGE), validateItem(collection, byLang)));
  }
  return errors;
}

export type Item = { key: string } & Record<string, unknown>;

/** One language's items of a collection, with their keys, in the order the site lists them. */
export function readItems(contentDir: string, name: string, lang: Lang): Item[] {
  const collection = ITEM_COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`No collection "${name}" in the content model`);
  const dir = path.join(contentDir, itemFolder(collection), lang);
  const items = entries(dir)
    .filter((e) => e.name.endsWith(".json"))
    .map(
      (e) => ({ key: e.name.replace(/\.json$/, ""), ...(JSON.parse(fs.readFileSync(path.join(dir, e.name), "utf8")) as object) }) as Item,
    );
  const { field, direction } = collection.listOrder;
  const sign = direction === "ASC" ? 1 : -1;
  const compare = (a: unknown, b: unknown) => (typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b)));
  return items.sort((a, b) => sign * compare(a[field], b[field]) || a.key.localeCompare(b.key));
}

export function checkCollections(contentDir: string): string[] {
  return ITEM_COLLECTIONS.flatMap((collection) => checkCollection(contentDir, collection));
}

/** Front matter and body as one record, the way the CMS edits a policy. */
export function readPolicy(file: string): Record<string, unknown> {
  const { data, content } = matter(fs.readFileSync(file, "utf8"));
  return { ...data, body: content.trim() };
}

export function checkPolicies(contentDir: string, policyKeys: readonly string[]): string[] {
  const errors: string[] = [];
  const dir = path.join(contentDir, POLICY_FOLDER);
  const names = new Set(LANGUAGES.flatMap((lang) => entries(path.join(dir, lang)).map((e) => e.name)));
  for (const key of policyKeys) names.add(`${key}.md`);
  for (const name of names) {
    const where = (lang?: Lang) => rel(POLICY_FOLDER, lang ?? DEFAULT_LANGUAGE, name);
    const key = name.replace(/\.md$/, "");
    if (!name.endsWith(".md") || !policyKeys.includes(key)) {
      errors.push(
        `${where(LANGUAGES.find((l) => fs.existsSync(path.join(dir, l, name))))}: not read by the site; policies are ${policyKeys.map((k) => `${k}.md`).join(", ")}`,
      );
      continue;
    }
    const byLang: Partial<Record<Lang, Record<string, unknown>>> = {};
    for (const lang of LANGUAGES) {
      const file = path.join(dir, lang, name);
      if (!fs.existsSync(file)) continue;
      try {
        byLang[lang] = readPolicy(file);
      } catch (error) {
        errors.push(`${where(lang)}: front matter is malformed (${(error as Error).message.split("\n")[0]})`);
      }
    }
    errors.push(...format(where, validatePolicy(byLang)));
  }
  return errors;
}

export function checkSettings(contentDir: string): string[] {
  const errors: string[] = [];
  const where = rel(SETTINGS.file);
  const data = readJson(path.join(contentDir, SETTINGS.file), where, errors);
  if (data === undefined) return errors;
  if (!isObject(data)) return [`${where}: must hold one object ({ ... })`];
  return format(() => where, validateSettings(data));
}

/** Files the site never reads are almost always a mistake (a misspelt folder, a stray copy). */
export function checkUnknownFiles(contentDir: string): string[] {
  // content/media/ holds uploads: any file may sit there, and only those an entry names are checked and published.
  const known = new Set([SETTINGS.file, ADDRESSES.file, LOCALE_FOLDER, POLICY_FOLDER, "collections", "images", MEDIA_FOLDER]);
  const collections = new Set(ITEM_COLLECTIONS.map((c) => c.name));
  return [
    ...entries(contentDir)
      .filter((e) => !known.has(e.name))
      .map((e) => `${rel(e.name)}: not read by the site or the CMS`),
    ...entries(path.join(contentDir, "collections"))
      .filter((e) => !collections.has(e.name))
      .map((e) => `${rel("collections", e.name)}: not a collection the site or the CMS knows`),
    ...[LOCALE_FOLDER, POLICY_FOLDER].flatMap((folder) =>
      entries(path.join(contentDir, folder))
        .filter((e) => !(e.isDirectory() && (LANGUAGES as readonly string[]).includes(e.name)))
        .map((e) => `${rel(folder, e.name)}: not read by the site; files go in ${LANGUAGES.map((l) => rel(folder, l)).join(" and ")}`),
    ),
  ];
}

export function checkContent(contentDir: string, policyKeys: readonly string[]): string[] {
  return [
    ...checkUnknownFiles(contentDir),
    ...checkSettings(contentDir),
    ...checkLocales(contentDir),
    ...checkCollections(contentDir),
    ...checkPolicies(contentDir, policyKeys),
  ];
}
