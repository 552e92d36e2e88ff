// The site at a moment: which pages a build at that moment publishes, and which item addresses
// answer "gone". The one model of it: the pages the build creates (createPages/sitePages.ts takes the
// pages of the long lists, and what each holds, from here), the address plan (src/node/hosts/addresses.ts)
// and the notices of what time will change (the content lane, the site diff) all read it, so no two
// of them can disagree on whether /en/press/2027 or an item's page exists at a moment.
//
// It reads content/ once (`readSchedule`) and then answers for any moment without touching the disk:
// the notices ask it about every moment a schedule names ahead.
import { readItems, type Item } from "../contentChecks";
import {
  entryPath,
  entryRoutes,
  listPath,
  listRoutes,
  notFoundPath,
  pathFor,
  routes,
  type EntryRoute,
  type ListRoute,
} from "../../i18n/routes";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";
import { facetLabel, slugOf } from "../../lib/listFacets";
import { formatMonth } from "../../i18n/format";
import { liveWindow, scheduleState, SCHEDULED_COLLECTIONS, type ScheduleState } from "../../lib/schedule";
import { hasPage } from "./published";

/** What a production build shows: live entries only (a private preview adds "scheduled": privatePreviews.ts). */
export const LIVE_ONLY: ReadonlySet<ScheduleState> = new Set(["live"]);

/** The dated content as read once: each collection that has pages or a paged list, in the site's order. */
export interface ScheduleSnapshot {
  readonly items: ReadonlyMap<string, readonly Item[]>;
  /** The long lists' items in every language, by key: their type and place are each language's words. */
  readonly byLanguage: ReadonlyMap<string, Record<Lang, ReadonlyMap<string, Item>>>;
  /** Each item page's address (every language's) and its entry: the items with a page text only. */
  readonly entries: ReadonlyMap<string, { route: EntryRoute; item: Item }>;
}

/** The collections whose entries have pages of their own, or fill a long list's pages. */
const collectionsWithPages = () => [...new Set([...entryRoutes.map((route) => route.entries), ...listRoutes.map(listCollection)])];

export function readSchedule(contentDir: string): ScheduleSnapshot {
  const items = new Map(collectionsWithPages().map((name) => [name, readItems(contentDir, name, DEFAULT_LANGUAGE)]));
  const entries = new Map<string, { route: EntryRoute; item: Item }>();
  for (const route of entryRoutes)
    for (const item of (items.get(route.entries) ?? []).filter(hasPage))
      for (const lang of LANGUAGES) entries.set(entryPath(route.key, lang, item.key), { route, item });
  const lists = [...new Set(listRoutes.map(listCollection))];
  const byLanguage = new Map(
    lists.map((name) => [name, perLanguage((lang) => new Map(readItems(contentDir, name, lang).map((item) => [item.key, item])))]),
  );
  return { items, byLanguage, entries };
}

/** The collection a list route's pages hold: the one it names, or the one whose items have pages under the same list. */
export function listCollection(route: ListRoute): string {
  if (route.items) return route.items;
  const entry = entryRoutes.find((r) => r.parent === route.list);
  if (!entry)
    throw new Error(`List route "${route.key}" names the list "${route.list}", whose items no entry route has (src/config/routes.json)`);
  return entry.entries;
}

/** A page of a long list at a moment: its value, its address and words in each language, and the items it holds. */
export interface ListPage {
  readonly route: ListRoute;
  /** The value as the default language writes it: what pairs the page across languages. */
  readonly value: string;
  readonly paths: Record<Lang, string>;
  /** The value as each language shows it: "May 2027" / "mayo de 2027", "2026", "Championship" / "Campeonato", "Mexico" / "México". */
  readonly labels: Record<Lang, string>;
  /** The keys of the shown items with this value, in the collection's order. */
  readonly keys: readonly string[];
}

/**
 * The pages of each list route at a moment: one per value of an item shown, or of one that was live
 * and came down, so that no page an earlier build made goes away with time alone (it may then hold
 * nothing). An item not live yet names no value: its type or place would show before it does.
 */
function listPagesAt(snapshot: ScheduleSnapshot, state: (item: Item) => ScheduleState, shown: ReadonlySet<ScheduleState>): ListPage[] {
  return listRoutes.flatMap((route) => {
    const collection = listCollection(route);
    const texts = snapshot.byLanguage.get(collection)!;
    const byValue = new Map<string, { first: Item; keys: string[] }>();
    for (const item of itemsOf(snapshot, collection)) {
      const now = state(item);
      const counts = shown.has(now) || (now === "down" && wasLive(item));
      const value = slugOf(facetLabel(item, route.by));
      if (!counts || value === "") continue;
      const found = byValue.get(value) ?? { first: item, keys: [] };
      if (shown.has(now)) found.keys.push(item.key);
      byValue.set(value, found);
    }
    // Each language's words for the value, from its first item. Where two values read alike in a
    // language (one event's translation names the other's country), neither takes the words' address
    // there: each keeps its value's address (the default language's words; values are unique, so no two
    // pages share an address), and the one whose value it is not is named in the default language's words.
    const pages = [...byValue].map(([value, { first, keys }]) => {
      // A month is written in each language's words ("May 2027", "mayo de 2027"), here, so no browser formats it.
      const words = perLanguage((lang) =>
        route.by === "month"
          ? formatMonth(value, lang)
          : facetLabel(texts[lang].get(first.key) ?? first, route.by) || facetLabel(first, route.by),
      );
      const own = perLanguage((lang) => (route.by === "month" || route.by === "year" ? value : slugOf(words[lang]) || value));
      return { value, keys, words, own };
    });
    const values = new Set(pages.map((page) => page.value));
    return pages.map(({ value, keys, words, own }): ListPage => {
      const alike = (lang: Lang) =>
        pages.filter((page) => page.own[lang] === own[lang]).length > 1 || (own[lang] !== value && values.has(own[lang]));
      const slugs = perLanguage((lang) => (alike(lang) ? value : own[lang]));
      const labels = perLanguage((lang) => (alike(lang) && own[lang] !== value ? words[DEFAULT_LANGUAGE] : words[lang]));
      return { route, value, labels, keys, paths: perLanguage((lang) => listPath(route.key, lang, slugs[lang])) };
    });
  });
}

const itemsOf = (snapshot: ScheduleSnapshot, collection: string): readonly Item[] => snapshot.items.get(collection) ?? [];

export interface SiteAt {
  readonly at: number;
  /** Every page's path: the slug map's (each page of a paged list), the items' own, "/" and the not-found pages. */
  readonly pages: ReadonlySet<string>;
  /** The item pages that were live and no longer are: come down, or an opening past its closing day (since when, in milliseconds). */
  readonly goneEntries: readonly { route: EntryRoute; key: string; since: number }[];
  /** The item addresses that must not be named at all: entries with a page text not shown yet (scheduled). */
  readonly hidden: ReadonlySet<string>;
  /** The pages of the long lists (a year's press releases, a month's events), each in every language. */
  readonly listPages: readonly ListPage[];
}

/**
 * The site a build at `at` publishes, showing the entries whose state is in `shown`. An entry gone
 * is one that was live before: one whose window closed before it opened never had a page.
 */
export function siteAt(snapshot: ScheduleSnapshot, at: number, shown: ReadonlySet<ScheduleState> = LIVE_ONLY): SiteAt {
  const state = (item: Item) => scheduleState(item, at);
  const pages = new Set<string>([
    "/",
    ...LANGUAGES.map(notFoundPath),
    ...routes.flatMap((route) => LANGUAGES.map((lang) => pathFor(route.key, lang))),
  ]);
  const goneEntries: { route: EntryRoute; key: string; since: number }[] = [];
  const hidden = new Set<string>();
  for (const route of entryRoutes)
    for (const item of itemsOf(snapshot, route.entries).filter(hasPage)) {
      const now = state(item);
      const addresses = LANGUAGES.map((lang) => entryPath(route.key, lang, item.key));
      if (shown.has(now)) addresses.forEach((p) => pages.add(p));
      else if (now === "scheduled") addresses.forEach((p) => hidden.add(p));
      else if (wasLive(item)) goneEntries.push({ route, key: item.key, since: liveWindow(item).until ?? at });
    }
  const listPages = listPagesAt(snapshot, state, shown);
  for (const page of listPages) for (const lang of LANGUAGES) pages.add(page.paths[lang]);
  return { at, pages, goneEntries, hidden, listPages };
}

/** Whether an entry that is down now was ever on the site: its window opened before it closed. */
function wasLive(item: Item): boolean {
  const { from, until } = liveWindow(item);
  return from === undefined || (until !== undefined && from < until);
}

/**
 * Whether a path can be a page at some moment, whatever the moment: "always" (a slug-map page, "/", a
 * not-found page), "sometimes" (an item's page with a page text, a page of a long list: time decides)
 * or "never" (no content names it: only an edit could make it one).
 */
export function mayBePage(snapshot: ScheduleSnapshot, path: string): "always" | "sometimes" | "never" {
  if (path === "/" || LANGUAGES.some((lang) => notFoundPath(lang) === path)) return "always";
  if (routes.some((route) => LANGUAGES.some((lang) => pathFor(route.key, lang) === path))) return "always";
  if (snapshot.entries.has(path)) return "sometimes";
  return possibleListPaths(snapshot).has(path) ? "sometimes" : "never";
}

const listPathsOf = new WeakMap<ScheduleSnapshot, ReadonlySet<string>>();

/** Every address a page of a long list can have: a list page exists while an item with its value is shown, or has been, so any item of the content may give it one. */
function possibleListPaths(snapshot: ScheduleSnapshot): ReadonlySet<string> {
  let paths = listPathsOf.get(snapshot);
  if (!paths) {
    const every = listPagesAt(snapshot, () => "live", new Set<ScheduleState>(["live"]));
    paths = new Set(every.flatMap((page) => LANGUAGES.map((lang) => page.paths[lang])));
    listPathsOf.set(snapshot, paths);
  }
  return paths;
}

/**
 * Every moment after `at` at which an entry with a page, or of a paged list, goes live or comes down
 * (a closing day's end included), soonest first: the moments at which the site's addresses can change.
 */
export function addressMoments(snapshot: ScheduleSnapshot, at: number): number[] {
  const moments = new Set<number>();
  for (const collection of snapshot.items.keys()) {
    if (!(SCHEDULED_COLLECTIONS as readonly string[]).includes(collection)) continue;
    for (const item of itemsOf(snapshot, collection)) {
      const { from, until } = liveWindow(item);
      for (const moment of [from, until]) if (moment !== undefined && moment > at) moments.add(moment);
    }
  }
  return [...moments].sort((a, b) => a - b);
}
