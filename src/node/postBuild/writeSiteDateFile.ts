// Writes public/site-date.json: the build's date, the events its events page lists as upcoming and the openings still open.
// The scheduled rebuild (.github/workflows/calendar.yml, src/ci/calendar.ts) reads the live copy
// and rebuilds only when a build today would list other upcoming events.
import fs from "fs";
import path from "path";
import { publishedCalendar, SITE_DATE_FILE, type DatedEvent } from "../../lib/eventCalendar";
import { buildDate } from "../buildDate";
import { contentDir } from "../contentFolder";
import { readItems } from "../contentChecks";
import { publicDir } from "../paths";
import type { PostBuildStep } from "./steps";
import { DEFAULT_LANGUAGE } from "../../i18n/languages";

export const writeSiteDateFile: PostBuildStep = {
  name: "site date",
  writes: `public/${SITE_DATE_FILE}`,
  run: () => {
    // Both languages list the same keys on the same dates (the content checks hold the dates equal).
    const events = readItems(contentDir, "events", DEFAULT_LANGUAGE) as unknown as DatedEvent[];
    const openings = readItems(contentDir, "jobs", DEFAULT_LANGUAGE) as unknown as { key: string; closingDate?: string }[];
    return fs.promises.writeFile(
      path.join(publicDir, SITE_DATE_FILE),
      `${JSON.stringify(publishedCalendar(events, buildDate(), openings))}\n`,
    );
  },
};
