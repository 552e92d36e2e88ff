// Which events a build on a given day lists as upcoming and which as past: one rule for the events
// page (its query filters the same way), the build's published date file (whose next moment of
// change the scheduled rebuild reads: src/lib/schedule.ts) and the tests.
import site from "../config/site.json";
import { isOpen } from "./openings";

export interface DatedEvent {
  key: string;
  /** YYYY-MM-DD, compared as text. */
  date: string;
}

/**
 * Upcoming: every event on or after the day, by date; each is on its month's page, has its calendar
 * file and is in the feed, however many there are (docs/editing.md#events-list). Past: before the
 * day, newest first, at most `pastCount`.
 */
export function splitEvents<E extends DatedEvent>(
  events: readonly E[],
  day: string,
  pastCount: number = site.events.pastCount,
): { upcoming: E[]; past: E[] } {
  const byKey = (a: E, b: E) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const upcoming = events.filter((e) => e.date >= day).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : byKey(a, b)));
  const past = events.filter((e) => e.date < day).sort((a, b) => (a.date > b.date ? -1 : a.date < b.date ? 1 : byKey(a, b)));
  return { upcoming, past: past.slice(0, pastCount) };
}

/**
 * What the events page itself shows: the soonest `firstPageCount` events ahead, in date order, and the
 * newest past ones; `more` ahead are on their months' pages only.
 */
export function eventsFirstPage<E extends DatedEvent>(
  events: readonly E[],
  day: string,
  firstPageCount: number = site.events.firstPageCount,
  pastCount: number = site.events.pastCount,
): { upcoming: E[]; past: E[]; more: number } {
  const { upcoming, past } = splitEvents(events, day, pastCount);
  return { upcoming: upcoming.slice(0, firstPageCount), past, more: Math.max(0, upcoming.length - firstPageCount) };
}

/** Where a build publishes its date and its upcoming events, at the site's root. */
export const SITE_DATE_FILE = "site-date.json";

/** What that file holds. */
export interface PublishedCalendar {
  /** The build's date (src/lib/siteDate.ts). */
  date: string;
  /** The keys of the events the events page lists as upcoming, in its order. */
  upcoming: string[];
  /** The keys of the job openings still open (src/lib/openings.ts: through their closing date), in key order. */
  openings: string[];
}

export function publishedCalendar(
  events: readonly DatedEvent[],
  day: string,
  openings: readonly { key: string; closingDate?: string | null }[] = [],
): PublishedCalendar {
  return {
    date: day,
    upcoming: splitEvents(events, day).upcoming.map((e) => e.key),
    openings: openings
      .filter((o) => isOpen(o, day))
      .map((o) => o.key)
      .sort(),
  };
}
