// Writes nothing: stops the build when a page links to a file of the site (an .ics, a picture, a feed)
// that the build did not write, naming the page and the link.
import fs from "fs";
import path from "path";
import { htmlFiles } from "../htmlFiles";
import { publicDir } from "../paths";
import { refusal, type PostBuildStep } from "./steps";
import { contentDir } from "../contentFolder";
import { readItems } from "../contentChecks";
import { eventCalendarPath } from "../../i18n/routes";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";

/** A same-site address in an href or src: "/…", not "//host/…". */
const SITE_REFERENCE = /\s(?:href|src)="(\/(?!\/)[^"]*)"/g;
/** The last segment names a file (has an extension): pages are linked without one, and the hosts map those. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/**
 * "page → link" for each link of a page under `dir` to a file of the site that is not there. A page's own
 * address (no extension) is the host's to answer and __tests__/build/links.test.ts checks it; a file is
 * only there if the build wrote it. Issue 61 was such a link: an event's "Add to calendar" file that
 * only the first three upcoming events had.
 */
export function missingFiles(dir: string): string[] {
  return htmlFiles(dir).flatMap((file) => {
    const page = `/${path.relative(dir, file).split(path.sep).join("/")}`;
    const missing = new Set<string>();
    for (const [, reference] of fs.readFileSync(file, "utf8").matchAll(SITE_REFERENCE)) {
      const address = reference!.replace(/&amp;/g, "&").split(/[?#]/)[0]!;
      if (!FILE_NAME.test(address)) continue;
      let name: string;
      try {
        name = decodeURIComponent(address);
      } catch {
        name = address;
      }
      if (!fs.existsSync(path.join(dir, name))) missing.add(address);
    }
    return [...missing].map((address) => `${page} → ${address}`);
  });
}

/**
 * Whether time alone can take the file away: an event's calendar file, which the build writes only
 * while the event is ahead (an event of the content, in any state). A page text may link it; once the
 * event has passed or come down, refusing the link would stop the calendar's rebuild with no edit to
 * correct. Such a link is logged instead (the content's own tests, links.test.ts, still refuse it when
 * a change writes it).
 */
export function removedByTime(address: string, eventKeys: ReadonlySet<string>): boolean {
  return LANGUAGES.some((lang) => {
    const [before = "", after = ""] = eventCalendarPath(lang, ":key").split(":key");
    if (!address.startsWith(before) || !address.endsWith(after)) return false;
    return eventKeys.has(address.slice(before.length, address.length - after.length));
  });
}

const eventKeys = () => new Set(readItems(contentDir, "events", DEFAULT_LANGUAGE).map((event) => event.key));

const explain = (count: number, firstTen: string) =>
  `${count} link(s) of the built pages lead to a file the build did not write: ${firstTen}. Each would answer ` +
  '"not found". If the link is in a page text an editor wrote, correct it in that entry; if not, the step that ' +
  "writes the file and the component that links it disagree on which files exist (a developer's fix).";

export const refuseMissingFiles: PostBuildStep = {
  name: "no link to a missing file",
  writes: "nothing (a check)",
  run(facts) {
    const keys = eventKeys();
    const missing = missingFiles(publicDir);
    const timed = missing.filter((found) => removedByTime(found.split(" → ")[1]!, keys));
    for (const found of timed)
      facts.reporter?.warn(
        `Link to a calendar file of an event no longer ahead (time removed the file, the page still links it): ${found}`,
      );
    return refusal("no link to a missing file", () => missing.filter((found) => !timed.includes(found)), explain).run(facts);
  },
};
