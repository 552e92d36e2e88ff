// What a build at a moment publishes of the dated content (src/lib/schedule.ts). Two uses:
// - gatsby-config hands gatsby-source-filesystem the files to ignore: every language's file of an
//   entry not live at the build's moment, and each upload only such entries name. No node, query,
//   page, feed, card or picture can then be made from them: nothing after the sourcing has to
//   remember the rule.
// - the steps that read content/ directly (the published date file) take the live entries, and the
//   next moment a build would show something else.
import fs from "fs";
import path from "path";
import { MEDIA_FOLDER, MEDIA_PREFIX } from "../../content-model/media";
import { ITEM_COLLECTIONS, itemFolder } from "../../content-model/model";
import { readItems, type Item } from "../contentChecks";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { isLive, nextChange, scheduleState, SCHEDULED_COLLECTIONS, type ScheduleState } from "../../lib/schedule";
/** One collection's entries live at `at`, in the site's order (the shared fields are the default language's). */
export function liveItems(contentDir: string, name: string, at: number): Item[] {
  return readItems(contentDir, name, DEFAULT_LANGUAGE).filter((item) => isLive(item, at));
}

/** Whether an entry has a page of its own: its page text, written in every language or none (a content rule). */
export const hasPage = (item: Item): boolean => typeof item.body === "string" && item.body.trim() !== "";

/** The next moment after `at` at which the site changes by itself, as an ISO time in UTC, or null when nothing is ahead. */
export function nextSiteChange(contentDir: string, at: number): string | null {
  const entries = SCHEDULED_COLLECTIONS.flatMap((name) => readItems(contentDir, name, DEFAULT_LANGUAGE));
  // An event's day only moves a live event; one not yet live is counted by its "goes live".
  const events = liveItems(contentDir, "events", at);
  const next = nextChange(entries, events, at);
  return next === undefined ? null : new Date(next).toISOString();
}

export interface UnpublishedFiles {
  /** Absolute paths of the entries' files, in every language. */
  entries: string[];
  /** Absolute paths of the uploads no published content names. */
  media: string[];
}

/** Every upload path ("media/<file>") a file's text names. */
const mediaPathsIn = (text: string): string[] => [...text.matchAll(new RegExp(`${MEDIA_PREFIX}[^"'\\s)\\]]+`, "g"))].map((m) => m[0]);

function textFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(json|md)$/.test(file) && fs.statSync(file).isFile());
}

/**
 * Which files to leave out at `at`. `shown` lists the states still built: production builds only
 * "live"; a private preview also "scheduled", with its marker. A file that cannot be read is kept: the
 * content checks stop the build on it with a better message.
 */
export function unpublishedFiles(
  contentDir: string,
  at: number,
  shown: ReadonlySet<ScheduleState> = new Set(["live"]),
  timeZone?: string,
): UnpublishedFiles {
  const entries: string[] = [];
  for (const collection of ITEM_COLLECTIONS.filter((c) => (SCHEDULED_COLLECTIONS as readonly string[]).includes(c.name))) {
    const folder = path.join(contentDir, itemFolder(collection));
    const dir = path.join(folder, DEFAULT_LANGUAGE);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Record<string, unknown>;
      } catch {
        continue;
      }
      // The two fields are shared (one value for every language); the default language's file holds them.
      if (shown.has(scheduleState(data, at, timeZone))) continue;
      for (const lang of LANGUAGES) entries.push(path.join(folder, lang, name));
    }
  }
  const left = new Set(entries);
  const named = (files: readonly string[]) => new Set(files.flatMap((file) => mediaPathsIn(fs.readFileSync(file, "utf8"))));
  const kept = named(textFiles(contentDir).filter((file) => !left.has(file)));
  const media = [...named(entries)]
    .filter((upload) => !kept.has(upload))
    .map((upload) => path.join(contentDir, MEDIA_FOLDER, upload.slice(MEDIA_PREFIX.length)));
  return { entries, media };
}
