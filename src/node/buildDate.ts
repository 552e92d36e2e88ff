// The build's date and moment (src/lib/siteDate.ts), read once per build: the page contexts, the
// entries left out (src/node/schedule/) and the published date file must agree even when a build
// runs across midnight or a release's minute. Both are written back to the environment, so any
// process the build starts, and gatsby-config (compiled apart from gatsby-node, with its own copy of
// this module), see the same ones.
import { siteDate, siteTime, SITE_DATE_VARIABLE, SITE_TIME_VARIABLE } from "../lib/siteDate";

let moment: number | undefined;
let day: string | undefined;

/** The build's moment, in milliseconds. */
export function buildTime(): number {
  if (moment === undefined) {
    moment = siteTime();
    process.env[SITE_TIME_VARIABLE] = new Date(moment).toISOString();
  }
  return moment;
}

export function buildDate(): string {
  if (day === undefined) {
    buildTime();
    day = siteDate();
    process.env[SITE_DATE_VARIABLE] = day;
  }
  return day;
}
