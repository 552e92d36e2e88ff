// The build's date: the day a build shows its dated content for (which events are upcoming and which
// are past). A static site freezes time when it is built, so the day is an input like content/: read
// once per build in the business time zone, or fixed with SITE_DATE=YYYY-MM-DD. The same commit and
// the same date always build the same site; the tests, the site diff and the benchmark fix it.
import site from "../config/site.json";

/** The environment variable that fixes the build's date. */
export const SITE_DATE_VARIABLE = "SITE_DATE";

/** Whether `value` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * The calendar day it is at `at` in `timeZone`, as YYYY-MM-DD. At 23:30 in Denver it is already the
 * next day in UTC; visitors and editors live by the business's day, so that is the one that counts.
 */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The build's date: the day of SITE_TIME, else SITE_DATE's day, else today in the business time zone. */
export function siteDate(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
  timeZone: string = site.businessHours.timeZone,
): string {
  const fixed = env[SITE_DATE_VARIABLE];
  const moment = env[SITE_TIME_VARIABLE];
  // A moment names its day; a day alone is that day.
  if ((moment !== undefined && moment !== "") || (fixed !== undefined && parseZonedTime(fixed) !== undefined))
    return dayIn(timeZone, new Date(siteTime(env, now, timeZone)));
  if (fixed === undefined || fixed === "") return dayIn(timeZone, now);
  if (!isDay(fixed)) throw new Error(`${SITE_DATE_VARIABLE}="${fixed}" is not a day written YYYY-MM-DD, nor a date and time with its zone`);
  return fixed;
}

/** The day `days` after (or before, when negative) `day`, both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

// ---- The build's time ----
// Scheduled entries go live and come down at an editor's minute, not a day, so the clock is also a
// moment. SITE_TIME fixes it (a date and time with its zone); SITE_DATE may carry a time too. A day
// alone means the start of that day in the business time zone, so SITE_DATE=YYYY-MM-DD builds what
// it always built.

/** The environment variable that fixes the build's moment. */
export const SITE_TIME_VARIABLE = "SITE_TIME";

/**
 * A date and time with its zone, as the content and the clock store it: 2027-01-12T09:00:00-06:00
 * (seconds optional, Z for UTC). A time with no zone means a different moment on every machine, so it
 * is refused rather than guessed.
 */
export const ZONED_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** The moment `value` names, in milliseconds, or undefined when it is not a real date and time with its zone. */
export function parseZonedTime(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = ZONED_TIME.exec(value);
  if (!match || !isDay(match[1]!) || Number(match[2]) > 23 || Number(match[3]) > 59 || Number(match[4] ?? 0) > 59) return undefined;
  const zone = match[5]!;
  const normalised = zone === "Z" || zone.includes(":") ? value : `${value.slice(0, -zone.length)}${zone.slice(0, 3)}:${zone.slice(3)}`;
  const at = Date.parse(normalised);
  return Number.isNaN(at) ? undefined : at;
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds (-6 h in Mexico City). */
export function zoneOffset(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return wall - (at - (at % 1000));
}

/** The moment a day starts in `timeZone` (its midnight), in milliseconds. */
export function startOfDay(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The offset at UTC midnight is right unless a clock change falls between the two midnights; the second look corrects that.
  const first = utcMidnight - zoneOffset(timeZone, utcMidnight);
  return utcMidnight - zoneOffset(timeZone, first);
}

/**
 * The build's moment: SITE_TIME when set; else SITE_DATE, with its time or at the start of its day in
 * the business time zone; else now.
 */
export function siteTime(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
  timeZone: string = site.businessHours.timeZone,
): number {
  const fixed = env[SITE_TIME_VARIABLE];
  if (fixed !== undefined && fixed !== "") {
    const at = parseZonedTime(fixed);
    if (at === undefined)
      throw new Error(`${SITE_TIME_VARIABLE}="${fixed}" is not a date and time with its zone, like 2027-01-12T09:00:00-06:00`);
    return at;
  }
  const day = env[SITE_DATE_VARIABLE];
  if (day !== undefined && day !== "") {
    const at = parseZonedTime(day);
    if (at !== undefined) return at;
    if (!isDay(day)) throw new Error(`${SITE_DATE_VARIABLE}="${day}" is neither a day (YYYY-MM-DD) nor a date and time with its zone`);
    return startOfDay(day, timeZone);
  }
  return now.getTime();
}
