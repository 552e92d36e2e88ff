// The slug map in src/config/routes.json is the only routing truth: links, the language switch,
// hreflang, breadcrumbs, page creation and the sitemap all go through this module.
import routeMap from "../config/routes.json";
import { settings } from "../config/settings";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "./languages";
import { monthOf, type ListFacet } from "../lib/listFacets";
import { eventTitleId } from "../lib/eventAnchor";

export type RouteKey =
  | "home"
  | "about"
  | "divisions"
  | "services"
  | "events"
  | "partnerships"
  | "careers"
  | "press"
  | "contact"
  | "privacy"
  | "terms"
  | "compliance"
  | "cookies"
  | "search";

export type TemplateName =
  "home" | "about" | "divisions" | "services" | "events" | "partnerships" | "careers" | "press" | "contact" | "policy" | "search";

export interface Route {
  key: RouteKey;
  template: TemplateName;
  paths: Record<Lang, string>;
}

/** The pages of a collection's items: one per item that has a page text (src/content-model/model.ts, `body`). */
export type EntryRouteKey = "pressRelease" | "opening" | "event";
export type EntryTemplateName = "pressRelease" | "opening" | "event";

export interface EntryRoute {
  key: EntryRouteKey;
  template: EntryTemplateName;
  /** The item collection whose items get pages. */
  entries: "press" | "jobs" | "events";
  /** The list page the items are on: the breadcrumb's middle step. */
  parent: RouteKey;
  /** With ":key" where the item's key (its file name, the same in every language) goes. */
  paths: Record<Lang, string>;
}

/**
 * The pages of a long list beside its first page: one per month or year its items fall in (an item's
 * date never changes, so its page never moves), or per type or place the list is narrowed by. Which
 * values have a page at a moment, and which items each holds, is the build's model of the site
 * (src/node/schedule/siteAt.ts).
 */
export type ListRouteKey = "pressYear" | "newsYear" | "eventsMonth" | "eventsType" | "eventsPlace";
export type ListTemplateName = "pressYear" | "newsYear" | "eventsMonth" | "eventsFacet";

export interface ListRoute {
  key: ListRouteKey;
  template: ListTemplateName;
  /** The list's first page, whose items these pages hold too: the breadcrumb's middle step (none for the home page's news). */
  list: RouteKey;
  /** The collection the pages hold, when no item route names the list as its parent (the news, which have no pages of their own). */
  items?: string;
  by: ListFacet;
  /** With ":value" where the page's value goes: a month (2027-05), a year (2026), or a type's or place's words. */
  paths: Record<Lang, string>;
}

type AnyRoute = Route | EntryRoute | ListRoute;
const isEntryRoute = (route: AnyRoute): route is EntryRoute => "entries" in route;
const isListRoute = (route: AnyRoute): route is ListRoute => "by" in route;
const allRoutes = routeMap as AnyRoute[];
/** The slug map's pages: each once per language. */
export const routes = allRoutes.filter((r): r is Route => !isEntryRoute(r) && !isListRoute(r));
/** The slug map's item pages: one per item with a page, per language. */
export const entryRoutes = allRoutes.filter(isEntryRoute);
/** The slug map's list pages: one per value of the list's items, per language. */
export const listRoutes = allRoutes.filter(isListRoute);

export function listRouteByKey(key: ListRouteKey): ListRoute {
  const route = listRoutes.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown list route key "${key}" (see src/config/routes.json)`);
  return route;
}

/** A list page's path: /en/press/2026, /es/eventos/tipo/campeonato (the value as its language writes it). */
export function listPath(key: ListRouteKey, lang: Lang, value: string): string {
  return listRouteByKey(key).paths[lang].replace(":value", value);
}

/** A value of a list page's address: a month or a year, or a type's or place's words (slugOf: src/lib/listFacets.ts). */
const LIST_VALUE: Record<ListFacet, RegExp> = {
  month: /^\d{4}-(0[1-9]|1[0-2])$/,
  year: /^\d{4}$/,
  type: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  place: /^[a-z0-9]+(-[a-z0-9]+)*$/,
};

/** The list route, language and value of a path of a list page's shape (whether it exists is the build's business). */
export function listByPath(pathname: string): { route: ListRoute; lang: Lang; value: string } | undefined {
  const clean = trimSlash(pathname.split(/[?#]/)[0] ?? "");
  for (const route of listRoutes)
    for (const lang of LANGUAGES) {
      const [before = "", after = ""] = route.paths[lang].split(":value");
      if (!clean.startsWith(before) || !clean.endsWith(after)) continue;
      const value = clean.slice(before.length, clean.length - after.length);
      if (LIST_VALUE[route.by].test(value)) return { route, lang, value };
    }
  return undefined;
}

export function entryRouteByKey(key: EntryRouteKey): EntryRoute {
  const route = entryRoutes.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown entry route key "${key}" (see src/config/routes.json)`);
  return route;
}

/** The entry route of a collection's items, if they can have pages. */
export const entryRouteOf = (collection: string): EntryRoute | undefined => entryRoutes.find((r) => r.entries === collection);

/** An item's own page: /en/press/<key>, /es/prensa/<key>. */
export function entryPath(key: EntryRouteKey, lang: Lang, itemKey: string): string {
  return entryRouteByKey(key).paths[lang].replace(":key", itemKey);
}

/** The entry route, language and item key of a path: the path is an item page's shape (whether the item has one is the build's business). */
export function entryByPath(pathname: string): { route: EntryRoute; lang: Lang; itemKey: string } | undefined {
  const clean = trimSlash(pathname.split(/[?#]/)[0] ?? "");
  for (const route of entryRoutes)
    for (const lang of LANGUAGES) {
      const [before = "", after = ""] = route.paths[lang].split(":key");
      if (!clean.startsWith(before) || !clean.endsWith(after)) continue;
      const itemKey = clean.slice(before.length, clean.length - after.length);
      // A key holds a letter (a content check): one without is a list page's month or year (/en/press/2026), or a
      // number of the careers list's former pages (/en/careers/2, which forward to the list).
      if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(itemKey) && /[a-z]/.test(itemKey)) return { route, lang, itemKey };
    }
  return undefined;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The language a path is in (docs/requirements.md#language): a language's home path, or anything
 * under it, is in that language; everything else is in the default language.
 */
export function languageFromPath(pathname: string): Lang {
  const home = routes.find((r) => r.key === "home");
  const found = LANGUAGES.find((lang) => {
    const prefix = home?.paths[lang] ?? `/${lang}`;
    return lang !== DEFAULT_LANGUAGE && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return found ?? DEFAULT_LANGUAGE;
}

export function routeByKey(key: RouteKey): Route {
  const route = routes.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route key "${key}" (see src/config/routes.json)`);
  return route;
}

/** A page's path in a language. */
export function pathFor(key: RouteKey, lang: Lang): string {
  return routeByKey(key).paths[lang];
}

/** The route and language of a slug-map page's path. */
export function routeByPath(pathname: string): { route: Route; lang: Lang } | undefined {
  const clean = trimSlash(pathname.split(/[?#]/)[0] ?? "");
  for (const route of routes) for (const lang of LANGUAGES) if (route.paths[lang] === clean) return { route, lang };
  return undefined;
}

/** The paired page in the other language, or that language's home when the page has no pair (docs/requirements.md#language). */
export function alternatePath(pathname: string, target: Lang): string {
  const found = routeByPath(pathname);
  if (found) return pathFor(found.route.key, target);
  // An item's page has its twin in every language: the content checks hold its page text to every language or none.
  const entry = entryByPath(pathname);
  if (entry) return entryPath(entry.route.key, target, entry.itemKey);
  // A month's or a year's page is the same value in every language; a type's or place's words are each
  // language's own, which only the page's context knows: its list's first page stands in.
  const list = listByPath(pathname);
  if (list)
    return list.route.by === "month" || list.route.by === "year"
      ? listPath(list.route.key, target, list.value)
      : pathFor(list.route.list, target);
  return pathFor("home", target);
}

/**
 * The short addresses: each page's path without its language's prefix (/careers, /empleos, /acerca,
 * /policies/privacy), which forwards to the page (301) on every host. A language's home has none:
 * "/" forwards already. Where one page has the same path in two languages (/en/contact, /fr/contact),
 * its short address leads to the default language's, or the first language's that has it. The
 * slug-map check refuses a map in which two different pages would claim one.
 */
export function shortAddresses(): { from: string; to: string }[] {
  const found = new Map<string, string>();
  for (const route of routes)
    for (const lang of [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)]) {
      const home = pathFor("home", lang);
      const own = route.paths[lang];
      if (own.startsWith(`${home}/`) && !found.has(own.slice(home.length))) found.set(own.slice(home.length), own);
    }
  return [...found].map(([from, to]) => ({ from, to }));
}

/**
 * A language's not-found page: the default language's at /404 (Gatsby also renders it as /404.html,
 * the file every host falls back to), the others' under their home path, where each host serves it
 * for any address under that path that is not there.
 */
export function notFoundPath(lang: Lang): string {
  return lang === DEFAULT_LANGUAGE ? "/404" : `${pathFor("home", lang)}/404`;
}

/** Whether a path is one of the not-found pages (which pair with no page, so nothing forwards from them). */
export const isNotFoundPath = (pathname: string): boolean =>
  pathname === "/404.html" || LANGUAGES.some((lang) => notFoundPath(lang) === trimSlash(pathname));

/** The language's news feed (RSS 2.0), beside its home page; src/node/postBuild/newsFeeds.ts writes it. */
export function feedPath(lang: Lang): string {
  return `${pathFor("home", lang)}/rss.xml`;
}

/**
 * The language's calendar feed (iCalendar) of its upcoming events, beside its events page:
 * /en/events.ics, /es/eventos.ics. src/node/postBuild/eventCalendars.ts writes it.
 */
export function calendarPath(lang: Lang): string {
  return `${pathFor("events", lang)}.ics`;
}

/**
 * One upcoming event's calendar file, in its events page's folder: /en/events/<key>.ics. An event's
 * own page may later live at /en/events/<key>; the file's name ends in .ics, and a key (lower-case
 * letters, digits and hyphens: KEY_PATTERN) has no dot, so it can be neither that page nor the feed.
 */
export function eventCalendarPath(lang: Lang, key: string): string {
  return `${pathFor("events", lang)}/${key}.ics`;
}

/**
 * Where an event's card stays for good: on its month's page, at the card's heading
 * (/en/events/2027-05#<key>-title). An event's date never changes, so neither does this address: its
 * calendar files and the data search engines read link here, whatever the events page shows today.
 */
export function eventCardPath(lang: Lang, key: string, date: string): string {
  return `${listPath("eventsMonth", lang, monthOf(date))}#${eventTitleId(key)}`;
}

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl.replace(/\/$/, "")}${path}`;
}
