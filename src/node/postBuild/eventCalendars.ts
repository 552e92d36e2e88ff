// Writes public/<lang>/<events page>.ics, each language's calendar feed of its upcoming events, and
// public/<lang>/<events page>/<key>.ics, one file per upcoming event for "Add to calendar".
import fs from "fs";
import path from "path";
import ical, { ICalCalendarMethod } from "ical-generator";
import { contentSettings as settings } from "../contentFolder";
import { buildDate } from "../buildDate";
import { fact, StepFailure } from "../buildSteps";
import { publicDir } from "../paths";
import { fill, headStrings } from "../../i18n/headStrings";
import { absoluteUrl, calendarPath, eventCalendarPath, eventCardPath, pathFor } from "../../i18n/routes";
import { splitEvents } from "../../lib/eventCalendar";
import { addDays } from "../../lib/siteDate";
import type { PostBuildFacts, PostBuildStep } from "./steps";
import { type Lang, LANGUAGES } from "../../i18n/languages";

/** An event as its GraphQL node gives it in one language, its figures formatted in that language. */
export type CalendarEvent = Pick<
  Queries.UpcomingEvent,
  "key" | "title" | "date" | "location" | "type" | "participantsLabel" | "prizePoolLabel"
>;

/** The words of the calendar files, from the events page's strings (content/locales/<lang>/events.json, `calendar`). */
export interface CalendarWords {
  /** The feed's name in a calendar app ("{{brand}} events"). */
  feedName: string;
  /** Each event's description ("{{type}} with {{participants}} participants … {{url}}"). */
  eventDescription: string;
}

export interface CalendarFile {
  /** The site path it is served at: calendarPath or eventCalendarPath. */
  path: string;
  text: string;
}

/** A subscribed calendar asks again once a day: the site is rebuilt when an event's day passes (docs/deploying.md#calendar). */
const REFRESH_SECONDS = 24 * 60 * 60;

/**
 * An event's UID, the same in the feed and in its own file, in every language: a calendar that has
 * the event (subscribed, or added from the page) updates it instead of showing it twice. The key
 * names the event for good (its file name in content/); the host says whose event it is.
 */
export function eventUid(key: string, siteUrl: string = settings.siteUrl): string {
  return `${key}@${new URL(siteUrl).host}`;
}

/**
 * Where an event's calendar entry leads: its card on its month's page in that language
 * (/en/events/2027-05#<key>-title), which never moves: the events page itself shows only the soonest.
 */
export function eventUrl(lang: Lang, key: string, date: string): string {
  return absoluteUrl(eventCardPath(lang, key, date.slice(0, 10)));
}

/**
 * One language's calendar files for a build on `day`: the feed of the events the events page lists
 * as upcoming (src/lib/eventCalendar.ts), in its order, and a file of its own for each of them. Each
 * event is an all-day event on its date (DTEND is the next day, as RFC 5545 counts whole days). The
 * stamp is the build's date at midnight UTC, never the clock: the same content and the same day
 * write the same bytes. Nothing upcoming gives a feed without events, which calendar apps read as empty.
 */
export function calendarFiles(
  lang: Lang,
  events: readonly CalendarEvent[],
  day: string,
  words: CalendarWords,
  brand: string = settings.brandName,
): CalendarFile[] {
  const { upcoming } = splitEvents(events, day);
  const stamp = new Date(`${day}T00:00:00Z`);
  const calendar = (listed: readonly CalendarEvent[], feed: boolean): string => {
    const cal = ical({
      prodId: { company: brand, product: "Events", language: lang.toUpperCase() },
      method: ICalCalendarMethod.PUBLISH,
      // Only the feed is a calendar of its own: with a name, an app that imports a single event's
      // file may make a new calendar of it instead of adding the event to the visitor's own.
      ...(feed && {
        name: fill(words.feedName, { brand }),
        url: absoluteUrl(pathFor("events", lang)),
        source: absoluteUrl(calendarPath(lang)),
        ttl: REFRESH_SECONDS,
      }),
    });
    for (const event of listed) {
      const url = eventUrl(lang, event.key, event.date);
      cal.createEvent({
        id: eventUid(event.key),
        allDay: true,
        start: event.date,
        end: addDays(event.date, 1),
        stamp,
        summary: event.title,
        location: event.location,
        description: fill(words.eventDescription, {
          type: event.type,
          participants: event.participantsLabel,
          prizePool: event.prizePoolLabel,
          url,
        }),
        url,
      });
    }
    // RFC 5545 ends every line with CRLF, the last one too; the library leaves the last one off.
    return `${cal.toString()}\r\n`;
  };
  return [
    { path: calendarPath(lang), text: calendar(upcoming, true) },
    ...upcoming.map((event) => ({ path: eventCalendarPath(lang, event.key), text: calendar([event], false) })),
  ];
}

/** Writes every language's calendar files (see calendarFiles) from the events and strings in GraphQL. */
export async function writeCalendars(
  graphql: PostBuildFacts["graphql"],
  day: string = buildDate(),
  outDir: string = publicDir,
): Promise<void> {
  const result = await graphql<Queries.EventCalendarsQuery>(`
    query EventCalendars {
      events: allUpcomingEvent(sort: [{ date: ASC }, { key: ASC }]) {
        nodes {
          lang
          key
          title
          date
          location
          type
          participantsLabel
          prizePoolLabel
        }
      }
      locales: allLocale(filter: { ns: { eq: "events" } }) {
        nodes {
          ns
          language
          data
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new StepFailure(`the events query failed: ${JSON.stringify(result.errors)}`);
  const { events, locales } = result.data;
  for (const lang of LANGUAGES) {
    const t = headStrings({ edges: locales.nodes.filter((l) => l.language === lang).map((node) => ({ node })) });
    const words: CalendarWords = { feedName: t("events", "calendar.feedName"), eventDescription: t("events", "calendar.eventDescription") };
    const files = calendarFiles(
      lang,
      events.nodes.filter((event) => event.lang === lang),
      day,
      words,
    );
    for (const file of files) {
      const target = path.join(outDir, file.path);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, file.text);
    }
  }
}

export const eventCalendars: PostBuildStep = {
  name: "event calendars",
  writes: "public/<lang>/<events page>.ics and public/<lang>/<events page>/<key>.ics",
  needs: ["graphql"],
  run: (facts) => writeCalendars(fact(facts, "graphql")),
};
