// Which events a build on a given day lists as upcoming and which as past: one rule for the events
// page (its query filters the same way), the build's published date file, the scheduled rebuild's
// decision and the tests.
import site from "../config/site.json";

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

/** The id of an event card's heading on its language's events page (src/components/events/EventCard.tsx): calendar entries link there. */
export function eventTitleId(key: string): string {
  return `${key}-title`;
}

/** Where a build publishes its date and its upcoming events, at the site's root. */
export const SITE_DATE_FILE = "site-date.json";

/** What that file holds. */
export interface PublishedCalendar {
  /** The build's date (src/lib/siteDate.ts). */
  date: string;
  /** The keys of the events the events page lists as upcoming, in its order. */
  upcoming: string[];
}

export function publishedCalendar(events: readonly DatedEvent[], day: string): PublishedCalendar {
  return { date: day, upcoming: splitEvents(events, day).upcoming.map((e) => e.key) };
}

/**
 * Whether the live site shows other upcoming events than a build today would, and why. Comparing the
 * upcoming keys is enough: an event that passes is the earliest upcoming one, so it leaves that list
 * (and enters the past list) on the same day. Anything unreadable counts as different: a rebuild too
 * many costs minutes, a missed one leaves a past event advertised.
 */
export function liveDiffers(live: unknown, today: PublishedCalendar): { differs: boolean; reason: string } {
  if (!isPublishedCalendar(live)) return { differs: true, reason: `the live site publishes no readable ${SITE_DATE_FILE}` };
  const same = live.upcoming.length === today.upcoming.length && live.upcoming.every((key, i) => key === today.upcoming[i]);
  if (same)
    return {
      differs: false,
      reason: `the live build (${live.date}) lists the same upcoming events as a build on ${today.date}: ${list(today.upcoming)}`,
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
  return typeof v.date === "string" && Array.isArray(v.upcoming) && v.upcoming.every((k) => typeof k === "string");
}
