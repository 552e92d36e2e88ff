// The calendar files as the build wrote them, on the build's date (SITE_DATE, which the test command
// pins): each upcoming event's "Add to calendar" file in each language and none for a past event,
// each language's feed of exactly the upcoming events, all read by a standard iCalendar parser. What
// to expect comes from content/ (or CONTENT_DIR) through the one rule (src/lib/eventCalendar.ts).
import fs from "fs";
import path from "path";
import { settings } from "../../src/config/settings";
import { absoluteUrl, calendarPath, eventCalendarPath, listPath, pathFor } from "../../src/i18n/routes";
import { monthOf } from "../../src/lib/listFacets";
import { eventTitleId } from "../../src/lib/eventAnchor";
import { eventsFirstPage, splitEvents, type DatedEvent } from "../../src/lib/eventCalendar";
import { addDays, siteDate } from "../../src/lib/siteDate";
import { contentItems, contentSettings, pageStrings } from "../support/siteUnderTest";
import { builtPages, PUBLIC } from "../support/builtSite";
import { parseCalendar } from "../support/icalendar";
import { LANGUAGES, type Lang } from "../../src/i18n/languages";

type ContentEvent = DatedEvent & { title: string; location: string; type: string };

const day = siteDate();
const HOST = new URL(settings.siteUrl).host;
const built = (sitePath: string) => path.join(PUBLIC, sitePath);
const read = (sitePath: string) => fs.readFileSync(built(sitePath), "utf8");
const eventsIn = (lang: Lang) => contentItems<ContentEvent>("events", lang);
/** Every .ics file the build wrote in a folder, as site paths. */
const icsFilesUnder = (sitePath: string) =>
  fs.existsSync(built(sitePath))
    ? fs
        .readdirSync(built(sitePath))
        .filter((name) => name.endsWith(".ics"))
        .map((name) => `${sitePath}/${name}`)
    : [];

const pages = builtPages();

describe.each(LANGUAGES.map((lang) => [lang] as const))("the %s calendar files", (lang) => {
  const all = eventsIn(lang);
  const { upcoming } = splitEvents(all, day);
  const t = pageStrings(lang, "events") as { calendar: { feedName: string } };

  it(`give every event on or after ${day} that the events page lists its own file, and no other event one`, () => {
    expect(icsFilesUnder(pathFor("events", lang)).sort()).toEqual(upcoming.map((e) => eventCalendarPath(lang, e.key)).sort());
    const others = all.filter((e) => !upcoming.includes(e)).map((e) => eventCalendarPath(lang, e.key));
    expect(others.filter((file) => fs.existsSync(built(file)))).toEqual([]);
  });

  it("give each upcoming event one all-day event on its date, with its UID, its title, place and type in this language, and a link to its card on its month's page", () => {
    for (const event of upcoming) {
      const { events, name } = parseCalendar(read(eventCalendarPath(lang, event.key)));
      expect(name).toBeUndefined();
      expect(events).toHaveLength(1);
      const [parsed] = events;
      expect(parsed).toMatchObject({
        uid: `${event.key}@${HOST}`,
        start: { type: "date", day: event.date },
        end: { type: "date", day: addDays(event.date, 1) },
        summary: event.title,
        location: event.location,
        url: `${absoluteUrl(listPath("eventsMonth", lang, monthOf(event.date)))}#${eventTitleId(event.key)}`,
      });
      // The card is there, under the event's title: the link lands on the event.
      const month = pages.find((p) => p.route === listPath("eventsMonth", lang, monthOf(event.date)));
      expect(month?.document.getElementById(eventTitleId(event.key))?.textContent).toBe(event.title);
      expect(parsed!.description).toContain(event.type);
      expect(parsed!.description).not.toMatch(/\{\{/);
    }
  });

  it("the feed lists exactly the upcoming events, every one on or after the day, in the page's order, under the calendar's name in this language", () => {
    const feed = parseCalendar(read(calendarPath(lang)));
    const ahead = all.filter((e) => e.date >= day).map((e) => `${e.key}@${HOST}`);
    expect([...feed.events.map((e) => e.uid)].sort()).toEqual(ahead.sort());
    expect(feed.name).toBe(t.calendar.feedName.replace("{{brand}}", contentSettings().brandName));
    expect(feed.events.map((e) => e.uid)).toEqual(upcoming.map((e) => `${e.key}@${HOST}`));
    expect(feed.events.map((e) => e.summary)).toEqual(upcoming.map((e) => e.title));
    expect(feed.events.every((e) => e.start.type === "date")).toBe(true);
  });

  it("carry the build's date, not the clock's: every event's stamp, and no other time in them", () => {
    for (const file of [calendarPath(lang), ...upcoming.map((e) => eventCalendarPath(lang, e.key))]) {
      for (const event of parseCalendar(read(file)).events)
        expect({ file, stamp: event.stamp }).toEqual({ file, stamp: `${day}T00:00:00Z` });
      const times = read(file).match(/\d{8}T\d{6}Z?/g) ?? [];
      expect({ file, times: [...new Set(times)] }).toEqual({
        file,
        times: upcoming.length > 0 ? [`${day.replace(/-/g, "")}T000000Z`] : [],
      });
    }
  });
});

describe("the calendar files of the two languages", () => {
  const [first, ...others] = LANGUAGES;

  it("give an event one UID in both, so a calendar updates it instead of doubling it, and tell it in each language's own title", () => {
    const uidsOf = (lang: Lang) => parseCalendar(read(calendarPath(lang))).events.map((e) => e.uid);
    for (const lang of others) {
      expect(uidsOf(lang)).toEqual(uidsOf(first!));
      for (const event of splitEvents(eventsIn(lang), day).upcoming) {
        const [here] = parseCalendar(read(eventCalendarPath(lang, event.key))).events;
        const [there] = parseCalendar(read(eventCalendarPath(first!, event.key))).events;
        expect(here!.uid).toBe(there!.uid);
        expect(here!.summary).toBe(event.title);
      }
    }
  });
});

describe("the events page's calendar links", () => {
  it.each(LANGUAGES.map((lang) => [lang] as const))(
    "%s: each upcoming card it shows links its own file, no past card has one, and the page links the feed",
    (lang) => {
      const page = pages.find((p) => p.route === pathFor("events", lang))!;
      const hrefsIn = (id: string) =>
        [...page.document.querySelectorAll(`#${id} a[href$=".ics"]`)].map((a) => [a.getAttribute("href"), a.getAttribute("type")]);
      const { upcoming } = eventsFirstPage(eventsIn(lang), day);
      expect(hrefsIn("upcoming")).toEqual([
        ...upcoming.map((e) => [eventCalendarPath(lang, e.key), "text/calendar"]),
        [calendarPath(lang), "text/calendar"],
      ]);
      expect(hrefsIn("past")).toEqual([]);
    },
  );
});
