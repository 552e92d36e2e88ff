// Writes public/site-date.json: the build's date, the events its events page lists as upcoming, the
// openings still open, and the next moment the site changes by itself (src/lib/schedule.ts).
// The scheduled rebuild (.github/workflows/calendar.yml, src/ci/liveSchedule.ts) reads the live copy
// and rebuilds once that moment has passed. Only entries live on the build list here, and the moment
// does not say which entry is due: the file is public, and an embargoed release must not show in it.
import fs from "fs";
import path from "path";
import { publishedCalendar, SITE_DATE_FILE, type DatedEvent } from "../../lib/eventCalendar";
import { buildDate, buildTime } from "../buildDate";
import { contentDir } from "../contentFolder";
import { publicDir } from "../paths";
import { liveItems, nextSiteChange } from "../schedule/published";
import type { PostBuildStep } from "./steps";

export const writeSiteDateFile: PostBuildStep = {
  name: "site date",
  writes: `public/${SITE_DATE_FILE}`,
  run: () => {
    // Both languages list the same keys on the same dates (the content checks hold the dates equal).
    const at = buildTime();
    const events = liveItems(contentDir, "events", at) as unknown as DatedEvent[];
    const openings = liveItems(contentDir, "jobs", at) as unknown as { key: string; closingDate?: string }[];
    return fs.promises.writeFile(
      path.join(publicDir, SITE_DATE_FILE),
      `${JSON.stringify({ ...publishedCalendar(events, buildDate(), openings), next: nextSiteChange(contentDir, at) })}\n`,
    );
  },
};
