// Whether the two languages stay in step. One comparison, used in three places: the content
// manager asks before it saves a change made in one language only (src/cms/app/translationCheck.ts),
// the site diff lists such changes under "Translations to check" (src/site-diff/), and
// `npm run translation-status` lists them for the whole site (src/translation-status/cli.ts).
// A field is described in the content manager's words (collection, entry, field labels), never by
// its key path, since that is what an editor looks for.
import { i18nOf, type Field } from "./fields";
import { chosenDocument, chosenImage, mediaValues } from "./media";
import { ITEM_COLLECTIONS, PAGE_STRINGS, POLICIES } from "./model";
import { isObject, pageStringFields, type JsonObject } from "./pageStrings";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../i18n/languages";

/** One language's data of an entry, as its file (or the CMS's form) holds it. */
export type EntryData = Partial<Record<Lang, Record<string, unknown>>>;

/** One bilingual entry: where the CMS shows it, and its fields. */
export interface BilingualEntry {
  /** The CMS collection (news, policies, page_about, ...). */
  readonly collection: string;
  /** The file's key (an item's file name, a policy's, a page's namespace). */
  readonly key: string;
  /** How the CMS names it: ["Event", "Continental Championship 2026"], ["Page: About"]. */
  readonly labels: readonly string[];
  readonly fields: readonly Field[];
  readonly data: EntryData;
  /** Key paths whose text is right in the same words in both languages ("*": any list item). */
  readonly sameText?: readonly string[];
}

/** One translatable text of an entry in one language. */
interface Leaf {
  /** Pairs the languages: the key path ("hero.title", "items.2.text", "body#3"). */
  readonly id: string;
  readonly labels: readonly string[];
  readonly text: string;
  /** The content model says this text is a proper name: the same words in every language are right. */
  readonly properName: boolean;
}

export type TranslationFinding =
  /** Changed in `lang`, unchanged in `other`. */
  | { kind: "changed"; where: string; lang: Lang; before: string; after: string; other: Lang; otherText: string }
  /** Added in `lang` only: the other language has nothing there. */
  | { kind: "added"; where: string; lang: Lang; after: string; other: Lang }
  /** The same words in both languages. */
  | { kind: "copy"; where: string; text: string }
  /**
   * An upload one language has and the other lacks: a picture's alt text (`value`, the text), or a
   * document (`value`, its path), which the other language's page then links to.
   */
  | { kind: "media"; media: "alt" | "document" | "page"; where: string; lang: Lang; value: string; other: Lang };

/** Texts of fewer words than this are left out of the untranslated copies ("Marketing", "FAQ"). */
export const MIN_COPY_WORDS = 3;

const SECTION = /^## /;

/**
 * A policy's body by section: the text before the first "##" heading, then each heading with the
 * text under it. Sections pair across languages by their place, as the table of contents does.
 */
export function bodySections(body: string): string[] {
  const sections: string[] = [];
  let current: string[] = [];
  for (const line of body.split("\n")) {
    if (SECTION.test(line) && current.length > 0) {
      sections.push(current.join("\n").trim());
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join("\n").trim());
  return sections.filter((s, i) => s !== "" || i > 0);
}

const sectionLabel = (section: string, index: number) => {
  const heading = SECTION.test(section) ? section.split("\n")[0]!.replace(SECTION, "").trim() : "";
  return heading ? `Section “${heading}”` : index === 0 ? "Opening text" : `Section ${index + 1}`;
};

/** Every translatable text of one language's data; dates, figures and other copied values are not. */
function leaves(fields: readonly Field[], data: Record<string, unknown>, id: string[] = [], labels: string[] = []): Leaf[] {
  return fields.flatMap((field): Leaf[] => {
    if (i18nOf(field, "translate") !== "translate") return [];
    const value = data[field.name];
    const here = [...id, field.name];
    const label = [...labels, field.label];
    const properName = field.properName === true;
    switch (field.kind) {
      case "string":
      case "text":
        return typeof value === "string" ? [{ id: here.join("."), labels: label, text: value, properName }] : [];
      case "markdown":
        return typeof value === "string"
          ? bodySections(value).map((section, i) => ({
              id: `${here.join(".")}#${i}`,
              labels: [...label, sectionLabel(section, i)],
              text: section,
              properName,
            }))
          : [];
      case "object":
        return isObject(value) ? leaves(field.fields, value, here, label) : [];
      case "list":
        if (!Array.isArray(value)) return [];
        return value.flatMap((item, i) => {
          const at = [...here, String(i)];
          const itemLabels = [...label, String(i + 1)];
          if (field.item.kind === "object") return isObject(item) ? leaves(field.item.fields, item, at, itemLabels) : [];
          return leaves([{ ...field.item, name: String(i), label: String(i + 1) }], { [String(i)]: item }, here, label);
        });
      default:
        return [];
    }
  });
}

const byId = (list: readonly Leaf[]) => new Map(list.map((leaf) => [leaf.id, leaf]));
const where = (entry: Pick<BilingualEntry, "labels">, leaf: Leaf) => [...entry.labels, ...leaf.labels].join(" › ");
const OTHER: Lang = LANGUAGES.find((l) => l !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;

const EMAIL_OR_URL = /^(?:[^@\s]+@[^@\s]+\.[^@\s]+|https?:\/\/\S+|\/\S*)$/;
/** Numbers, e-mail addresses, URLs and texts of a few words read the same in every language. */
export function expectedSame(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}/u.test(t) || EMAIL_OR_URL.test(t)) return true;
  return t.split(/\s+/).length < MIN_COPY_WORDS;
}

const matches = (pattern: string, id: string) => {
  const [a, b] = [pattern.split("."), id.split(".")];
  return a.length === b.length && a.every((part, i) => part === "*" || part === b[i]);
};

/** Texts that read the same in both languages of an entry and should not. */
export function untranslatedCopies(entry: BilingualEntry, only?: (id: string) => boolean): TranslationFinding[] {
  const en = byId(leaves(entry.fields, entry.data[DEFAULT_LANGUAGE] ?? {}));
  const other = byId(leaves(entry.fields, entry.data[OTHER] ?? {}));
  const named = (id: string) => (entry.sameText ?? []).some((pattern) => matches(pattern, id));
  return [...en.values()].flatMap((leaf): TranslationFinding[] => {
    const twin = other.get(leaf.id);
    if (!twin || twin.text.trim() !== leaf.text.trim() || leaf.properName || named(leaf.id) || expectedSame(leaf.text)) return [];
    if (only && !only(leaf.id)) return [];
    return [{ kind: "copy", where: where(entry, leaf), text: leaf.text }];
  });
}

/**
 * What a change did to an entry's two languages: each text changed (or added) in one language while
 * its twin stayed as it was. `before` is undefined for a new entry: nothing to compare with, then.
 */
export function changedInOneLanguage(before: BilingualEntry | undefined, after: BilingualEntry): TranslationFinding[] {
  if (!before) return [];
  const sides = (entry: BilingualEntry) =>
    [byId(leaves(entry.fields, entry.data[DEFAULT_LANGUAGE] ?? {})), byId(leaves(entry.fields, entry.data[OTHER] ?? {}))] as const;
  const [enBefore, otherBefore] = sides(before);
  const [enAfter, otherAfter] = sides(after);
  const ids = [...new Set([...enAfter.keys(), ...otherAfter.keys()])];
  return ids.flatMap((id): TranslationFinding[] => {
    const pairs = [
      [DEFAULT_LANGUAGE, enBefore.get(id), enAfter.get(id), OTHER, otherBefore.get(id), otherAfter.get(id)],
      [OTHER, otherBefore.get(id), otherAfter.get(id), DEFAULT_LANGUAGE, enBefore.get(id), enAfter.get(id)],
    ] as const;
    for (const [lang, was, is, other, twinWas, twinIs] of pairs) {
      if (!is || was?.text === is.text) continue;
      // Changed here; the twin changed too (or was removed): both languages were edited.
      if (twinWas?.text !== twinIs?.text) return [];
      if (!twinIs || twinIs.text.trim() === "") return [{ kind: "added", where: where(after, is), lang, after: is.text, other }];
      if (!was) return [{ kind: "added", where: where(after, is), lang, after: is.text, other }];
      return [{ kind: "changed", where: where(after, is), lang, before: was.text, after: is.text, other, otherText: twinIs.text }];
    }
    return [];
  });
}

/** The ids of the texts a change touched in either language (for the copies a change made). */
export function touchedIds(before: BilingualEntry | undefined, after: BilingualEntry): Set<string> {
  const ids = new Set<string>();
  for (const lang of LANGUAGES) {
    const was = byId(before ? leaves(before.fields, before.data[lang] ?? {}) : []);
    for (const leaf of leaves(after.fields, after.data[lang] ?? {})) if (was.get(leaf.id)?.text !== leaf.text) ids.add(leaf.id);
  }
  return ids;
}

type MediaFinding = Extract<TranslationFinding, { kind: "media" }>;

/** One media finding with the key path it is at, so a review can tell whether a change made it. */
function mediaFindings(entry: BilingualEntry): { id: string; finding: MediaFinding }[] {
  return [...uploadFindings(entry), ...pageTextFindings(entry)];
}

/**
 * A page text (an item's body: its own page) written in one language only. The build refuses it,
 * since the page exists in every language or none; listed so work in progress shows what is left.
 */
function pageTextFindings(entry: BilingualEntry): { id: string; finding: MediaFinding }[] {
  const written = (lang: Lang, name: string) => {
    const value = entry.data[lang]?.[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : "";
  };
  return entry.fields
    .filter((field) => field.everyLanguageOrNone)
    .flatMap((field) => {
      const [a, b] = [written(DEFAULT_LANGUAGE, field.name), written(OTHER, field.name)];
      if (Boolean(a) === Boolean(b)) return [];
      const lang = a ? DEFAULT_LANGUAGE : OTHER;
      const finding: MediaFinding = {
        kind: "media",
        media: "page",
        where: [...entry.labels, field.label].join(" › "),
        lang,
        value: (a || b).split("\n")[0]!,
        other: lang === OTHER ? DEFAULT_LANGUAGE : OTHER,
      };
      return [{ id: field.name, finding }];
    });
}

function uploadFindings(entry: BilingualEntry): { id: string; finding: MediaFinding }[] {
  const values = (lang: Lang) => new Map(mediaValues(entry.fields, entry.data[lang] ?? {}).map((v) => [v.path, v]));
  const [en, other] = [values(DEFAULT_LANGUAGE), values(OTHER)];
  const paths = [...new Set([...en.keys(), ...other.keys()])];
  return paths.flatMap((id) => {
    const field = (en.get(id) ?? other.get(id))!.field;
    const labelled = { where: [...entry.labels, ...(en.get(id) ?? other.get(id))!.labels].join(" › ") };
    const found = (media: MediaFinding["media"], lang: Lang, value: string) => [
      { id, finding: { kind: "media" as const, media, ...labelled, lang, value, other: lang === OTHER ? DEFAULT_LANGUAGE : OTHER } },
    ];
    if (field.kind === "document") {
      const [a, b] = [chosenDocument(en.get(id)?.value), chosenDocument(other.get(id)?.value)];
      if (a && !b) return found("document", DEFAULT_LANGUAGE, a);
      if (b && !a) return found("document", OTHER, b);
      return [];
    }
    // A picture is chosen in the default language; a decorative one needs no alt text in any.
    const picture = en.get(id)?.value;
    if (!chosenImage(picture) || (isObject(picture) && picture.decorative === true)) return [];
    const alt = (value: unknown) => (isObject(value) && typeof value.alt === "string" ? value.alt.trim() : "");
    const [a, b] = [alt(picture), alt(other.get(id)?.value)];
    if (a && !b) return found("alt", DEFAULT_LANGUAGE, a);
    if (b && !a) return found("alt", OTHER, b);
    return [];
  });
}

/**
 * Pictures whose alt text is written in one language only, and documents attached in one language
 * only: the other language's visitors get the picture unexplained, or a document in a language they
 * may not read.
 */
export function mediaInOneLanguage(entry: BilingualEntry): TranslationFinding[] {
  return mediaFindings(entry).map(({ finding }) => finding);
}

/** What a change did, for review: one-language changes, and the untranslated copies and one-language uploads it made. */
export function reviewEntry(before: BilingualEntry | undefined, after: BilingualEntry): TranslationFinding[] {
  const touched = touchedIds(before, after);
  // Made by the change: not there before, or there with another text or file (a new English-only document).
  const key = ({ id, finding }: ReturnType<typeof mediaFindings>[number]) =>
    JSON.stringify([id, finding.media, finding.lang, finding.value]);
  const was = new Set(before ? mediaFindings(before).map(key) : []);
  const media = mediaFindings(after).flatMap((found) => (was.has(key(found)) ? [] : [found.finding]));
  return [...changedInOneLanguage(before, after), ...untranslatedCopies(after, (id) => touched.has(id)), ...media];
}

/**
 * An entry as the CMS names it, from its CMS collection and data. Undefined for what is not
 * bilingual (the settings) or not in the content model.
 */
export function bilingualEntry(collection: string, key: string, data: EntryData): BilingualEntry | undefined {
  const items = ITEM_COLLECTIONS.find((c) => c.name === collection);
  const name = (field: string) => String(data[DEFAULT_LANGUAGE]?.[field] ?? data[OTHER]?.[field] ?? key);
  if (items) return { collection, key, labels: [items.labelSingular, name(items.identifierField)], fields: items.fields, data };
  if (collection === POLICIES.name)
    return { collection, key, labels: [POLICIES.labelSingular, name("title")], fields: POLICIES.fields, data };
  if (collection.startsWith("page_")) {
    const namespace = collection.slice("page_".length);
    const label = PAGE_STRINGS.namespaces[namespace];
    const english = data[DEFAULT_LANGUAGE];
    if (!label || !isObject(english)) return undefined;
    const sameText = PAGE_STRINGS.sameInEveryLanguage[namespace] ?? [];
    return { collection, key: namespace, labels: [label], fields: pageStringFields(english as JsonObject, namespace), data, sameText };
  }
  return undefined;
}

/** One line per finding, as the content manager's question names them. */
export function describeFinding(finding: TranslationFinding, names: Readonly<Record<Lang, string>>): string {
  switch (finding.kind) {
    case "changed":
      return `${finding.where}: changed in ${names[finding.lang]}, not in ${names[finding.other]}`;
    case "added":
      return `${finding.where}: written in ${names[finding.lang]} only`;
    case "copy":
      return `${finding.where}: the same words in both languages`;
    case "media":
      return `${finding.where}: ${describeMedia(finding, names)}`;
  }
}

/** An upload one language lacks, in the editor's words: "a document in English only; the Spanish page links to the English one". */
export function describeMedia(finding: MediaFinding, names: Readonly<Record<Lang, string>>): string {
  const [lang, other] = [names[finding.lang], names[finding.other]];
  switch (finding.media) {
    case "document":
      return `a document in ${lang} only; the ${other} page links to the ${lang} one`;
    case "page":
      return `a page text in ${lang} only; the item's page exists in every language or none, so write the ${other} one (the build refuses it until then)`;
    case "alt":
      return `alt text written in ${lang} only; the ${other} page shows the picture without one`;
  }
}
