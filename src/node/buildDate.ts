// The build's date (src/lib/siteDate.ts), read once per build: the page contexts and the published
// date file must agree even when a build runs across midnight. It is written back to SITE_DATE so
// any process the build starts sees the same day.
import { siteDate, SITE_DATE_VARIABLE } from "../lib/siteDate";

let day: string | undefined;

export function buildDate(): string {
  if (day === undefined) {
    day = siteDate();
    process.env[SITE_DATE_VARIABLE] = day;
  }
  return day;
}
