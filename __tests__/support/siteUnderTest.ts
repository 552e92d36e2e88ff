// What the tests check: a content folder and the build made from it. By default content/ and
// public/. The test command also runs the build-output and routing checks on a copy of content/
// with an editor's day of changes and its build (CONTENT_DIR, BUILD_DIR: see
// __tests__/fixtures/editorDay.ts), so every check that needs to know what a page shows must take
// it from here, never from a literal copy of today's content.
import fs from "fs";
import path from "path";
import { readItems } from "../../src/node/contentChecks";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../../src/i18n/languages";
import { entryPath, entryRoutes, type EntryRouteKey } from "../../src/i18n/routes";
import { isOpen } from "../../src/lib/openings";
import { isLive, SCHEDULED_COLLECTIONS } from "../../src/lib/schedule";
import { siteDate, siteTime } from "../../src/lib/siteDate";
import { readSchedule, siteAt, type ListPage } from "../../src/node/schedule/siteAt";

export const ROOT = path.resolve(__dirname, "../..");
export const CONTENT_DIR = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.join(ROOT, "content");
export const BUILD_DIR = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(ROOT, "public");

export type Tree = { [key: string]: Tree | Tree[] | string | number };

export const readContentJson = <T = Tree>(...parts: string[]): T =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, ...parts), "utf8")) as T;

/** A page namespace of content/locales, typed loosely: tests pick the fields they check. */
export const pageStrings = (lang: Lang, ns: string): Tree => readContentJson("locales", lang, `${ns}.json`);

/** A collection's items in one language as the files hold them, scheduled or come down ones included. */
export const storedItems = <T>(name: string, lang: Lang): T[] => readItems(CONTENT_DIR, name, lang) as unknown as T[];

/**
 * A collection's items in one language that the build under test publishes, with their keys, in the
 * order the site lists them: an entry not live at the build's moment (SITE_TIME, pinned by the test
 * commands) is on no page (src/lib/schedule.ts; one value for every language, read from the default
 * language's file, as the build reads it).
 */
export function contentItems<T>(name: string, lang: Lang): T[] {
  const items = readItems(CONTENT_DIR, name, lang);
  if (!(SCHEDULED_COLLECTIONS as readonly string[]).includes(name)) return items as unknown as T[];
  const now = siteTime();
  const live = new Set(
    readItems(CONTENT_DIR, name, DEFAULT_LANGUAGE)
      .filter((item) => isLive(item, now))
      .map((item) => item.key),
  );
  return items.filter((item) => live.has(item.key)) as unknown as T[];
}

/**
 * The items' own pages the content under test makes (src/config/routes.json, the entry routes): each
 * item with a page text, in each language; an opening only while it is open on the build's date.
 * `fullestOnly`: one item per route, the fullest (a picture of its own, then the longest text).
 */
export function itemPages({ fullestOnly = false } = {}): { key: EntryRouteKey; item: string; lang: Lang; path: string; pair: string }[] {
  return entryRoutes.flatMap((route) => {
    const withPages = contentItems<{ key: string; body?: string; closingDate?: string; image?: { src?: string } }>(
      route.entries,
      DEFAULT_LANGUAGE,
    )
      .filter((item) => typeof item.body === "string" && item.body.trim() !== "")
      .filter((item) => route.entries !== "jobs" || isOpen(item, siteDate()));
    // The fullest: a picture of its own first, then the longest page text.
    const fullness = (item: (typeof withPages)[number]) => (item.image?.src ? 1e9 : 0) + item.body!.length;
    const chosen = fullestOnly ? withPages.sort((a, b) => fullness(b) - fullness(a) || a.key.localeCompare(b.key)).slice(0, 1) : withPages;
    return chosen.flatMap((item) =>
      LANGUAGES.map((lang) => ({
        key: route.key,
        item: item.key,
        lang,
        path: entryPath(route.key, lang, item.key),
        pair: entryPath(route.key, lang === "en" ? "es" : "en", item.key),
      })),
    );
  });
}

/**
 * The pages of the long lists the build under test makes (a year's press releases, an events month's,
 * type's or country's), each in every language: the build's own model of the site at its moment
 * (src/node/schedule/siteAt.ts), which decides which exist; what each shows the tests read from the content.
 */
export function listPages(): readonly ListPage[] {
  return siteAt(readSchedule(CONTENT_DIR), siteTime()).listPages;
}

/** The settings editors change (settings.json), as the build under test read them. */
export const contentSettings = () => readContentJson<typeof import("../../content/settings.json")>("settings.json");
