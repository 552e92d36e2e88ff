// The build's date and the scheduled rebuild's decision (src/lib/siteDate.ts, src/node/calendarCheck.ts):
//   node scripts/calendar.mjs date                 prints the build's date: SITE_DATE, else today in the business time zone
//   node scripts/calendar.mjs check [<live URL>]   does the live site (default: the settings' siteUrl) list other
//                                                  upcoming events than a build today would? Prints why, and writes
//                                                  differs=true|false to $GITHUB_OUTPUT when a workflow runs it.
import fs from "node:fs";
import path from "node:path";
import { importTs } from "./lib/importTs.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const [command, ...args] = process.argv.slice(2);
try {
  const { siteDate } = await importTs(path.join(root, "src/lib/siteDate.ts"));
  if (command === "date" && args.length === 0) {
    console.log(siteDate());
  } else if (command === "check" && args.length <= 1) {
    const { checkLiveCalendar, fetchJson } = await importTs(path.join(root, "src/node/calendarCheck.ts"));
    const { contentDir } = await importTs(path.join(root, "src/node/paths.ts"));
    const site = JSON.parse(fs.readFileSync(path.join(root, "src/config/site.json"), "utf8"));
    const { differs, reason } = await checkLiveCalendar({ liveUrl: args[0] || site.siteUrl, contentDir, day: siteDate(), fetchJson });
    console.log(`${differs ? "Rebuild" : "No rebuild"}: ${reason}`);
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `differs=${differs}\n`);
  } else {
    throw new Error("Usage: calendar.mjs date | check [<live site URL>]");
  }
} catch (error) {
  console.error(`calendar: ${error.message}`);
  process.exit(1);
}
