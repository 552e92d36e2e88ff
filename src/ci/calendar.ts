// The build's date and moment, and the scheduled rebuild's decision (src/lib/siteDate.ts, src/lib/schedule.ts):
//   node scripts/run.mjs src/ci/calendar.ts date                prints the build's date: SITE_TIME's or SITE_DATE's day, else today in the business time zone
//   node scripts/run.mjs src/ci/calendar.ts time                prints the build's moment (ISO, UTC): SITE_TIME, else SITE_DATE's, else now
//   node scripts/run.mjs src/ci/calendar.ts check [<live URL>]  has the live site's next change (its /site-date.json) passed? Prints
//                                                               why, and writes build=true|false to $GITHUB_OUTPUT when a workflow runs it.
// `check` is src/ci/liveSchedule.ts, the decision .github/workflows/calendar.yml runs on its own; it builds nothing.
import { main as checkLive } from "./liveSchedule";
import { siteDate, siteTime } from "../lib/siteDate";

export async function main(args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === "date" && rest.length === 0) return siteDate();
  if (command === "time" && rest.length === 0) return new Date(siteTime()).toISOString();
  if (command === "check" && rest.length <= 1) return checkLive(rest);
  throw new Error("Usage: calendar.ts date | time | check [<live site URL>]");
}
