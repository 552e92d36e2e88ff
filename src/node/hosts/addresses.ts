// What the build tells each host about the addresses that have no page: the short addresses, the
// editors' moved addresses (content/addresses.json) and the pages that were live and no longer are.
// One plan per build, at its moment (`addressPlan`): the gone pages (createPages/gonePages.ts),
// `_redirects` (redirectsFile.ts) and nginx's addresses file (nginxConf.ts) are all written from it.
//
// Time moves pages without an edit: a release comes down, an entry goes live, a list grows a page.
// The rules that depend on the moment therefore never stop a build: each line is settled at the
// build's moment as a visitor would expect (`lineOutcome`), and the build's log says what time
// changed. The content lane and the site diff read the same rules at the moment a change is written,
// refuse what is wrong then (`checkAddresses(…, "written")`), and list what each moment ahead will
// change (`addressNotices`). The rules that do not depend on the moment are in
// src/content-model/addresses.ts, which the content manager runs too.
import fs from "fs";
import path from "path";
import { addressLines, addressProblems, type AddressLine, type SiteAddresses } from "../../content-model/addresses";
import { ADDRESSES } from "../../content-model/model";
import { entryByPath, entryPath, languageFromPath, pathFor, shortAddresses, type RouteKey } from "../../i18n/routes";
import { type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";
import { formatMoment, type ScheduleState } from "../../lib/schedule";
import { addressMoments, LIVE_ONLY, mayBePage, readSchedule, siteAt, type ScheduleSnapshot, type SiteAt } from "../schedule/siteAt";
import site from "../../config/site.json";

/** A page the build makes at an address whose page is gone: in its language, linking to its list. */
export interface GonePage {
  path: string;
  lang: Lang;
  /** The list the page was on (press, careers, events), when its address says. */
  list: RouteKey | null;
  /** Where its language switch leads: each language's list (or home). */
  alternates: Record<Lang, string>;
}

/** What one line of the editors' list does at a moment. */
export type LineOutcome =
  | { kind: "moved"; to: string }
  | { kind: "gone"; because: "written" | "new address gone" }
  | { kind: "left out"; because: "old address is a page" | "names an entry not live yet" | "new address is no page" };

/** A line that time made do otherwise than it says, with what it does at the plan's moment. */
export interface SettledLine {
  /** Counted from 1, as the content manager shows the list. */
  line: number;
  from: string;
  to?: string;
  outcome: LineOutcome;
}

export interface AddressPlan {
  /** The moment the plan is for, in milliseconds. */
  at: number;
  /** 301s: the short addresses, the careers list's former pages, then the editors' moved addresses in force. */
  moved: { from: string; to: string }[];
  /** The editors' moved addresses in force alone (content: the nginx server block includes them from a file of their own). */
  editorsMoved: { from: string; to: string }[];
  gone: GonePage[];
  /** The lines time settled otherwise than they are written: the build's log names each. */
  settled: SettledLine[];
}

/** The list as the file holds it; a missing file is an empty list (the content checks want it there). */
function readAddresses(contentDir: string): Record<string, unknown> {
  const file = path.join(contentDir, ADDRESSES.file);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
}

const shortAddressMap = () => new Map(shortAddresses().map(({ from, to }) => [from, to]));

/**
 * The site as the rules see it. "written": the site at the moment, as when a change is written (the
 * content lane, the tests): an address is a page or it is not. "build": only what no moment can
 * change: a page of the slug map is always one, an address no content names never is, and a later
 * page of a list or an item's page is neither refused nor taken on trust, since time decides
 * (`lineOutcome` settles it).
 */
function siteFor(snapshot: ScheduleSnapshot, at: number, mode: "written" | "build"): SiteAddresses {
  const pages = mode === "written" ? siteAt(snapshot, at).pages : undefined;
  return {
    isPage: (p) => {
      if (pages) return pages.has(p);
      const may = mayBePage(snapshot, p);
      return may === "always" ? true : may === "never" ? false : undefined;
    },
    shortAddresses: shortAddressMap(),
  };
}

/**
 * The content check of the list: each problem names the line, as the content manager numbers it, and
 * what to write instead. The build runs it in "build" mode, with the other content checks
 * (src/node/checkContent.ts): nothing the clock does can make it fail. The content's tests run it in
 * "written" mode at the moment of the change, and refuse a line that is wrong then.
 */
export function checkAddresses(contentDir: string, at: number, mode: "written" | "build" = "written"): string[] {
  const where = `content/${ADDRESSES.file}`;
  let data: Record<string, unknown>;
  try {
    data = readAddresses(contentDir);
  } catch (error) {
    return [`${where}: not valid JSON (${(error as Error).message})`];
  }
  const lines = addressLines(data);
  const lineOf = (labels: readonly string[]) => Number(labels[1]) || 0;
  const problems = [...addressProblems(data, siteFor(readSchedule(contentDir), at, mode))].sort(
    (a, b) => lineOf(a.labels) - lineOf(b.labels),
  );
  return problems.map((p) => {
    const n = Number(p.labels[1]);
    const line = lines[n - 1];
    const which = line ? ` (${describe(line)})` : "";
    return Number.isInteger(n) && n > 0
      ? `${where}, line ${n}${which}: “${p.labels[2]}” ${p.message}`
      : `${where}: “${p.labels.join(" › ")}” ${p.message}`;
  });
}

const describe = (line: AddressLine) => `${line.from || "no old address"} → ${line.to ?? "gone"}`;

/**
 * The item addresses that answer "gone" at the moment: each language's page of every entry that came
 * down, the most recent first. Gone addresses only accumulate, and a host that reads a limited number
 * of rules (src/node/hosts/hostLimits.ts) drops the last ones: the oldest, which search engines have
 * long dropped, go first.
 */
function goneEntryAddresses(now: SiteAt): Set<string> {
  const newestFirst = [...now.goneEntries].sort((a, b) => b.since - a.since);
  return new Set(newestFirst.flatMap(({ route, key }) => LANGUAGES.map((lang) => entryPath(route.key, lang, key))));
}

/**
 * What a line does at a moment, as a visitor would expect:
 * - its old address is a page now (an entry went live, a list grew a page): the page wins, and the
 *   line is left out of every host's file;
 * - it names an entry not live yet: left out, since a rule naming it would reveal it;
 * - its new address came down or closed: the old address answers as that page does, gone;
 * - its new address is no page now, and not gone: left out (the old address answers "not found");
 * - otherwise as written: forwarded (301), or gone.
 */
export function lineOutcome(line: AddressLine, now: SiteAt, gone: ReadonlySet<string> = goneEntryAddresses(now)): LineOutcome {
  if (now.pages.has(line.from)) return { kind: "left out", because: "old address is a page" };
  if (now.hidden.has(line.from)) return { kind: "left out", because: "names an entry not live yet" };
  if (line.to === undefined) return { kind: "gone", because: "written" };
  if (line.to.startsWith("https://") || now.pages.has(line.to)) return { kind: "moved", to: line.to };
  if (gone.has(line.to)) return { kind: "gone", because: "new address gone" };
  if (now.hidden.has(line.to)) return { kind: "left out", because: "names an entry not live yet" };
  return { kind: "left out", because: "new address is no page" };
}

const asWritten = (line: AddressLine, outcome: LineOutcome) =>
  (outcome.kind === "moved" && outcome.to === line.to) || (outcome.kind === "gone" && outcome.because === "written");

/**
 * Where a gone page's language switch leads, in each language: the list the page was on, else the
 * home. Never a gone address (the twin of a gone item is gone too): every address a page names answers 200.
 */
function alternatesOf(gonePath: string): Record<Lang, string> {
  const entry = entryByPath(gonePath);
  return perLanguage((lang) => (entry ? pathFor(entry.route.parent, lang) : pathFor("home", lang)));
}

/**
 * The careers list was once split into pages of twelve (/en/careers/2, …), which an earlier build may
 * have named in its sitemap; it is one page now. Each number a build of this content could have made
 * then (every opening it holds, twelve a page) forwards to the list.
 */
const FORMER_CAREERS_PAGE_SIZE = 12;
export function formerListPages(snapshot: ScheduleSnapshot): { from: string; to: string }[] {
  const pages = Math.ceil((snapshot.items.get("jobs")?.length ?? 0) / FORMER_CAREERS_PAGE_SIZE);
  return LANGUAGES.flatMap((lang) =>
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ({
      from: `${pathFor("careers", lang)}/${i + 2}`,
      to: pathFor("careers", lang),
    })),
  );
}

/**
 * The plan at `at` from a list that passed the content checks: the short addresses, the careers list's
 * former pages and the lines in force forward (301); each entry page that was live and no longer is
 * answers gone, unless a line forwards it (then the line wins); each line settled as `lineOutcome` says.
 */
export function planAddresses(
  now: SiteAt,
  lines: readonly AddressLine[],
  former: readonly { from: string; to: string }[] = [],
): AddressPlan {
  const goneAddresses = goneEntryAddresses(now);
  const editorsMoved: { from: string; to: string }[] = [];
  const goneLines: string[] = [];
  const settled: SettledLine[] = [];
  lines.forEach((line, i) => {
    const outcome = lineOutcome(line, now, goneAddresses);
    if (outcome.kind === "moved") editorsMoved.push({ from: line.from, to: outcome.to });
    if (outcome.kind === "gone") goneLines.push(line.from);
    if (!asWritten(line, outcome)) settled.push({ line: i + 1, from: line.from, ...(line.to !== undefined && { to: line.to }), outcome });
  });
  const forwarded = new Set(editorsMoved.map((l) => l.from));
  // The editors' own gone lines first (each a deliberate choice), then the entries that came down, newest first.
  const gonePaths = [...goneLines, ...goneAddresses].filter((p, i, all) => !forwarded.has(p) && all.indexOf(p) === i);
  const named = new Set(lines.map((line) => line.from));
  return {
    at: now.at,
    moved: [...shortAddresses(), ...former.filter((page) => !named.has(page.from)), ...editorsMoved],
    editorsMoved,
    gone: gonePaths.map((p) => ({
      path: p,
      lang: languageFromPath(p),
      list: entryByPath(p)?.route.parent ?? null,
      alternates: alternatesOf(p),
    })),
    settled,
  };
}

/** The editors' lines as the content holds them. */
export const readAddressLines = (contentDir: string): AddressLine[] => addressLines(readAddresses(contentDir));

/** The plan for a build of `contentDir` at `at` (run after the content checks, which refuse a list it would misread). */
export function addressPlan(contentDir: string, at: number, shown: ReadonlySet<ScheduleState> = LIVE_ONLY): AddressPlan {
  const snapshot = readSchedule(contentDir);
  return planAddresses(siteAt(snapshot, at, shown), readAddressLines(contentDir), formerListPages(snapshot));
}

/** The business time zone's city, for "09:00 MST (Denver time)". */
const zoneCity = (timeZone: string) => (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");

/** A moment as the notices name it, in the site's time zone. */
export const noticeMoment = (at: number, timeZone: string = site.businessHours.timeZone) =>
  `${formatMoment(at, timeZone)} (${zoneCity(timeZone)} time)`;

/**
 * What a line does from a moment on, in a visitor's words: `ahead` for a moment to come (the
 * notices), else for the moment of a build (its log).
 */
function whatHappens(line: AddressLine, outcome: LineOutcome, before: LineOutcome | undefined, ahead: boolean): string {
  const then = ahead ? " will then" : "";
  switch (outcome.kind) {
    case "moved":
      return before?.kind === "left out" && before.because === "old address is a page"
        ? `its old address ${ahead ? "stops being" : "is no longer"} a page: ${line.from}${then} forward${ahead ? "" : "s"} to ${outcome.to}`
        : `its new address ${line.to} ${ahead ? "becomes" : "is"} a page: ${line.from}${then} forward${ahead ? "" : "s"} there`;
    case "gone":
      return outcome.because === "new address gone"
        ? `its new address ${line.to} ${ahead ? "comes down" : "has come down"}: visitors of ${line.from}${then} see the gone page`
        : `its old address ${ahead ? "stops being" : "is no longer"} a page: ${line.from}${then} answer${ahead ? "" : "s"} “gone”`;
    case "left out":
      switch (outcome.because) {
        case "old address is a page":
          return `its old address ${line.from} ${ahead ? "becomes" : "is"} a page of the site: the page wins, and the line is left out of every host's rules`;
        case "names an entry not live yet":
          return "it names an entry that is not live yet: it is left out of every host's rules, which would reveal the entry";
        case "new address is no page":
          return `its new address ${line.to} ${ahead ? "stops being" : "is not"} a page: the line is left out, and ${line.from}${then} answer${ahead ? "" : "s"} “not found”`;
      }
  }
}

/** A notice of what time does to a line: when (null: at the moment the change is written), and in words. */
export interface AddressNotice {
  at: number | null;
  line: number;
  text: string;
}

/**
 * What time will do to the list, from `now` on: each line that does otherwise than it says now, and
 * for each moment a schedule names ahead (an entry goes live or comes down, an opening closes), each
 * line whose meaning then changes. Notices, not failures: a line time changes is settled by the build.
 * Lines the content checks refuse are left to those checks.
 */
export function addressNotices(contentDir: string, now: number): AddressNotice[] {
  const snapshot = readSchedule(contentDir);
  const data = readAddresses(contentDir);
  const broken = new Set(addressProblems(data, siteFor(snapshot, now, "build")).map((p) => Number(p.labels[1])));
  const lines = addressLines(data)
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ n }) => !broken.has(n));
  if (lines.length === 0) return [];
  const outcomesAt = (at: number) => {
    const moment = siteAt(snapshot, at);
    const gone = goneEntryAddresses(moment);
    return lines.map(({ line }) => lineOutcome(line, moment, gone));
  };
  const notices: AddressNotice[] = [];
  let before = outcomesAt(now);
  lines.forEach(({ line, n }, i) => {
    if (!asWritten(line, before[i]!)) notices.push({ at: null, line: n, text: whatHappens(line, before[i]!, undefined, false) });
  });
  for (const moment of addressMoments(snapshot, now)) {
    const after = outcomesAt(moment);
    lines.forEach(({ line, n }, i) => {
      if (JSON.stringify(after[i]) !== JSON.stringify(before[i]))
        notices.push({ at: moment, line: n, text: whatHappens(line, after[i]!, before[i], true) });
    });
    before = after;
  }
  return notices;
}

/** A notice as one sentence: "On Thu 3 Dec, 09:00 MST (Denver time), line 1 (/a → /b): …". */
export function noticeText(notice: AddressNotice, lines: readonly AddressLine[]): string {
  const line = lines[notice.line - 1];
  const which = `line ${notice.line}${line ? ` (${describe(line)})` : ""}`;
  return notice.at === null ? `Now, ${which}: ${notice.text}.` : `On ${noticeMoment(notice.at)}, ${which}: ${notice.text}.`;
}

/** The notices of a content folder as sentences, for the lane's log and the site diff's report. */
export function addressNoticeLines(contentDir: string, now: number): string[] {
  const lines = addressLines(readAddresses(contentDir));
  return addressNotices(contentDir, now).map((notice) => noticeText(notice, lines));
}

/** What the build's log says of each line time settled. */
export function settledLog(plan: AddressPlan): string[] {
  return plan.settled.map(
    (s) =>
      `content/${ADDRESSES.file}, line ${s.line} (${describe(s)}) at ${noticeMoment(plan.at)}: ${whatHappens(s, s.outcome, undefined, false)}`,
  );
}
