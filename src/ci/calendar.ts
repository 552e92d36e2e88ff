// The build's date and the scheduled rebuild's decision (src/lib/siteDate.ts):
//   node scripts/run.mjs src/ci/calendar.ts date                prints the build's date: SITE_DATE, else today in the business time zone
//   node scripts/run.mjs src/ci/calendar.ts check [<live URL>]  does the live site (default: the settings' siteUrl) list other
//                                                               upcoming events than a build today would? Prints why, and writes
//                                                               differs=true|false to $GITHUB_OUTPUT when a workflow runs it.
// `check` is the first step of .github/workflows/calendar.yml: it reads the dates in content/ and the
// live site's published date file; it builds nothing.
import fs from "fs";
import site from "../config/site.json";
import { liveDiffers, publishedCalendar, SITE_DATE_FILE, type DatedEvent } from "../lib/eventCalendar";
import { siteDate } from "../lib/siteDate";
import { readItems } from "../node/contentChecks";
import { contentDir } from "../node/paths";
import { DEFAULT_LANGUAGE } from "../i18n/languages";

export interface CalendarCheck {
  /** The live site's address (its root). */
  liveUrl: string;
  contentDir: string;
  /** Today in the business time zone (src/lib/siteDate.ts). */
  day: string;
  /** Reads a URL as JSON; throws when it cannot. */
  fetchJson: (url: string) => Promise<unknown>;
}

export async function checkLiveCalendar({
  liveUrl,
  contentDir,
  day,
  fetchJson,
}: CalendarCheck): Promise<{ differs: boolean; reason: string }> {
  const today = publishedCalendar(
    readItems(contentDir, "events", DEFAULT_LANGUAGE) as unknown as DatedEvent[],
    day,
    readItems(contentDir, "jobs", DEFAULT_LANGUAGE) as unknown as { key: string; closingDate?: string }[],
  );
  const url = new URL(SITE_DATE_FILE, liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`).href;
  let live: unknown;
  try {
    live = await fetchJson(url);
  } catch (error) {
    // A site deployed before the file existed, or a host that is down: rebuild rather than risk advertising a past event.
    return {
      differs: true,
      reason: `${url} cannot be read (${(error as Error).message}); a build on ${day} lists ${today.upcoming.join(", ") || "none"}`,
    };
  }
  return liveDiffers(live, today);
}

/** fetch, as JSON, failing on an HTTP error; never from a cache. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { "cache-control": "no-cache" }, signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export async function main(args: readonly string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === "date" && rest.length === 0) return siteDate();
  if (command === "check" && rest.length <= 1) {
    const { differs, reason } = await checkLiveCalendar({ liveUrl: rest[0] || site.siteUrl, contentDir, day: siteDate(), fetchJson });
    if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `differs=${differs}\n`);
    return `${differs ? "Rebuild" : "No rebuild"}: ${reason}`;
  }
  throw new Error("Usage: calendar.ts date | check [<live site URL>]");
}
