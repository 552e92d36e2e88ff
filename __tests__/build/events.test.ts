// The events pages and the published date file as the build wrote them, on the build's date
// (SITE_DATE, which the test command pins; else today in Denver): upcoming only what is on or after
// it, the soonest on the events page and every one on its month's page, past what is before it,
// newest first; each month's, type's and country's page, the file that forwards an earlier build's
// links, and what each page weighs. Expectations come from content/ (or CONTENT_DIR) through the one
// rule (src/lib/eventCalendar.ts), so they hold whatever events editors publish.
import fs from "fs";
import path from "path";
import zlib from "zlib";
import site from "../../src/config/site.json";
import { fill } from "../../src/i18n/headStrings";
import { absoluteUrl, entryPath, eventCalendarPath, eventCardPath, listPath, pathFor } from "../../src/i18n/routes";
import { eventMonthsDataPath } from "../../src/lib/eventAnchor";
import { eventsFirstPage, publishedCalendar, SITE_DATE_FILE, type DatedEvent } from "../../src/lib/eventCalendar";
import { isLive, type Scheduled } from "../../src/lib/schedule";
import { siteDate, siteTime } from "../../src/lib/siteDate";
import { monthOf } from "../../src/lib/listFacets";
import { contentItems, listPages, readContentJson } from "../support/siteUnderTest";
import { builtPages, PUBLIC, type BuiltPage } from "../support/builtSite";
import { eventListPages, type ContentEvent } from "../support/eventLists";
import { LANGUAGES } from "../../src/i18n/languages";

const day = siteDate();
const pages = builtPages();

type EventStrings = {
  upcoming: { none: string; detailsSoon: string };
  past: { heading: string; heldOn: string };
  list: { moreAhead: string };
};

describe("the build's date", () => {
  it(`is published with the upcoming events and the open openings in /${SITE_DATE_FILE}, as the scheduled rebuild reads it`, () => {
    // Of the live entries only; `next` (when the site next changes) is scheduled.test.ts's.
    const at = siteTime();
    const { next: _next, ...published } = JSON.parse(fs.readFileSync(path.join(PUBLIC, SITE_DATE_FILE), "utf8")) as Record<string, unknown>;
    expect(published).toEqual(
      publishedCalendar(
        contentItems<DatedEvent & Scheduled>("events", "en").filter((e) => isLive(e, at)),
        day,
        contentItems<{ key: string; closingDate?: string } & Scheduled>("jobs", "en").filter((o) => isLive(o, at)),
      ),
    );
  });
});

describe.each(LANGUAGES.map((lang) => [lang] as const))("the %s events page", (lang) => {
  const page = pages.find((p) => p.route === pathFor("events", lang))!;
  const { upcoming, past, more } = eventsFirstPage(contentItems<DatedEvent & { title: string }>("events", lang), day);
  const keysIn = (id: string) => [...page.document.querySelectorAll(`#${id} [data-event]`)].map((el) => el.getAttribute("data-event"));
  const datesIn = (id: string) => [...page.document.querySelectorAll(`#${id} [data-event] time`)].map((el) => el.getAttribute("datetime")!);
  const t = readContentJson<EventStrings>("locales", lang, "events.json");

  it(`lists under "Upcoming" the soonest events on or after ${day}, in date order, at most events.firstPageCount, and says how many more its months hold`, () => {
    const ahead = contentItems<DatedEvent>("events", lang)
      .filter((e) => e.date >= day)
      .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
    expect(keysIn("upcoming")).toEqual(ahead.slice(0, site.events.firstPageCount).map((e) => e.key));
    expect(keysIn("upcoming")).toEqual(upcoming.map((e) => e.key));
    expect(datesIn("upcoming").every((date) => date >= day)).toBe(true);
    const moreLine = [...page.document.querySelectorAll("#upcoming a")].find(
      (a) => a.textContent === fill(t.list.moreAhead, { count: more }),
    );
    expect(Boolean(moreLine)).toBe(more > 0);
  });

  it(`lists the events before ${day} in the past list, newest first, saying when they were held and nothing about registering`, () => {
    expect(keysIn("past")).toEqual(past.map((e) => e.key));
    expect(datesIn("past").every((date) => date < day)).toBe(true);
    const section = page.document.getElementById("past");
    if (past.length === 0) return expect(section).toBeNull();
    expect(section!.querySelector("h2")!.textContent).toBe(t.past.heading);
    for (const card of section!.querySelectorAll("[data-event]")) {
      expect(card.textContent).toContain(t.past.heldOn);
      expect(card.textContent).not.toContain(t.upcoming.detailsSoon);
      expect(card.querySelector("button")).toBeNull();
    }
  });

  it("says there is nothing upcoming only when there is nothing upcoming", () => {
    expect(page.document.getElementById("upcoming")!.textContent!.includes(t.upcoming.none)).toBe(upcoming.length === 0);
  });

  it("links every page of the list: each country's and type's among the filters, each month's among the months", () => {
    const { months, facets } = eventListPages(lang);
    const linked = new Set([...page.document.querySelectorAll("#event-listing a")].map((a) => a.getAttribute("href")));
    for (const { path } of [...months, ...facets]) expect({ path, linked: linked.has(path) }).toEqual({ path, linked: true });
  });
});

describe.each(LANGUAGES.map((lang) => [lang] as const))("the %s events list's pages", (lang) => {
  const { months, facets } = eventListPages(lang);
  const t = readContentJson<EventStrings>("locales", lang, "events.json");
  const pageAt = (path: string) => pages.find((p) => p.route === path);
  const keysIn = (page: BuiltPage, selector: string) =>
    [...page.document.querySelectorAll(`${selector} [data-event]`)].map((el) => el.getAttribute("data-event"));

  it("are the pages of every month, type and country an event shown has, or had, each built", () => {
    // The launch content has events in several months, types and countries: a build without them is not this one.
    expect(months.length).toBeGreaterThan(0);
    expect(facets.length).toBeGreaterThan(0);
    for (const { path } of [...months, ...facets]) expect({ path, status: pageAt(path)?.status }).toEqual({ path, status: 200 });
  });

  it("give each month a page listing every event of it, ahead and past, in date order: the past ones held, the others with their calendar file", () => {
    for (const { path, events } of months) {
      const page = pageAt(path)!;
      expect({ path, keys: keysIn(page, "#month") }).toEqual({ path, keys: events.map((e) => e.key) });
      for (const event of events) {
        const card = page.document.querySelector(`[data-event="${event.key}"]`)!;
        const held = event.date < day;
        expect({ event: event.key, held: card.textContent!.includes(t.past.heldOn) }).toEqual({ event: event.key, held });
        const calendar = [...card.querySelectorAll('a[href$=".ics"]')].map((a) => a.getAttribute("href"));
        expect({ event: event.key, calendar }).toEqual({ event: event.key, calendar: held ? [] : [eventCalendarPath(lang, event.key)] });
      }
    }
  });

  it("give every event shown its card on its month's page, under its title, at an address that never moves", () => {
    for (const event of contentItems<ContentEvent>("events", lang)) {
      const [path, id] = eventCardPath(lang, event.key, event.date).split("#") as [string, string];
      const heading = pageAt(path)?.document.getElementById(id);
      expect({ event: event.key, heading: heading?.textContent }).toEqual({ event: event.key, heading: event.title });
    }
  });

  it("give each type and each country a page with its soonest events ahead in date order, the months of the later ones, and the newest held", () => {
    for (const { path, label, upcoming, laterMonths, past } of facets) {
      const page = pageAt(path)!;
      expect({ path, upcoming: keysIn(page, "#upcoming") }).toEqual({ path, upcoming: upcoming.map((e) => e.key) });
      expect({ path, past: keysIn(page, "#past") }).toEqual({ path, past: past.map((e) => e.key) });
      const later = [...page.document.querySelectorAll("#later-months a")].map((a) => a.getAttribute("href"));
      expect({ path, later }).toEqual({ path, later: laterMonths.map((m) => listPath("eventsMonth", lang, m)) });
      expect(page.document.querySelector("h1")!.textContent).toContain(label);
    }
  });

  it("mark the page shown among the filters or the months, so a visitor sees where the list is", () => {
    for (const { path } of [...months, ...facets]) {
      const current = [...pageAt(path)!.document.querySelectorAll('#event-listing a[aria-current="page"]')].map((a) =>
        a.getAttribute("href"),
      );
      expect({ path, current }).toEqual({ path, current: [path] });
    }
  });
});

describe("the file that forwards a link an earlier build made to a card on the events page", () => {
  it.each(LANGUAGES.map((lang) => [lang] as const))("%s: names every event shown with its month's page, and nothing else", (lang) => {
    const data = JSON.parse(fs.readFileSync(path.join(PUBLIC, eventMonthsDataPath(lang)), "utf8")) as Record<string, string>;
    const shown = contentItems<ContentEvent>("events", lang);
    expect(data).toEqual(Object.fromEntries(shown.map((e) => [e.key, listPath("eventsMonth", lang, monthOf(e.date))])));
  });
});

describe.each(LANGUAGES.map((lang) => [lang] as const))("the data search engines read on the %s events list pages", (lang) => {
  it("names each event's own page, or else its card on its month's page, which never moves", () => {
    const shown = contentItems<ContentEvent>("events", lang);
    const paths = [
      pathFor("events", lang),
      ...listPages()
        .filter((p) => p.route.list === "events")
        .map((p) => p.paths[lang]),
    ];
    let checked = 0;
    for (const sitePath of paths) {
      const page = pages.find((p) => p.route === sitePath)!;
      const data = [...page.document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? "") as { "@type": string; name: string; startDate: string; url?: string })
        .filter((d) => d["@type"] === "Event");
      for (const { name, startDate, url } of data) {
        const event = shown.find((e) => e.title === name && e.date === startDate)!;
        const own = typeof event.body === "string" && event.body.trim() !== "";
        const expected = absoluteUrl(own ? entryPath("event", lang, event.key) : eventCardPath(lang, event.key, event.date));
        expect({ page: sitePath, event: event.key, url }).toEqual({ page: sitePath, event: event.key, url: expected });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("every events list page", () => {
  const listPaths = LANGUAGES.flatMap((lang) => [
    pathFor("events", lang),
    ...listPages()
      .filter((p) => p.route.list === "events")
      .map((p) => p.paths[lang]),
  ]);

  it.each(listPaths.map((p) => [p] as const))(
    "%s weighs at most 100 KB with its page data, compressed as the hosts send it",
    (sitePath) => {
      const html = fs.readFileSync(path.join(PUBLIC, `${sitePath}.html`));
      const data = fs.readFileSync(path.join(PUBLIC, "page-data", sitePath, "page-data.json"));
      const compressed = [html, data].reduce((sum, bytes) => sum + zlib.brotliCompressSync(bytes).length, 0);
      expect(compressed).toBeLessThanOrEqual(100 * 1024);
    },
  );
});
