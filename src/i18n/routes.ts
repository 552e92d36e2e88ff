// The slug map in src/config/routes.json is the only routing truth: links, the language switch,
// hreflang, breadcrumbs, page creation and the sitemap all go through this module.
import routeMap from "../config/routes.json";
import { settings } from "../config/settings";
import { pagedPath, pageOf } from "./paging";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "./languages";

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
  /** Its list is split over numbered pages: page 1 at `paths`, page n ≥ 2 at <path>/<n> (see paging.ts). */
  paged?: boolean;
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

const isEntryRoute = (route: Route | EntryRoute): route is EntryRoute => "entries" in route;
const allRoutes = routeMap as (Route | EntryRoute)[];
/** The slug map's pages: each once per language (a paged one once per page of its list). */
export const routes = allRoutes.filter((r): r is Route => !isEntryRoute(r));
/** The slug map's item pages: one per item with a page, per language. */
export const entryRoutes = allRoutes.filter(isEntryRoute);

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
      // A number is a page of a paged list (/en/careers/2), never an item: the content checks refuse such keys.
      if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(itemKey) && !/^\d+$/.test(itemKey)) return { route, lang, itemKey };
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

/** A page's path; `page` ≥ 2 only means something on a paged route. */
export function pathFor(key: RouteKey, lang: Lang, page = 1): string {
  const route = routeByKey(key);
  return route.paged ? pagedPath(route.paths[lang], page) : route.paths[lang];
}

/**
 * The route, language and page number of a path. A paged route's <path>/<n> is recognised by its
 * shape; whether page n exists is the build's business (only built pages are linked or listed).
 */
export function routeByPath(pathname: string): { route: Route; lang: Lang; page: number } | undefined {
  const clean = trimSlash(pathname.split(/[?#]/)[0] ?? "");
  for (const route of routes) {
    for (const lang of LANGUAGES) {
      const page = route.paged ? pageOf(route.paths[lang], clean) : route.paths[lang] === clean ? 1 : undefined;
      if (page !== undefined) return { route, lang, page };
    }
  }
  return undefined;
}

/**
 * The paired page in the other language, or that language's home when the page has no pair (docs/requirements.md#language).
 * Page n pairs with page n: both languages hold the same items (a content check), so the same count of pages.
 */
export function alternatePath(pathname: string, target: Lang): string {
  const found = routeByPath(pathname);
  if (found) return pathFor(found.route.key, target, found.page);
  // An item's page has its twin in every language: the content checks hold its page text to every language or none.
  const entry = entryByPath(pathname);
  return entry ? entryPath(entry.route.key, target, entry.itemKey) : pathFor("home", target);
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

export function absoluteUrl(path: string): string {
  return `${settings.siteUrl.replace(/\/$/, "")}${path}`;
}
