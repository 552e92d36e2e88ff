// Editors change the site by committing files under content/. These checks turn a broken file into
// a message that names the file and the field, both in the build (gatsby-node) and in the unit tests.
import fs from "fs";
import path from "path";
import matter from "gray-matter";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const LANGS = ["en", "es"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const COLLECTION_FIELDS: Record<string, Record<string, "string" | "date" | "int">> = {
  news: { key: "string", date: "date", title: "string", excerpt: "string" },
  events: { key: "string", title: "string", date: "date", location: "string", type: "string", participants: "int", prizePool: "int" },
  jobs: { key: "string", title: "string", department: "string", location: "string" },
  timeline: { key: "string", year: "int", title: "string", description: "string" },
  stats: { key: "string", group: "string", value: "string", label: "string" },
  press: { key: "string", date: "date", title: "string", summary: "string" },
};
/** Facts that do not change with the language and must be equal in both files. */
const SHARED_FIELDS = new Set(["key", "date", "participants", "prizePool", "year", "group", "value"]);

export const POLICY_FIELDS = ["key", "lang", "title", "description", "updated"] as const;

function readJson(file: string, errors: string[], rel: string): Json | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Json;
  } catch (error) {
    errors.push(`${rel}: not valid JSON (${(error as Error).message})`);
    return undefined;
  }
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every leaf key path of a JSON value ("hero.title", "pillars.0.title"). */
export function keyPaths(value: Json, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}${i}.`));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => keyPaths(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}

function emptyStrings(value: Json, prefix = ""): string[] {
  if (typeof value === "string") return value.trim() === "" ? [prefix.slice(0, -1)] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => emptyStrings(v, `${prefix}${i}.`));
  if (isObject(value)) return Object.entries(value).flatMap(([k, v]) => emptyStrings(v, `${prefix}${k}.`));
  return [];
}

function listFiles(dir: string, ext: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(ext)).sort() : [];
}

export function checkRoutes(contentDir: string): string[] {
  const errors: string[] = [];
  const rel = "content/routes.json";
  const routes = readJson(path.join(contentDir, "routes.json"), errors, rel);
  if (!Array.isArray(routes)) return [...errors, `${rel}: must be a list of routes`];
  const seen = new Set<string>();
  routes.forEach((route, i) => {
    if (!isObject(route)) return errors.push(`${rel}[${i}]: must be an object`);
    if (typeof route.key !== "string" || !route.key) errors.push(`${rel}[${i}].key: missing`);
    if (typeof route.template !== "string" || !route.template) errors.push(`${rel}[${i}].template: missing`);
    const paths = route.paths;
    for (const lang of LANGS) {
      const p = isObject(paths) ? paths[lang] : undefined;
      if (typeof p !== "string" || !(p === `/${lang}` || p.startsWith(`/${lang}/`)))
        errors.push(`${rel}[${i}].paths.${lang}: must be a path under /${lang}`);
      else if (seen.has(p)) errors.push(`${rel}[${i}].paths.${lang}: "${p}" is used twice`);
      else seen.add(p);
    }
    if (route.paged !== undefined && typeof route.paged !== "boolean") errors.push(`${rel}[${i}].paged: must be true or false`);
    return undefined;
  });
  // A paged route owns <path>/<n> for its later pages, so no other page may sit there.
  const pagedBases = routes.flatMap((r) => (isObject(r) && r.paged === true && isObject(r.paths) ? LANGS.map((l) => (r.paths as { [k: string]: Json })[l]) : []));
  for (const p of seen)
    for (const base of pagedBases)
      if (typeof base === "string" && p.startsWith(`${base}/`) && /^\d+$/.test(p.slice(base.length + 1)))
        errors.push(`${rel}: "${p}" clashes with the numbered pages of "${base}", which is paged`);
  return errors;
}

export function checkLocales(contentDir: string): string[] {
  const errors: string[] = [];
  const dir = path.join(contentDir, "locales");
  const names = new Set(LANGS.flatMap((lang) => listFiles(path.join(dir, lang), ".json")));
  for (const name of names) {
    const data: Partial<Record<(typeof LANGS)[number], Json>> = {};
    for (const lang of LANGS) {
      const file = path.join(dir, lang, name);
      const rel = `content/locales/${lang}/${name}`;
      if (!fs.existsSync(file)) errors.push(`${rel}: missing (the other language has it)`);
      else data[lang] = readJson(file, errors, rel);
      const value = data[lang];
      if (value !== undefined) emptyStrings(value).forEach((k) => errors.push(`${rel}: "${k}" is empty`));
    }
    const { en, es } = data;
    if (en === undefined || es === undefined) continue;
    const enKeys = new Set(keyPaths(en));
    const esKeys = new Set(keyPaths(es));
    for (const k of enKeys) if (!esKeys.has(k)) errors.push(`content/locales/es/${name}: key "${k}" is missing`);
    for (const k of esKeys) if (!enKeys.has(k)) errors.push(`content/locales/en/${name}: key "${k}" is missing`);
  }
  return errors;
}

export function checkCollections(contentDir: string): string[] {
  const errors: string[] = [];
  for (const [collection, fields] of Object.entries(COLLECTION_FIELDS)) {
    const items: Partial<Record<(typeof LANGS)[number], Json[]>> = {};
    for (const lang of LANGS) {
      const rel = `content/collections/${collection}/${lang}.json`;
      const file = path.join(contentDir, "collections", collection, `${lang}.json`);
      if (!fs.existsSync(file)) {
        errors.push(`${rel}: missing`);
        continue;
      }
      const list = readJson(file, errors, rel);
      if (!Array.isArray(list)) {
        if (list !== undefined) errors.push(`${rel}: must be a list`);
        continue;
      }
      items[lang] = list;
      list.forEach((item, i) => {
        if (!isObject(item)) return errors.push(`${rel}[${i}]: must be an object`);
        for (const [field, kind] of Object.entries(fields)) {
          const v = item[field];
          const where = `${rel}[${i}].${field}`;
          if (kind === "int" && !(typeof v === "number" && Number.isInteger(v) && v >= 0))
            errors.push(`${where}: must be a whole number`);
          if (kind === "string" && !(typeof v === "string" && v.trim() !== "")) errors.push(`${where}: must be text`);
          if (kind === "date" && !(typeof v === "string" && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v))))
            errors.push(`${where}: must be a date like 2025-09-01`);
        }
        for (const field of Object.keys(item)) if (!(field in fields)) errors.push(`${rel}[${i}].${field}: unknown field`);
        return undefined;
      });
    }
    // Keys pair items across languages; unique keys also give both languages the same number of
    // items, hence of pages where a list is paged (page n of one language pairs with page n of the other).
    for (const lang of LANGS) {
      const seenKeys = new Set<Json | undefined>();
      for (const item of (items[lang] ?? []).filter(isObject)) {
        if (seenKeys.has(item.key)) errors.push(`content/collections/${collection}/${lang}.json: key "${String(item.key)}" is used twice`);
        seenKeys.add(item.key);
      }
    }
    const { en, es } = items;
    if (!en || !es) continue;
    const esByKey = new Map(es.filter(isObject).map((item) => [item.key, item]));
    const enKeys = new Set(en.filter(isObject).map((item) => item.key));
    for (const item of en.filter(isObject)) {
      const twin = esByKey.get(item.key);
      if (!twin) {
        errors.push(`content/collections/${collection}/es.json: item "${String(item.key)}" is missing`);
        continue;
      }
      for (const field of SHARED_FIELDS)
        if (field in fields && twin[field] !== item[field])
          errors.push(`content/collections/${collection}/es.json: item "${String(item.key)}".${field} differs from English`);
    }
    for (const key of esByKey.keys())
      if (!enKeys.has(key)) errors.push(`content/collections/${collection}/en.json: item "${String(key)}" is missing`);
  }
  return errors;
}

export function checkPolicies(contentDir: string, policyKeys: readonly string[]): string[] {
  const errors: string[] = [];
  const found: Record<string, Set<string>> = {};
  for (const lang of LANGS) {
    for (const name of listFiles(path.join(contentDir, "policies", lang), ".md")) {
      const rel = `content/policies/${lang}/${name}`;
      let data: Record<string, unknown>;
      try {
        data = matter(fs.readFileSync(path.join(contentDir, "policies", lang, name), "utf8")).data;
      } catch (error) {
        errors.push(`${rel}: front matter is malformed (${(error as Error).message.split("\n")[0]})`);
        continue;
      }
      for (const field of POLICY_FIELDS) {
        const v = data[field];
        const ok = field === "updated" ? v instanceof Date || (typeof v === "string" && ISO_DATE.test(v)) : typeof v === "string" && v.trim() !== "";
        if (!ok) errors.push(`${rel}: front matter "${field}" is ${v === undefined ? "missing" : "malformed"}`);
      }
      if (typeof data.lang === "string" && data.lang !== lang) errors.push(`${rel}: front matter "lang" must be "${lang}"`);
      if (typeof data.key === "string") {
        if (!policyKeys.includes(data.key)) errors.push(`${rel}: front matter "key" must be one of ${policyKeys.join(", ")}`);
        (found[data.key] ??= new Set()).add(lang);
      }
    }
  }
  for (const key of policyKeys)
    for (const lang of LANGS)
      if (!found[key]?.has(lang)) errors.push(`content/policies/${lang}/: no policy file with key "${key}" (its pair exists or it is required)`);
  return errors;
}

/**
 * Events whose date is before `today` (YYYY-MM-DD). Not an error: the build does not look at the
 * clock (the same commit must always build the same site), so a passed event stays on the page as
 * "upcoming" until an editor removes it. The build prints these as warnings to say so.
 */
export function passedEvents(contentDir: string, today: string): string[] {
  const rel = "content/collections/events/en.json";
  const file = path.join(contentDir, "collections", "events", "en.json");
  if (!fs.existsSync(file)) return [];
  const list = readJson(file, [], rel);
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .filter((item) => typeof item.date === "string" && item.date < today)
    .map((item) => `${rel}: event "${String(item.key)}" took place on ${String(item.date)} and is still listed as upcoming; replace or remove it in en.json and es.json`);
}

export function checkContent(contentDir: string, policyKeys: readonly string[]): string[] {
  return [
    ...checkRoutes(contentDir),
    ...checkLocales(contentDir),
    ...checkCollections(contentDir),
    ...checkPolicies(contentDir, policyKeys),
  ];
}
