// The calendar files the build writes (src/node/postBuild/eventCalendars.ts), for made-up events on
// fixed days: before, on and after an event's day, with more events ahead than the page lists, and
// with nothing ahead. Each file is read by a standard iCalendar parser (__tests__/support/icalendar.ts).
import { settings } from "../../../src/config/settings";
import { absoluteUrl, calendarPath, eventCalendarPath, listPath } from "../../../src/i18n/routes";
import { eventTitleId } from "../../../src/lib/eventAnchor";
import { calendarFiles, eventUid, type CalendarEvent, type CalendarWords } from "../../../src/node/postBuild/eventCalendars";
import { parseCalendar } from "../../support/icalendar";
import type { Lang } from "../../../src/i18n/languages";

const HOST = new URL(settings.siteUrl).host;
const WORDS: Record<Lang, CalendarWords> = {
  en: { feedName: "{{brand}} events", eventDescription: "{{type}}, {{participants}} players, {{prizePool}}: {{url}}" },
  es: { feedName: "Eventos de {{brand}}", eventDescription: "{{type}}, {{participants}} jugadores, {{prizePool}}: {{url}}" },
};

const event = (key: string, date: string, lang: Lang = "en"): CalendarEvent => ({
  key,
  // A comma and a semicolon, which iCalendar escapes: the parser must read them back as written.
  title: `${lang === "en" ? "Cup" : "Copa"} ${key}, round; one`,
  date,
  location: "Lima, Peru",
  type: lang === "en" ? "Qualifier" : "Clasificatorio",
  participantsLabel: "1,024",
  prizePoolLabel: "$1,000",
});
// Out of order on purpose; four ahead of the day, more than the launch content's three.
const EVENTS = ["2027-01-15:before", "2027-01-17:after", "2027-01-16:on", "2027-03-01:later", "2027-02-01:next"].map((s) => {
  const [date = "", key = ""] = s.split(":");
  return event(key, date);
});

const filesOn = (day: string, lang: Lang = "en", events: readonly CalendarEvent[] = EVENTS) => {
  const files = calendarFiles(lang, events, day, WORDS[lang], "Mythforge Group");
  return new Map(files.map((f) => [f.path, f.text]));
};

describe("the calendar files on a day", () => {
  const DAY = "2027-01-16";
  const files = filesOn(DAY);
  const feed = parseCalendar(files.get(calendarPath("en"))!);

  it("list in the feed every event from the day on, in the page's order, however many", () => {
    expect(feed.events.map((e) => e.uid)).toEqual(["on", "after", "next", "later"].map((key) => `${key}@${HOST}`));
  });

  it("give each of them a file of its own, and none to an event before the day", () => {
    expect([...files.keys()].sort()).toEqual(
      [calendarPath("en"), ...["on", "after", "next", "later"].map((key) => eventCalendarPath("en", key))].sort(),
    );
    expect(files.has(eventCalendarPath("en", "before"))).toBe(false);
  });

  it("write each event as a whole day on its date, named, placed, described and linked in the language's words", () => {
    const own = parseCalendar(files.get(eventCalendarPath("en", "on"))!);
    expect(own.events).toEqual([
      {
        uid: `on@${HOST}`,
        start: { type: "date", day: "2027-01-16" },
        end: { type: "date", day: "2027-01-17" },
        stamp: "2027-01-16T00:00:00Z",
        summary: "Cup on, round; one",
        location: "Lima, Peru",
        // Its card on its month's page, which never moves (the events page shows only the soonest).
        description: `Qualifier, 1,024 players, $1,000: ${absoluteUrl(listPath("eventsMonth", "en", "2027-01"))}#${eventTitleId("on")}`,
        url: `${absoluteUrl(listPath("eventsMonth", "en", "2027-01"))}#${eventTitleId("on")}`,
      },
    ]);
    // The feed says the same of the event as its own file.
    expect(feed.events[0]).toEqual(own.events[0]);
  });

  it("name the feed for calendar apps and ask them to refresh it daily; a single event's file is no calendar of its own", () => {
    expect(feed).toMatchObject({ name: "Mythforge Group events", method: "PUBLISH", refreshInterval: "P1D" });
    const own = parseCalendar(files.get(eventCalendarPath("en", "after"))!);
    expect(own).toMatchObject({ name: undefined, method: "PUBLISH", refreshInterval: undefined });
  });

  it("are iCalendar text as RFC 5545 writes it: CRLF after every line, the last too, none longer than 75 octets", () => {
    for (const [file, text] of files) {
      expect({ file, start: text.startsWith("BEGIN:VCALENDAR\r\n"), end: text.endsWith("END:VCALENDAR\r\n") }).toEqual({
        file,
        start: true,
        end: true,
      });
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const long = text.split("\r\n").filter((line) => Buffer.byteLength(line, "utf8") > 75);
      expect(long).toEqual([]);
    }
  });
});

describe("an event's day moving past", () => {
  it("the day before, on it and the day after: listed, listed, gone (from the feed and as a file)", () => {
    const listed = (day: string) => parseCalendar(filesOn(day).get(calendarPath("en"))!).events.map((e) => e.uid.split("@")[0]);
    expect(listed("2027-01-15")).toEqual(["before", "on", "after", "next", "later"]);
    expect(listed("2027-01-16")).toEqual(["on", "after", "next", "later"]);
    expect(listed("2027-01-17")).toEqual(["after", "next", "later"]);
    expect(filesOn("2027-01-16").has(eventCalendarPath("en", "before"))).toBe(false);
    expect(filesOn("2027-01-15").has(eventCalendarPath("en", "before"))).toBe(true);
  });

  it("with nothing ahead the feed is a valid, named calendar without events, and there is no event file", () => {
    const files = filesOn("2027-03-02");
    expect([...files.keys()]).toEqual([calendarPath("en")]);
    expect(parseCalendar(files.get(calendarPath("en"))!)).toEqual({
      name: "Mythforge Group events",
      method: "PUBLISH",
      refreshInterval: "P1D",
      events: [],
    });
    expect(filesOn("2027-01-16", "en", []).size).toBe(1);
  });
});

describe("the same event in both languages", () => {
  const DAY = "2027-01-16";
  const en = parseCalendar(filesOn(DAY, "en").get(eventCalendarPath("en", "on"))!).events[0]!;
  const es = parseCalendar(
    filesOn(
      DAY,
      "es",
      EVENTS.map((e) => event(e.key, e.date, "es")),
    ).get(eventCalendarPath("es", "on"))!,
  ).events[0]!;

  it("has one UID, so a calendar that has it in one language updates it from the other instead of doubling it", () => {
    expect(es.uid).toBe(en.uid);
    expect(en.uid).toBe(eventUid("on"));
    expect(eventUid("on", "https://events.example.org/")).toBe("on@events.example.org");
  });

  it("is told in each language's words and links to its card on that language's page of its month", () => {
    expect(es.summary).toBe("Copa on, round; one");
    expect(es.description).toMatch(/^Clasificatorio, 1,024 jugadores/);
    expect(es.url).toBe(`${absoluteUrl(listPath("eventsMonth", "es", "2027-01"))}#${eventTitleId("on")}`);
    expect(parseCalendar(filesOn(DAY, "es").get(calendarPath("es"))!).name).toBe("Eventos de Mythforge Group");
  });
});

describe("the same content on the same day", () => {
  const render = () => JSON.stringify([...filesOn("2027-01-16")]);

  it("writes the same bytes whatever the clock says and whatever the machine's time zone", () => {
    const first = render();
    const zone = process.env.TZ;
    jest.useFakeTimers({ now: new Date("2031-07-04T23:59:59Z") });
    try {
      for (const tz of ["Pacific/Kiritimati", "America/Los_Angeles", "UTC"]) {
        process.env.TZ = tz;
        expect(render()).toBe(first);
      }
    } finally {
      jest.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(first).not.toContain("2031");
  });
});
