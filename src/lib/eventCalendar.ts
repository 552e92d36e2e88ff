// Which events a build on a given day lists as upcoming and which as past: one rule for the events
// page (its query filters the same way), the build's published date file, the scheduled rebuild's
// decision and the tests.
import site from "../config/site.json";
import { isOpen } from "./openings";

export interface DatedEvent {
  key: string;
  /** YYYY-MM-DD, compared as text. */
  date: string;
}

/** Upcoming: on or after the day, the next `upcomingCount` by date. Past: before it, newest first, at most `pastCount`. */
export function splitEvents<E extends DatedEvent>(
  events: readonly E[],
  day: string,
  upcomingCount: number = site.events.upcomingCount,
  pastCount: number = site.events.pastCount,
): { upcoming: E[]; past: E[] } {
  const byKey = (a: E, b: E) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  const upcoming = events.filter((e) => e.date >= day).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : byKey(a, b)));
  const past = events.filter((e) => e.date < day).sort((a, b) => (a.date > b.date ? -1 : a.date < b.date ? 1 : byKey(a, b)));
  return { upcoming: upcoming.slice(0, upcomingCount), past: past.slice(0, pastCount) };
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

/**
 * Whether the live site shows other upcoming events than a build today would, and why. Comparing the
 * upcoming keys is enough: an event that passes is the earliest upcoming one, so it leaves that list
 * (and enters the past list) on the same day. Anything unreadable counts as different: a rebuild too
 * many costs minutes, a missed one leaves a past event advertised.
 */
export function liveDiffers(live: unknown, today: PublishedCalendar): { differs: boolean; reason: string } {
  if (!isPublishedCalendar(live)) return { differs: true, reason: `the live site publishes no readable ${SITE_DATE_FILE}` };
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i]);
  // An opening whose closing date has passed leaves the careers page the same way (src/lib/openings.ts).
  if (!same(live.openings, today.openings))
    return {
      differs: true,
      reason: `the live build (${live.date}) lists ${list(live.openings)} as open openings; a build on ${today.date} lists ${list(today.openings)}`,
    };
  if (same(live.upcoming, today.upcoming))
    return {
      differs: false,
      reason: `the live build (${live.date}) lists the same upcoming events and open openings as a build on ${today.date}: ${list(today.upcoming)}`,
    };
  return {
    differs: true,
    reason: `the live build (${live.date}) lists ${list(live.upcoming)} as upcoming; a build on ${today.date} lists ${list(today.upcoming)}`,
  };
}

const list = (keys: readonly string[]) => (keys.length > 0 ? keys.join(", ") : "none");

function isPublishedCalendar(value: unknown): value is PublishedCalendar {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const keys = (list: unknown) => Array.isArray(list) && list.every((k) => typeof k === "string");
  return typeof v.date === "string" && keys(v.upcoming) && keys(v.openings);
}
