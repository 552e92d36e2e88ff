// The scheduled rebuild's decision (.github/workflows/calendar.yml, every 15 minutes): the live
// site's /site-date.json names the next moment at which a build would show something else (an entry
// goes live or comes down, an event's day ends, an opening closes: src/lib/schedule.ts). Past it,
// build and deploy; before it, stop. It reads nothing else and imports no package, so the workflow
// runs it bundled on its own, without installing the project: the usual run ends within a minute.
//   node scripts/run.mjs src/ci/liveSchedule.ts [<live URL>]   prints the decision; writes build=true|false to $GITHUB_OUTPUT
import fs from "fs";
import site from "../config/site.json";

/** Where the build publishes the moment (src/node/postBuild/writeSiteDateFile.ts). */
export const SITE_DATE_FILE = "site-date.json";

export interface Decision {
  build: boolean;
  reason: string;
}

/**
 * Whether the live build is due for a rebuild at `now`. Anything unreadable counts as due (a site
 * deployed before the file named its next moment, a host that answered with an error page): a
 * rebuild too many costs minutes, a missed one leaves an embargoed release unpublished. A run that
 * GitHub started late, or never, changes nothing: the next one still finds the moment passed.
 */
export function decide(live: unknown, now: number): Decision {
  if (typeof live !== "object" || live === null) return { build: true, reason: `the live site publishes no readable ${SITE_DATE_FILE}` };
  const next = (live as Record<string, unknown>).next;
  if (next === null) return { build: false, reason: "the live build has no change ahead" };
  if (typeof next !== "string" || Number.isNaN(Date.parse(next)))
    return { build: true, reason: `the live ${SITE_DATE_FILE} names no next moment (built before it did?)` };
  const at = Date.parse(next);
  const when = new Date(now).toISOString();
  return at <= now
    ? { build: true, reason: `the live build's next change (${next}) has passed at ${when}` }
    : { build: false, reason: `the live build's next change is at ${next}; it is ${when}` };
}

/** Reads the live file, never from a cache, and decides. */
export async function decideLive(liveUrl: string, now: number, fetcher: typeof fetch = fetch): Promise<Decision> {
  const url = new URL(SITE_DATE_FILE, liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`).href;
  try {
    const response = await fetcher(url, { headers: { "cache-control": "no-cache" }, signal: AbortSignal.timeout(20_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return decide(await response.json(), now);
  } catch (error) {
    return { build: true, reason: `${url} cannot be read (${(error as Error).message})` };
  }
}

export async function main(args: readonly string[]): Promise<string> {
  if (args.length > 1) throw new Error("Usage: liveSchedule.ts [<live site URL>]");
  const { build, reason } = await decideLive(args[0] || site.siteUrl, Date.now());
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `build=${build}\n`);
  return `${build ? "Rebuild" : "No rebuild"}: ${reason}`;
}
