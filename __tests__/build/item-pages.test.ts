// Items' own pages as the build wrote them (src/config/routes.json, the entry routes): one per item
// with a page text, in each language, its card leading there; none for an item without one; and an
// opening past its closing date (on the build's date, SITE_DATE) in no list, page, sitemap, data
// file or structured data. Expectations come from the content folder under test: on the launch
// content every card stays a card; the editor's day (CONTENT_DIR) gives three items pages and
// closes an opening (__tests__/fixtures/itemPages.ts).
import fs from "fs";
import path from "path";
import { entryPath, entryRoutes, eventCalendarPath, eventCardPath, pathFor } from "../../src/i18n/routes";
import { isOpen } from "../../src/lib/openings";
import type { DatedEvent } from "../../src/lib/eventCalendar";
import { siteDate } from "../../src/lib/siteDate";
import { contentItems, readContentJson } from "../support/siteUnderTest";
import { builtPages, PUBLIC } from "../support/builtSite";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "../../src/i18n/languages";

const day = siteDate();
const pages = builtPages();
const pageAt = (p: string) => pages.find((page) => page.route === p);
const sitemap = fs
  .readdirSync(PUBLIC)
  .filter((f) => /^sitemap-\d+\.xml$/.test(f))
  .map((f) => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
  .join("");

type Item = { key: string; title: string; body?: string; closingDate?: string };
const withText = (item: Item) => typeof item.body === "string" && item.body.trim() !== "";
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { "@type": string })["@type"],
  );
const DATA_TYPE = { pressRelease: "NewsArticle", opening: "JobPosting", event: "Event" } as const;

describe.each(entryRoutes.map((route) => [route.key, route] as const))("the %s pages", (_key, route) => {
  const items = contentItems<Item>(route.entries, DEFAULT_LANGUAGE);
  const open = (item: Item) => route.entries !== "jobs" || isOpen(item, day);
  // Every event is on its month's page, for good (the events page shows only the soonest and the newest past).
  const listed = items.filter(open);
  const listOf = (item: Item, lang: Lang) =>
    route.entries === "events"
      ? eventCardPath(lang, item.key, (item as Item & DatedEvent).date).split("#")[0]!
      : pathFor(route.parent, lang);

  it.each(LANGUAGES.map((lang) => [lang] as const))("%s: one page per listed item with a page text, none for the others", (lang) => {
    for (const item of items) {
      const page = pageAt(entryPath(route.key, lang, item.key));
      if (withText(item) && open(item)) {
        expect({ item: item.key, built: page?.status }).toEqual({ item: item.key, built: 200 });
        expect(page!.document.querySelector("h1")?.textContent).toBe(
          contentItems<Item>(route.entries, lang).find((i) => i.key === item.key)!.title,
        );
        // The page text is there, as text: markup an editor typed never became an element.
        expect(page!.document.querySelectorAll("main script, main img:not(picture img)")).toHaveLength(0);
        expect(jsonLdTypes(page!.html)).toEqual(["BreadcrumbList", DATA_TYPE[route.key]]);
        expect(sitemap).toContain(entryPath(route.key, lang, item.key));
      } else {
        expect({ item: item.key, built: page?.status }).toEqual({ item: item.key, built: undefined });
      }
    }
  });

  it.each(LANGUAGES.map((lang) => [lang] as const))(
    "%s: each listed card with a page leads to it, each without one leads nowhere",
    (lang) => {
      for (const item of listed) {
        const list = pageAt(listOf(item, lang))!;
        const links = list.document.querySelectorAll(`a[href="${entryPath(route.key, lang, item.key)}"]`);
        expect({ item: item.key, links: links.length }).toEqual({ item: item.key, links: withText(item) ? 1 : 0 });
      }
    },
  );
});

describe("an event's page", () => {
  const events = contentItems<Item & DatedEvent>("events", DEFAULT_LANGUAGE).filter(withText);

  it.each(LANGUAGES.map((lang) => [lang] as const))(
    "%s: up to its day it offers its own calendar file, which the build wrote; after it, it stays, says when it was held and offers none",
    (lang) => {
      const t = readContentJson<{ past: { heldOn: string } }>("locales", lang, "events.json");
      for (const event of events) {
        const page = pageAt(entryPath("event", lang, event.key))!;
        const calendarLinks = [...page.document.querySelectorAll('main a[href$=".ics"]')].map((a) => a.getAttribute("href"));
        const upcoming = event.date >= day;
        const file = eventCalendarPath(lang, event.key);
        expect({ event: event.key, calendarLinks }).toEqual({ event: event.key, calendarLinks: upcoming ? [file] : [] });
        expect({ event: event.key, written: fs.existsSync(path.join(PUBLIC, file)) }).toEqual({ event: event.key, written: upcoming });
        if (!upcoming) expect(page.document.querySelector("main")!.textContent).toContain(t.past.heldOn);
      }
    },
  );
});

describe("an opening past its closing date", () => {
  const closed = contentItems<Item>("jobs", DEFAULT_LANGUAGE).filter((item) => !isOpen(item, day));
  const everything = [sitemap, ...pages.map((p) => p.html)];

  it("is counted: the content under test says which openings are closed on the build's date", () => {
    // The launch content has none; the editor's day closes one the day before the build's date.
    expect(closed.length).toBe(
      contentItems<Item>("jobs", DEFAULT_LANGUAGE).filter((item) => item.closingDate && item.closingDate < day).length,
    );
  });

  // One test per closed opening (none on the launch content; the editor's day closes one).
  for (const { key } of closed)
    it(`${key} is on no page, in no list, sitemap or structured data`, () => {
      for (const lang of LANGUAGES) {
        const title = contentItems<Item>("jobs", lang).find((i) => i.key === key)!.title;
        expect(pageAt(entryPath("opening", lang, key))).toBeUndefined();
        for (const text of everything) {
          expect(text).not.toContain(`data-opening="${key}"`);
          expect(text).not.toContain(`"key":"${key}"`);
          expect(text).not.toContain(entryPath("opening", lang, key));
        }
        expect(pages.some((p) => jsonLdTypes(p.html).includes("JobPosting") && p.html.includes(title))).toBe(false);
      }
    });
});
