// The entry list's word on a scheduled entry: "Scheduled: goes live Tue 12 Jan, 08:00 MST", "Live
// until …", "Down since …" (src/lib/schedule.ts). Decap's list shows a summary template of the
// entry's fields and has no notion of now, so the state is worked out as each file is read (the
// collection's format, ./formats.ts) into a field of its own, shown by the summary and removed again
// before anything is checked or written: it is never saved.
import site from "../../config/site.json";
import { liveWindow, scheduleState, SCHEDULED_COLLECTIONS } from "../../lib/schedule";

/** The field the summary reads (src/cms/build/decapConfig.ts adds it to the scheduled collections' summary). */
export const SCHEDULE_SUMMARY_FIELD = "scheduleSummary";

export const isScheduledCollection = (collection: string): boolean => (SCHEDULED_COLLECTIONS as readonly string[]).includes(collection);

/** A moment as editors read it, in the business's zone, with the zone's name: "Tue 12 Jan, 08:00 MST". */
export function formatMoment(at: number, timeZone: string = site.businessHours.timeZone): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  // en-GB names Denver's zone "GMT-7"; en-US gives its abbreviation.
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  return `${part("weekday")} ${part("day")} ${part("month")}, ${part("hour")}:${part("minute")} ${zone ?? part("timeZoneName")}`;
}

/** What the list says of an entry at `now`: nothing for one without a schedule or a closing date. */
export function scheduleSummary(data: Record<string, unknown>, now: number): string {
  const { from, until } = liveWindow(data);
  if (from === undefined && until === undefined) return "";
  switch (scheduleState(data, now)) {
    case "scheduled":
      return ` · Scheduled: goes live ${formatMoment(from!)}`;
    case "down":
      return ` · Down since ${formatMoment(until!)}`;
    case "live":
      return until === undefined ? " · Live" : ` · Live until ${formatMoment(until)}`;
  }
}

/** The entry as read, with its state for the list. */
export function withScheduleSummary(collection: string, data: Record<string, unknown>, now: number = Date.now()): Record<string, unknown> {
  return isScheduledCollection(collection) ? { ...data, [SCHEDULE_SUMMARY_FIELD]: scheduleSummary(data, now) } : data;
}

/**
 * The entry as it is checked and written: without the list's state, and without an empty time (the
 * picker keeps an untouched optional field as "", which a file need not hold).
 */
export function withoutScheduleSummary<T extends Record<string, unknown>>(data: T): T {
  const drop = (key: string, value: unknown) =>
    key === SCHEDULE_SUMMARY_FIELD || ((key === "goesLiveAt" || key === "comesDownAt") && (value === "" || value === null));
  if (!Object.entries(data).some(([key, value]) => drop(key, value))) return data;
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !drop(key, value))) as T;
}
