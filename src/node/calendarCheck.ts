// The scheduled rebuild's first step (scripts/calendar.mjs check, .github/workflows/calendar.yml):
// does the live site list other upcoming events than a build today would? It reads the dates in
// content/ and the live site's published date file; it builds nothing.
import { DEFAULT_LANG } from "../content-model/model";
import { liveDiffers, publishedCalendar, SITE_DATE_FILE, type DatedEvent } from "../lib/eventCalendar";
import { readItems } from "./contentChecks";

export interface CalendarCheck {
  /** The live site's address (its root). */
  liveUrl: string;
  contentDir: string;
  /** Today in the business time zone (src/lib/siteDate.ts). */
  day: string;
  /** Reads a URL as JSON; throws when it cannot. */
  fetchJson: (url: string) => Promise<unknown>;
}

export async function checkLiveCalendar({ liveUrl, contentDir, day, fetchJson }: CalendarCheck): Promise<{ differs: boolean; reason: string }> {
  const today = publishedCalendar(readItems(contentDir, "events", DEFAULT_LANG) as unknown as DatedEvent[], day);
  const url = new URL(SITE_DATE_FILE, liveUrl.endsWith("/") ? liveUrl : `${liveUrl}/`).href;
  let live: unknown;
  try {
    live = await fetchJson(url);
  } catch (error) {
    // A site deployed before the file existed, or a host that is down: rebuild rather than risk advertising a past event.
    return { differs: true, reason: `${url} cannot be read (${(error as Error).message}); a build on ${day} lists ${today.upcoming.join(", ") || "none"}` };
  }
  return liveDiffers(live, today);
}

/** fetch, as JSON, failing on an HTTP error; never from a cache. */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { "cache-control": "no-cache" }, signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
