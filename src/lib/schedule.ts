// When an entry is on the site: one rule for the editors' "Goes live at" and "Comes down at" and an
// opening's closing date (docs/editing.md, "Schedule a release"). The build leaves out every entry
// that is not live at its moment (src/node/schedule/), writes the next moment the site changes
// (site-date.json), and the scheduled rebuild compares that moment with the clock (src/ci/liveSchedule.ts).
import site from "../config/site.json";
import { addDays, parseZonedTime, startOfDay } from "./siteDate";

/** The fields of an entry that decide when it is on the site; each optional. */
export interface Scheduled {
  /** An entry as read, with its other fields. */
  readonly [field: string]: unknown;
  /** A date and time with its zone (src/lib/siteDate.ts, ZONED_TIME). */
  goesLiveAt?: unknown;
  comesDownAt?: unknown;
  /** An opening's last day, YYYY-MM-DD: it comes down when that day ends in the business time zone. */
  closingDate?: unknown;
}

/** The collections whose entries an editor can schedule (src/content-model/model.ts gives them the two fields). */
export const SCHEDULED_COLLECTIONS = ["news", "events", "jobs", "press"] as const;

/** The moments an entry goes live and comes down, in milliseconds; undefined when it has none. */
export function liveWindow(entry: Scheduled, timeZone: string = site.businessHours.timeZone): { from?: number; until?: number } {
  const from = parseZonedTime(entry.goesLiveAt);
  const closing = typeof entry.closingDate === "string" && entry.closingDate !== "" ? entry.closingDate.slice(0, 10) : undefined;
  // A closing date is a "comes down at" the midnight after it; whichever comes first takes it down.
  const ends = [parseZonedTime(entry.comesDownAt), closing === undefined ? undefined : startOfDay(addDays(closing, 1), timeZone)].filter(
    (t): t is number => t !== undefined,
  );
  return { from, until: ends.length > 0 ? Math.min(...ends) : undefined };
}

export type ScheduleState = "scheduled" | "live" | "down";

/** Before its "goes live": scheduled. From its "comes down" (or the end of its closing date): down. Live in between, both ends included at the minute they name. */
export function scheduleState(entry: Scheduled, at: number, timeZone: string = site.businessHours.timeZone): ScheduleState {
  const { from, until } = liveWindow(entry, timeZone);
  if (from !== undefined && at < from) return "scheduled";
  if (until !== undefined && at >= until) return "down";
  return "live";
}

export const isLive = (entry: Scheduled, at: number, timeZone: string = site.businessHours.timeZone): boolean =>
  scheduleState(entry, at, timeZone) === "live";

/**
 * The next moment after `at` at which a build would show something else: an entry goes live or
 * comes down (a closing date included), or an event's day ends (it moves from upcoming to past). Only
 * the moment: which entry is due stays out of the published file.
 */
export function nextChange(
  entries: readonly Scheduled[],
  events: readonly Scheduled[],
  at: number,
  timeZone: string = site.businessHours.timeZone,
): number | undefined {
  const moments = [
    ...entries.flatMap((entry) => {
      const { from, until } = liveWindow(entry, timeZone);
      return [from, until];
    }),
    ...events.map((event) =>
      typeof event.date === "string" && event.date !== "" ? startOfDay(addDays(event.date.slice(0, 10), 1), timeZone) : undefined,
    ),
  ].filter((t): t is number => t !== undefined && t > at);
  return moments.length > 0 ? Math.min(...moments) : undefined;
}

/**
 * A moment as editors read it, in the business's zone, with the zone's name: "Tue 12 Jan, 08:00 MST"
 * ("mar 12 ene, 08:00 MST" with a Spanish locale). Always this order, whatever the locale's own.
 */
export function formatMoment(at: number, timeZone: string = site.businessHours.timeZone, locale = "en-GB"): string {
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => (parts.find((p) => p.type === type)?.value ?? "").replace(/\.$/, "");
  // en-GB and Spanish name Denver's zone "GMT-7"; en-US gives its abbreviation.
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} ${zone ?? part("timeZoneName")}`;
}
