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

/** The build's date: SITE_DATE when set (and a real day), else today in the business time zone. */
export function siteDate(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
  timeZone: string = site.businessHours.timeZone,
): string {
  const fixed = env[SITE_DATE_VARIABLE];
  if (fixed === undefined || fixed === "") return dayIn(timeZone, now);
  if (!isDay(fixed)) throw new Error(`${SITE_DATE_VARIABLE}="${fixed}" is not a day written YYYY-MM-DD`);
  return fixed;
}

/** The day `days` after (or before, when negative) `day`, both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
