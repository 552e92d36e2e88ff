// What the CMS checks before it saves an entry: the same content-model rules the build runs
// (src/content-model/validate.ts), over every language of the entry. Decap itself only validates
// the language shown in the left-hand pane (decaporg/decap-cms#5112), so without this an empty
// Spanish title would be saved and only the next build would refuse it.
import { ADDRESSES, ITEM_COLLECTIONS, POLICIES, SETTINGS } from "../../content-model/model";
import { addressProblems, type SiteAddresses } from "../../content-model/addresses";
import { entryByPath, listByPath, routeByPath, shortAddresses } from "../../i18n/routes";
import type { JsonObject } from "../../content-model/pageStrings";
import { validateItem, validatePageStrings, validatePolicy, validateSettings, type Problem } from "../../content-model/validate";
import { type Lang, LANGUAGE_NAMES } from "../../i18n/languages";

export type EntryData = Partial<Record<Lang, Record<string, unknown>>>;

/** The problems of one entry of the named CMS collection (see src/cms/build/decapConfig.ts). */
export function entryProblems(collection: string, byLang: EntryData): Problem[] {
  const items = ITEM_COLLECTIONS.find((c) => c.name === collection);
  if (items) return validateItem(items, byLang);
  if (collection === POLICIES.name) return validatePolicy(byLang);
  if (collection === SETTINGS.name) return validateSettings(byLang.en ?? {});
  if (collection === ADDRESSES.name) return addressProblems(byLang.en ?? {}, SLUG_MAP_ADDRESSES);
  if (collection.startsWith("page_"))
    return validatePageStrings(collection.slice("page_".length), byLang as Partial<Record<Lang, JsonObject>>);
  return [];
}

/**
 * The site as the content manager knows it: the slug map's pages, not which items are live (an item's
 * address, and a page of a long list such as a year's releases, are neither refused nor taken on trust:
 * the build decides).
 */
const SLUG_MAP_ADDRESSES: SiteAddresses = {
  isPage: (p) => {
    if (p === "/") return true;
    if (routeByPath(p)) return true;
    return entryByPath(p) || listByPath(p) ? undefined : false;
  },
  shortAddresses: new Map(shortAddresses().map(({ from, to }) => [from, to])),
};

/** One line per problem, in the words of the form: "Spanish: “Job title” is required." */
export function describeProblems(problems: readonly Problem[]): string {
  const lines = problems.map((p) => {
    const where = p.labels.length > 0 ? `“${p.labels.join(" › ")}” ` : "";
    const what = p.message === "is missing" || p.message === "is empty" ? "is required" : p.message;
    return `${p.lang ? `${LANGUAGE_NAMES[p.lang]}: ` : ""}${where}${what}.`;
  });
  return `Not saved: ${lines.join(" ")}`;
}
