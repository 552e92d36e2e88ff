// Whether a built site names an entry anywhere: its title, key, body words and upload file names,
// in every language, searched in every file under public/ (pages, page data, feeds, calendar files,
// the sitemap, site-date.json, structured data, the search index unzipped) and in the files' own names (social cards, processed
// pictures keep the upload's name). The scheduled-entries build test runs it for an entry before it
// goes live and after it comes down; a content lane can run it for each entry a pull request schedules:
//   filesNaming(publicDir, entryMarks(contentDir, "press", "quorvantine-alliance"))  → [] when nothing leaks
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { MEDIA_PREFIX } from "../content-model/media";
import { ITEM_COLLECTIONS, itemFolder } from "../content-model/model";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import { scheduleState, SCHEDULED_COLLECTIONS, type Scheduled } from "../lib/schedule";
import { siteTime } from "../lib/siteDate";
import { contentDir, publicDir } from "../node/paths";
import { resolveBase } from "../site-diff/baseBuild";
import { addressPlan } from "../node/hosts/addresses";
import { entryByPath } from "../i18n/routes";
import { changedPaths, CONTENT_FOLDER } from "./lane";

/** What identifies an entry in a built file. */
export interface EntryMarks {
  key: string;
  /** Each language's title. */
  titles: string[];
  /** Words of its texts (7 letters or more) that no other content file holds, so finding one means finding the entry. */
  words: string[];
  /** Its uploads' file names, without their extension (processed pictures keep the name, not the extension). */
  media: string[];
}

const TEXT_FIELDS = ["title", "summary", "excerpt", "body", "location", "department", "type"];

function contentTexts(dir: string, except: ReadonlySet<string>): string {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => /\.(json|md)$/.test(file) && !except.has(file) && fs.statSync(file).isFile())
    .map((file) => fs.readFileSync(file, "utf8"))
    .join("\n")
    .toLowerCase();
}

/** The marks of one entry of `collection`, read from the content folder. */
export function entryMarks(contentDir: string, collection: string, key: string): EntryMarks {
  const model = ITEM_COLLECTIONS.find((c) => c.name === collection);
  if (!model) throw new Error(`No collection "${collection}"`);
  const files = LANGUAGES.map((lang) => path.join(contentDir, itemFolder(model), lang, `${key}.json`));
  const data = files.map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>);
  const others = contentTexts(contentDir, new Set(files));
  const texts = data.flatMap((d) => TEXT_FIELDS.map((f) => d[f]).filter((v): v is string => typeof v === "string"));
  const words = [...new Set(texts.flatMap((t) => t.match(/\p{L}{7,}/gu) ?? []))].filter((w) => !others.includes(w.toLowerCase()));
  const uploads = data.flatMap((d) => JSON.stringify(d).match(new RegExp(`${MEDIA_PREFIX}[^"\\s)]+`, "g")) ?? []);
  return {
    key,
    titles: data.map((d) => String(d.title)),
    words,
    media: [...new Set(uploads.map((u) => path.basename(u).replace(/\.[^.]+$/, "")))],
  };
}

/** How a text can be written in a built file: as is, HTML-escaped, JSON-escaped. */
const spellings = (text: string): string[] => [
  ...new Set([
    text,
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"),
    JSON.stringify(text).slice(1, -1),
  ]),
];

/**
 * Scripts hold code, not content (a query's result goes to page data, which is searched), and a
 * bundle's dictionary words ("announced" in a library's source map) would be found for any entry:
 * so an entry's body words are looked for in every file but scripts and the content manager's own
 * bundle, and its key, titles and uploads in every file.
 */
const isCode = (file: string) => /\.(m?js|map)$/.test(file) || file.startsWith(`admin${path.sep}`);

/**
 * A file's text. The search index (public/pagefind/, src/node/postBuild/searchIndex.ts) keeps its words
 * and page texts gzipped, where a plain search of the bytes sees nothing: those are read unzipped.
 */
function readable(bytes: Buffer): string {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      return zlib.gunzipSync(bytes).toString("utf8");
    } catch {
      // Not gzip after all: its bytes as they are.
    }
  }
  return bytes.toString("utf8");
}

/**
 * Every file under `publicDir` whose name or bytes hold one of the marks, with the mark found.
 * `goneAddresses`: an entry whose page was live and came down keeps its addresses, which answer "gone"
 * (src/node/hosts/addresses.ts): its key may stand there, as part of those addresses and in the gone
 * pages' own files, and nowhere else; its titles, words and uploads nowhere at all.
 */
export function filesNaming(publicDir: string, marks: EntryMarks, goneAddresses: readonly string[] = []): { file: string; mark: string }[] {
  const everywhere = [marks.key, ...marks.titles, ...marks.media].filter((m) => m.length > 0);
  const goneFolders = goneAddresses.flatMap((address) => [address.slice(1), `page-data${address}`].map((folder) => `${folder}${path.sep}`));
  const found: { file: string; mark: string }[] = [];
  for (const file of fs.readdirSync(publicDir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(publicDir, file);
    if (!fs.statSync(full).isFile()) continue;
    const bytes = fs.readFileSync(full);
    const text = readable(bytes);
    const withoutAddresses = goneAddresses.reduce((rest, address) => rest.split(address).join(""), text);
    for (const mark of isCode(file) ? everywhere : [...everywhere, ...marks.words]) {
      const [name, body] =
        mark === marks.key && goneAddresses.length > 0
          ? [goneFolders.some((f) => file.startsWith(f)) ? "" : file, withoutAddresses]
          : [file, text];
      if (name.includes(mark) || spellings(mark).some((s) => body.includes(s))) found.push({ file, mark });
    }
  }
  return found;
}

/** The addresses of an entry that answer "gone" in a build at `at` (none for one not live yet): where its key may stand. */
export function goneAddressesOf(contentDir: string, key: string, at: number): string[] {
  return addressPlan(contentDir, at)
    .gone.map((page) => page.path)
    .filter((address) => entryByPath(address)?.itemKey === key);
}

/** The scheduled collections' entries a change touches, from its paths ("content/collections/press/es/<key>.json"). */
export function changedEntries(changed: readonly string[]): { collection: string; key: string }[] {
  const found = new Map<string, { collection: string; key: string }>();
  for (const model of ITEM_COLLECTIONS.filter((c) => (SCHEDULED_COLLECTIONS as readonly string[]).includes(c.name))) {
    const folder = `${CONTENT_FOLDER}${itemFolder(model)}/`;
    for (const file of changed) {
      const match = file.startsWith(folder) ? /^[^/]+\/([^/]+)\.json$/.exec(file.slice(folder.length)) : null;
      if (match) found.set(`${model.name}/${match[1]}`, { collection: model.name, key: match[1]! });
    }
  }
  return [...found.values()];
}

/**
 * The content lane's leak check (scripts/test-content.sh): each entry the change touches that is not
 * live at the build's moment (scheduled, or down) must be named by no file the lane's build wrote.
 *   node scripts/run.mjs src/ci/leakCheck.ts [<base>]
 * Prints each entry it checked; exits 1 naming the files of a leak.
 */
export function main(args: readonly string[], repo: string): string | number {
  if (args.length > 1) throw new Error("Usage: leakCheck.ts [<base commit>]");
  const base = resolveBase(repo, args[0]);
  const at = siteTime();
  const lines: string[] = [];
  let leaks = 0;
  for (const { collection, key } of changedEntries(changedPaths(repo, base.sha))) {
    // One value for both languages (like the dates), so the default language's file says when.
    const file = path.join(contentDir, `collections/${collection}`, DEFAULT_LANGUAGE, `${key}.json`);
    if (!fs.existsSync(file)) continue;
    const state = scheduleState(JSON.parse(fs.readFileSync(file, "utf8")) as Scheduled, at);
    if (state === "live") {
      lines.push(`${collection}/${key}: live at ${new Date(at).toISOString()}, so it may be anywhere`);
      continue;
    }
    const found = filesNaming(publicDir, entryMarks(contentDir, collection, key), goneAddressesOf(contentDir, key, at));
    leaks += found.length;
    lines.push(
      found.length === 0
        ? `${collection}/${key}: ${state} at ${new Date(at).toISOString()}, and no published file names it`
        : `${collection}/${key}: ${state} at ${new Date(at).toISOString()}, but ${found.length} published file(s) name it: ` +
            found
              .slice(0, 10)
              .map(({ file, mark }) => `${file} (${JSON.stringify(mark)})`)
              .join(", "),
    );
  }
  console.log(lines.length > 0 ? lines.join("\n") : "No news item, event, opening or press release changed: nothing scheduled to check.");
  return leaks > 0 ? 1 : 0;
}
