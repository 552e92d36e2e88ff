// `npm run site-diff -- [<base>] [options]` (scripts/run.mjs runs this file).
//   <base>                 a commit, branch or tag; default: the merge base with main
//   --before <dir> --after <dir>   compare two existing builds instead (nothing is built)
//   --markdown <file>      also write the Markdown report (the pull-request comment) there
//   --screenshots <dir>    before/after screenshots of the pages whose visible content changed
//   --screenshots-url <url>  where a reviewer downloads them (the workflow's run page)
//   --content <dir>        the content the later build was made from, the later side of "Translations
//                          to check" and of "Pictures and documents"; default: CONTENT_DIR, else content/
//   --content-before <dir> the content the earlier build was made from, for those two with
//                          --before/--after (with a base commit, its content/ is read from git)
//   --preview-url <url>    the pull request's deploy preview: each changed page links to itself there
//   --pages <file>         also write the pages a visitor would find changed or added, as a JSON list of
//                          paths (shared-frame changes list every page they are on): the content lane's
//                          browser checks run on those (scripts/test-content.sh)
// Prints the plain-text report. Exits 0 whether or not anything changed; 1 when it cannot compare.
import fs from "fs";
import path from "path";
import { SITE_DATE_FILE } from "../lib/eventCalendar";
import { formatMoment, liveWindow, scheduleState, SCHEDULED_COLLECTIONS } from "../lib/schedule";
import { siteTime } from "../lib/siteDate";
import { DEFAULT_LANGUAGE } from "../i18n/languages";
import { readItems } from "../node/contentChecks";
import { addressNoticeLines } from "../node/hosts/addresses";
import { contentDir } from "../node/paths";
import { atCommit, translationsToCheck } from "../translation-status/translationContent";
import { baseBuild, resolveBase } from "./baseBuild";
import { removalsWithoutWayOut } from "./removals";
import { compareSites, isVisible, type SiteChanges } from "./compare";
import { siteFacts } from "./facts";
import { mediaAtCommit, mediaChanges, mediaInFolder, type MediaChange } from "./media";
import { failureReport, renderReport, type ReportOptions } from "./report";
import { screenshots } from "./screenshots";

export interface Args {
  base?: string;
  before?: string;
  after?: string;
  markdown?: string;
  screenshots?: string;
  "screenshots-url"?: string;
  content?: string;
  "content-before"?: string;
  "preview-url"?: string;
  pages?: string;
}

const FLAGS = new Set([
  "--before",
  "--after",
  "--markdown",
  "--screenshots",
  "--screenshots-url",
  "--content",
  "--content-before",
  "--preview-url",
  "--pages",
]);

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (FLAGS.has(arg)) {
      const value = argv[++i];
      if (!value || value.startsWith("--")) throw new Error(`${arg} needs a value`);
      args[arg.slice(2) as keyof Args] = value;
    } else if (arg.startsWith("--")) {
      throw new Error(`Unknown option ${arg} (known: <base>, ${[...FLAGS].join(", ")})`);
    } else if (args.base === undefined) {
      args.base = arg;
    } else {
      throw new Error(`One base commit at most (got ${args.base} and ${arg})`);
    }
  }
  if ((args.before === undefined) !== (args.after === undefined)) throw new Error("--before and --after go together");
  if (args.before && args.base) throw new Error("Either a base commit or --before/--after, not both");
  if (args["content-before"] && !args.before)
    throw new Error("--content-before goes with --before/--after (a base commit's content is read from git)");
  return args;
}

/** The removals without a way out of the last diff made (./removals.ts): `main` fails on them. */
let lastRemovals: string[] = [];

export async function siteDiff(argv: readonly string[], repo: string, log = (s: string) => console.error(s)): Promise<string> {
  const args = parseArgs(argv);
  let before: string;
  let after: string;
  const names = { before: "", after: "" };
  const laterContent = args.content ? path.resolve(args.content) : contentDir;
  const later = { contentDir: laterContent, files: mediaInFolder(laterContent) };
  let translations: ReportOptions["translations"];
  let media: MediaChange[] = [];
  if (args.before && args.after) {
    [before, after] = [path.resolve(args.before), path.resolve(args.after)];
    [names.before, names.after] = [args.before, args.after];
    if (args["content-before"]) {
      const earlier = path.resolve(args["content-before"]);
      translations = translationsToCheck(earlier, laterContent);
      media = mediaChanges({ contentDir: earlier, files: mediaInFolder(earlier) }, later);
    }
  } else {
    const base = resolveBase(repo, args.base);
    after = path.join(repo, "public");
    if (!fs.existsSync(path.join(after, "index.html")))
      throw new Error("No build of the working tree in public/: run `npm run build` first.");
    before = baseBuild(repo, base.sha, log, undefined, builtOn(after));
    names.before = `${base.sha.slice(0, 10)} (${base.name})`;
    names.after = "this change";
    try {
      [translations, media] = atCommit(repo, base.sha, (earlier) => [
        translationsToCheck(earlier, laterContent),
        mediaChanges({ contentDir: earlier, files: mediaAtCommit(repo, base.sha) }, later),
      ]);
    } catch (error) {
      // A base without content/ (or without git) has nothing to compare: the rest of the diff stands.
      log(`Translations, pictures and documents not compared: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  const changes = compareSites(siteFacts(before), siteFacts(after), media);
  const removals = removalsWithoutWayOut(changes, after);
  lastRemovals = removals;
  // Past events are not named: the build moves them to the past list by itself (src/lib/eventCalendar.ts).
  const options: ReportOptions = {
    before: names.before,
    after: names.after,
    scheduled: scheduledEntries(laterContent, siteTime()),
    addressesAhead: addressNoticeLines(laterContent, siteTime()),
    removals,
    ...(translations && { translations }),
    ...(args["preview-url"] && { previewUrl: args["preview-url"] }),
  };
  if (args.screenshots) {
    // A change on every page is shown on the first of them.
    const frame = changes.everyPage.changes.length > 0 && isVisible({ route: "", status: "changed", changes: changes.everyPage.changes });
    const routes = [
      ...new Set([...changes.pages.filter(isVisible).map((p) => p.route), ...(frame ? changes.everyPage.routes.slice(0, 1) : [])]),
    ];
    const taken = routes.length > 0 ? await screenshots(repo, { before, after }, routes, args.screenshots) : [];
    options.screenshots = { dir: args.screenshots, routes: taken, ...(args["screenshots-url"] && { url: args["screenshots-url"] }) };
  }
  if (args.pages) {
    fs.mkdirSync(path.dirname(path.resolve(args.pages)), { recursive: true });
    fs.writeFileSync(args.pages, `${JSON.stringify(pagesToCheck(changes), null, 2)}\n`);
  }
  if (args.markdown) {
    fs.mkdirSync(path.dirname(path.resolve(args.markdown)), { recursive: true });
    fs.writeFileSync(args.markdown, renderReport(changes, "markdown", options));
  }
  return renderReport(changes, "text", options);
}

/**
 * The pages a visitor would find changed or added: each page's own changes and the shared frame's
 * (a footer's phone number is on every page), visible or not, since a check may fail on either.
 */
export function pagesToCheck(changes: SiteChanges): string[] {
  const own = changes.pages.filter((page) => page.status !== "removed").map((page) => page.route);
  return [...new Set([...own, ...changes.everyPage.routes])].sort();
}

/** The entries of a content folder not live yet at `at`, soonest first, with when each goes live. */
export function scheduledEntries(contentDir: string, at: number): NonNullable<ReportOptions["scheduled"]> {
  return SCHEDULED_COLLECTIONS.flatMap((collection) =>
    readItems(contentDir, collection, DEFAULT_LANGUAGE).flatMap((entry) => {
      const from = liveWindow(entry).from;
      if (scheduleState(entry, at) !== "scheduled" || from === undefined) return [];
      return [{ collection, key: String(entry.key), title: String(entry.title), goesLive: formatMoment(from), from }];
    }),
  )
    .sort((a, b) => a.from - b.from)
    .map(({ from: _from, ...entry }) => entry);
}

/** The build's date a build published (src/node/postBuild/writeSiteDateFile.ts), if it did. */
export function builtOn(build: string): string | undefined {
  try {
    const { date } = JSON.parse(fs.readFileSync(path.join(build, SITE_DATE_FILE), "utf8")) as { date?: unknown };
    return typeof date === "string" ? date : undefined;
  } catch {
    return undefined;
  }
}

/** The command (scripts/run.mjs): siteDiff, and when it cannot compare, a Markdown file that says so in place of the report. */
export async function main(argv: readonly string[], repo: string): Promise<string | number> {
  try {
    const report = await siteDiff(argv, repo);
    // A page removed with nothing at its address fails the change, after the report says which and what to do.
    if (lastRemovals.length > 0) {
      process.stdout.write(report);
      console.error(`site-diff: ${lastRemovals.length} page(s) removed with nothing at their address: ${lastRemovals.join(", ")}`);
      return 1;
    }
    return report;
  } catch (error) {
    const at = argv.indexOf("--markdown");
    const file = at >= 0 ? argv[at + 1] : undefined;
    if (file && !file.startsWith("--")) {
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      fs.writeFileSync(file, failureReport((error as Error).message));
    }
    throw error;
  }
}
