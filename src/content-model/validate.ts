// The rules of the content model, as pure functions over data: the build runs them over the files
// in content/ (src/node/contentChecks.ts) and the CMS over an entry before it saves it
// (src/cms/app/entryProblems.ts), so both refuse the same things with the same words.
import { i18nOf, isRequired, type Field } from "./fields";
import site from "../config/site.json";
import { POLICIES, SETTINGS, type ItemCollection } from "./model";
import { POLICY_PLACEHOLDERS, unknownPlaceholders } from "./policyPlaceholders";
import { humanize, isObject, pageStringFields, PAGE_KEY, type Json, type JsonObject } from "./pageStrings";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGE_NAMES, LANGUAGES } from "../i18n/languages";
import { parseZonedTime } from "../lib/siteDate";
import { altIsFileName, chosenImage, IMAGE_KEYS, MEDIA_FOLDER, MEDIA_PREFIX, mediaFile, mediaValues } from "./media";

export interface Problem {
  /** Where in the file: "hero.title", "items.2.text" (0-based, as in the file). */
  readonly path: string;
  /** Where in the CMS form: ["Items", "3", "Text"]. */
  readonly labels: readonly string[];
  readonly message: string;
  /** The language whose file or form has the problem; absent for language-independent files. */
  readonly lang?: Lang;
}

interface Location {
  readonly path: readonly string[];
  readonly labels: readonly string[];
}
const ROOT: Location = { path: [], labels: [] };
const child = (at: Location, name: string, label: string): Location => ({ path: [...at.path, name], labels: [...at.labels, label] });
const problem = (at: Location, message: string): Problem => ({ path: at.path.join("."), labels: at.labels, message });

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as YYYY-MM-DD, whether a file holds it as text or YAML read it as a date. */
export function isoDay(value: unknown): string | undefined {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === "string" && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))) return value;
  return undefined;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function checkValue(field: Field, value: unknown, at: Location): Problem[] {
  if (isEmpty(value)) {
    if (!isRequired(field)) return [];
    return [problem(at, value === undefined ? "is missing" : "is empty")];
  }
  switch (field.kind) {
    case "string":
    case "text":
    case "markdown":
    case "hidden": {
      if (typeof value !== "string") return [problem(at, "must be text")];
      if (field.kind !== "markdown" && field.kind !== "hidden" && field.pattern && !new RegExp(field.pattern.regex).test(value))
        return [problem(at, `must be ${field.pattern.message}`)];
      return [];
    }
    case "date":
      return isoDay(value) ? [] : [problem(at, "must be a date like 2025-09-01")];
    case "datetime":
      // A time with no zone is a different moment on every machine: refused, never guessed.
      return parseZonedTime(value) !== undefined
        ? []
        : [problem(at, `must be a date and a time with its zone, like 2027-01-12T09:00:00${ZONE_EXAMPLE}`)];
    case "int": {
      const min = field.min ?? 0;
      return typeof value === "number" && Number.isInteger(value) && value >= min
        ? []
        : [problem(at, `must be a whole number of at least ${min}`)];
    }
    case "select":
      return typeof value === "string" && field.options.includes(value) ? [] : [problem(at, `must be one of: ${field.options.join(", ")}`)];
    case "document":
      return typeof value === "string"
        ? uploadPathProblems(value, at)
        : [problem(at, `must be the path of an upload, such as ${MEDIA_PREFIX}profile.pdf`)];
    case "image": {
      if (!isObject(value)) return [problem(at, `must be a picture: { "src": "${MEDIA_PREFIX}<file>", "alt": "…" }`)];
      const { src, alt, decorative } = value;
      return [
        ...(src === undefined || src === ""
          ? []
          : typeof src === "string"
            ? uploadPathProblems(src, child(at, "src", "Picture"))
            : [problem(child(at, "src", "Picture"), "must be text")]),
        ...(alt === undefined || typeof alt === "string" ? [] : [problem(child(at, "alt", "Alt text"), "must be text")]),
        ...(decorative === undefined || typeof decorative === "boolean"
          ? []
          : [problem(child(at, "decorative", "Decorative"), "must be true or false")]),
        ...Object.keys(value)
          .filter((key) => !(IMAGE_KEYS as readonly string[]).includes(key))
          .map((key) => problem(child(at, key, key), "is not a field the site reads (remove it)")),
      ];
    }
    case "object":
      return isObject(value) ? validateFields(field.fields, value, at) : [problem(at, "must be a group of fields")];
    case "list": {
      if (!Array.isArray(value)) return [problem(at, "must be a list")];
      const count =
        field.length !== undefined && value.length !== field.length
          ? [problem(at, `must have exactly ${field.length} items (it has ${value.length})`)]
          : [];
      return [...count, ...value.flatMap((item, i) => checkValue(field.item, item, child(at, String(i), String(i + 1))))];
    }
  }
}

/** The fields of one object: each present and well formed, and nothing the site does not read. */
export function validateFields(fields: readonly Field[], data: JsonObject | Record<string, unknown>, at: Location = ROOT): Problem[] {
  const known = new Set(fields.map((f) => f.name));
  return [
    ...fields.flatMap((field) => checkValue(field, data[field.name], child(at, field.name, field.label))),
    ...Object.keys(data)
      .filter((key) => !known.has(key))
      .map((key) => problem(child(at, key, key), "is not a field the site reads (remove it)")),
  ];
}

/** An upload's path: in content/media/, named as the content manager names it. */
function uploadPathProblems(src: string, at: Location): Problem[] {
  return mediaFile(src)
    ? []
    : [
        problem(
          at,
          `must name a file in content/${MEDIA_FOLDER}/, as ${MEDIA_PREFIX}<file name> (it is ${JSON.stringify(src)}): choose the file again in the content manager`,
        ),
      ];
}

/**
 * What pictures need across languages: one picture, chosen in the default language's file (another
 * language's file may repeat it, never name another); alt text in every language unless the picture
 * is decorative, and never just the file's name.
 */
function imageProblems(fields: readonly Field[], byLang: Partial<Record<Lang, Record<string, unknown>>>): Problem[] {
  const inLang = (lang: Lang) => new Map(mediaValues(fields, byLang[lang] ?? {}).map((v) => [v.path, v]));
  const english = inLang(DEFAULT_LANGUAGE);
  const problems: Problem[] = [];
  for (const lang of LANGUAGES) {
    const here = inLang(lang);
    // Another language's file names the picture only to repeat it, and marks it decorative only as the default language does.
    if (lang !== DEFAULT_LANGUAGE)
      for (const { field, path, labels, value } of here.values()) {
        if (field.kind !== "image" || !isObject(value)) continue;
        const at: Location = { path: path.split("."), labels };
        const chosenValue = english.get(path)?.value;
        const chosen = chosenImage(chosenValue);
        const own = chosenImage(value);
        if (own !== undefined && own !== chosen)
          problems.push({
            ...problem(
              child(at, "src", "Picture"),
              `must be the picture chosen in ${LANGUAGE_NAMES[DEFAULT_LANGUAGE]} (${chosen ?? "none"}): a picture serves every language; remove "src" from this file`,
            ),
            lang,
          });
        const decorative = isObject(chosenValue) && chosenValue.decorative === true;
        if (value.decorative !== undefined && value.decorative !== decorative)
          problems.push({
            ...problem(
              child(at, "decorative", "Decorative"),
              `must be as in ${LANGUAGE_NAMES[DEFAULT_LANGUAGE]}: remove "decorative" from this file`,
            ),
            lang,
          });
      }
    // Every chosen picture that is not decorative has its alt text in this language.
    for (const { field, path, labels, value } of english.values()) {
      const chosen = chosenImage(value);
      if (field.kind !== "image" || !chosen || (isObject(value) && value.decorative === true)) continue;
      const at: Location = { path: path.split("."), labels };
      const own = here.get(path)?.value;
      const alt = isObject(own) && typeof own.alt === "string" ? own.alt.trim() : "";
      const noun = field.label.toLowerCase();
      if (alt === "")
        problems.push({
          ...problem(
            child(at, "alt", "Alt text"),
            `is missing: say what the ${noun} shows, for people who cannot see it, or mark the picture decorative if it adds nothing to the text beside it`,
          ),
          lang,
        });
      else if (altIsFileName(alt, chosen))
        problems.push({
          ...problem(child(at, "alt", "Alt text"), `is the file's name (“${alt}”): say what the ${noun} shows, in a few words`),
          lang,
        });
    }
  }
  return problems;
}

const same = (a: unknown, b: unknown) => (isoDay(a) ?? JSON.stringify(a)) === (isoDay(b) ?? JSON.stringify(b));

/** What must agree between the two languages: shared values, and the number of items in a list. */
function compareLanguages(fields: readonly Field[], en: Record<string, unknown>, other: Record<string, unknown>, at: Location): Problem[] {
  return fields.flatMap((field) => {
    const here = child(at, field.name, field.label);
    const a = en[field.name];
    const b = other[field.name];
    if (a === undefined || b === undefined) return [];
    // A picture is compared as a whole by imageProblems (its src once, its alt text in each language).
    if (field.kind === "image") return [];
    if (i18nOf(field, "translate") === "duplicate")
      return same(a, b) ? [] : [problem(here, `must be the same in both languages (English: ${isoDay(a) ?? JSON.stringify(a)})`)];
    if (field.kind === "object" && isObject(a) && isObject(b)) return compareLanguages(field.fields, a, b, here);
    if (field.kind === "list" && Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) return [problem(here, `must have as many items as in English (${a.length}, not ${b.length})`)];
      if (field.item.kind !== "object") return [];
      const itemFields = field.item.fields;
      return a.flatMap((item, i) =>
        isObject(item) && isObject(b[i])
          ? compareLanguages(itemFields, item, b[i] as JsonObject, child(here, String(i), String(i + 1)))
          : [],
      );
    }
    return [];
  });
}

/**
 * One entry of a bilingual collection: both languages present and well formed, shared values
 * equal. `byLang` holds what each language's file (or CMS form) holds.
 */
export function validateBilingual(fields: readonly Field[], byLang: Partial<Record<Lang, Record<string, unknown>>>): Problem[] {
  const problems: Problem[] = [];
  for (const lang of LANGUAGES) {
    const data = byLang[lang];
    if (!data) problems.push({ path: "", labels: [], message: "is missing: every item needs both languages", lang });
    else problems.push(...validateFields(fields, data).map((p) => ({ ...p, lang })));
  }
  const { en } = byLang;
  for (const lang of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    const data = byLang[lang];
    // A value that is already wrong on its own is reported once, not again as a difference.
    const reported = new Set(problems.filter((p) => p.lang === lang || p.lang === DEFAULT_LANGUAGE).map((p) => p.path));
    if (en && data)
      problems.push(
        ...compareLanguages(fields, en, data, ROOT)
          .filter((p) => !reported.has(p.path))
          .map((p) => ({ ...p, lang })),
      );
  }
  // A picture whose value is already wrong in a language (not a picture, a path elsewhere) is reported once.
  const reported = problems.map((p) => `${p.lang}:${p.path}`);
  const imagePath = (p: Problem) => `${p.lang}:${p.path.split(".").slice(0, -1).join(".")}`;
  problems.push(...imageProblems(fields, byLang).filter((p) => !reported.some((r) => r.startsWith(imagePath(p)))));
  problems.push(...everyLanguageOrNone(fields, byLang));
  return problems;
}

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** A text that makes a page (an item's body) is written in every language or in none. */
function everyLanguageOrNone(fields: readonly Field[], byLang: Partial<Record<Lang, Record<string, unknown>>>): Problem[] {
  return fields
    .filter((field) => field.everyLanguageOrNone)
    .flatMap((field) => {
      const written = LANGUAGES.filter((lang) => filled(byLang[lang]?.[field.name]));
      if (written.length === 0 || written.length === LANGUAGES.length) return [];
      const names = written.map((l) => LANGUAGE_NAMES[l]).join(" and ");
      return LANGUAGES.filter((lang) => byLang[lang] && !written.includes(lang)).map((lang) => ({
        ...problem(
          child(ROOT, field.name, field.label),
          `is missing: it is written in ${names}, and the page it makes exists in every language. Write it in ${LANGUAGE_NAMES[lang]} too, or empty it in ${names}`,
        ),
        lang,
      }));
    });
}

const ZONE_EXAMPLE = "-06:00";

/** An entry's "comes down" after its "goes live" (src/lib/schedule.ts): otherwise it would never be on the site. */
function scheduleProblems(data: Record<string, unknown>): Problem[] {
  const from = parseZonedTime(data.goesLiveAt);
  const until = parseZonedTime(data.comesDownAt);
  return from !== undefined && until !== undefined && until <= from
    ? [problem(child(ROOT, "comesDownAt", "Comes down at"), `must be after it goes live (${String(data.goesLiveAt)})`)]
    : [];
}

/** Rules of one collection beyond its fields' own, over the default language's data (shared values are equal in all). */
const ITEM_RULES: Readonly<Record<string, (data: Record<string, unknown>) => Problem[]>> = {
  jobs(data) {
    const problems: Problem[] = [];
    const posted = isoDay(data.datePosted);
    const closing = isoDay(data.closingDate);
    if (posted && closing && closing < posted)
      problems.push(problem(child(ROOT, "closingDate", "Closing date"), `must be on or after the date posted (${posted})`));
    const salary = ["salaryMin", "salaryMax", "salaryCurrency", "salaryPeriod"];
    if (salary.some((name) => data[name] !== undefined && data[name] !== "")) {
      const labels: Record<string, string> = { salaryMin: "Salary from", salaryCurrency: "Salary currency", salaryPeriod: "Salary per" };
      for (const name of ["salaryMin", "salaryCurrency", "salaryPeriod"])
        if (data[name] === undefined || data[name] === "")
          problems.push(
            problem(child(ROOT, name, labels[name]!), "is missing: a salary needs its lowest figure, its currency and its period"),
          );
      if (typeof data.salaryMin === "number" && typeof data.salaryMax === "number" && data.salaryMax < data.salaryMin)
        problems.push(problem(child(ROOT, "salaryMax", "Salary up to"), `must be at least the salary from (${data.salaryMin})`));
    }
    return problems;
  },
};

/** One item of a collection in every language: its fields, and its collection's own rules. */
export function validateItem(collection: ItemCollection, byLang: Partial<Record<Lang, Record<string, unknown>>>): Problem[] {
  const problems = validateBilingual(collection.fields, byLang);
  const rules = ITEM_RULES[collection.name];
  const data = byLang[DEFAULT_LANGUAGE];
  if (!data) return problems;
  const own = [...scheduleProblems(data), ...(rules ? rules(data) : [])];
  return [...problems, ...own.map((p) => ({ ...p, lang: DEFAULT_LANGUAGE }))];
}

/**
 * A button or link that shows a short text ("Learn more") and names itself in full for screen
 * readers and search engines ("learnMoreLabel": "Learn more about {{division}}"): the full name must
 * start with the words people see (WCAG 2.5.3), or the page cannot render the link's hidden rest.
 */
function accessibleNameProblems(value: Json, at: Location = ROOT): Problem[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => accessibleNameProblems(item, child(at, String(i), String(i + 1))));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, text]) => {
    const here = child(at, key, humanize(key));
    const shown = key.endsWith("Label") ? value[key.slice(0, -"Label".length)] : undefined;
    const own =
      typeof text === "string" && typeof shown === "string" && shown.trim() !== "" && !text.startsWith(shown)
        ? [problem(here, `must start with “${shown}”, the words shown on the page (${humanize(key.slice(0, -"Label".length))})`)]
        : [];
    return [...own, ...accessibleNameProblems(text, here)];
  });
}

/**
 * The header shows every menu page's name on one line from 1280 px: past a number of characters
 * (measured in both languages, src/config/site.json) the last links fall outside the screen.
 */
function menuProblems(data: JsonObject): Problem[] {
  const nav = isObject(data.nav) ? data.nav : {};
  const total = site.menu.pages.reduce((sum, key) => sum + String(nav[key] ?? "").trim().length, 0);
  if (total <= site.menu.maxLabelChars) return [];
  return [
    problem(
      child(ROOT, "nav", "Nav"),
      `must fit in the menu: its ${site.menu.pages.length} page names have ${total} characters together, and at most ${site.menu.maxLabelChars} fit`,
    ),
  ];
}

/** One namespace of page strings: the fields derived from English, the same shape in Spanish. */
export function validatePageStrings(namespace: string, byLang: Partial<Record<Lang, JsonObject>>): Problem[] {
  const en = byLang.en;
  if (!en) return [{ path: "", labels: [], message: "is missing", lang: DEFAULT_LANGUAGE }];
  const problems = validateBilingual(pageStringFields(en, namespace), byLang);
  for (const lang of LANGUAGES) {
    const data = byLang[lang];
    if (data) problems.push(...accessibleNameProblems(data).map((p) => ({ ...p, lang })));
    if (data && namespace === "common") problems.push(...menuProblems(data).map((p) => ({ ...p, lang })));
    const page = data?.[PAGE_KEY];
    if (data && page !== namespace)
      problems.push({
        path: PAGE_KEY,
        labels: ["Page"],
        message: `must be "${namespace}", the file's name (the CMS finds the file by it)`,
        lang,
      });
  }
  return problems;
}

// Letters on a phone keypad, for the keypad form of the phone number ("555-CARD").
const KEYPAD = ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"];
/** The digits a caller dials for a number written with keypad letters. */
export const dialledDigits = (phone: string) =>
  phone.replace(/[A-Z]/g, (letter) => String(KEYPAD.findIndex((keys) => keys.includes(letter)) + 2)).replace(/\D/g, "");

/** The settings: each field well formed, and the keypad form of the phone dials the same number. */
export function validateSettings(data: Record<string, unknown>): Problem[] {
  const problems = validateFields(SETTINGS.fields, data);
  const { phone, phoneVanity } = data;
  const reported = problems.some((p) => p.path === "phone" || p.path === "phoneVanity");
  if (!reported && typeof phone === "string" && typeof phoneVanity === "string" && dialledDigits(phone) !== dialledDigits(phoneVanity))
    problems.push(problem(child(ROOT, "phoneVanity", "Phone, keypad form"), `must dial the same number as the phone number (${phone})`));
  return problems;
}

/** A policy in both languages: its fields, and only the {{placeholders}} the site fills in. */
export function validatePolicy(byLang: Partial<Record<Lang, Record<string, unknown>>>): Problem[] {
  const problems = validateBilingual(POLICIES.fields, byLang);
  const known = POLICY_PLACEHOLDERS.map((name) => `{{${name}}}`).join(" or ");
  for (const lang of LANGUAGES) {
    const [unknown] = unknownPlaceholders(String(byLang[lang]?.body ?? ""));
    if (unknown)
      problems.push({
        path: "body",
        labels: ["Text"],
        message: `writes {{${unknown}}}, which the site cannot fill in (it fills in ${known})`,
        lang,
      });
  }
  return problems;
}
