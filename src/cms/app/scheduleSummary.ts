// The entry list's word on a scheduled entry: "Scheduled: goes live Tue 12 Jan, 08:00 MST", "Live
// until …", "Down since …" (src/lib/schedule.ts). Decap's list shows a summary template of the
// entry's fields and has no notion of now, so the state is worked out as each file is read (the
// collection's format, ./formats.ts) into a field of its own, shown by the summary and removed again
// before anything is checked or written: it is never saved.
import { formatMoment, liveWindow, scheduleState, SCHEDULED_COLLECTIONS } from "../../lib/schedule";

export { formatMoment };

/** The field the summary reads (src/cms/build/decapConfig.ts adds it to the scheduled collections' summary). */
export const SCHEDULE_SUMMARY_FIELD = "scheduleSummary";

export const isScheduledCollection = (collection: string): boolean => (SCHEDULED_COLLECTIONS as readonly string[]).includes(collection);

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
