// The site diff as Markdown for a pull-request comment and as plain text for a terminal: a summary
// first, then each page's details, cut to fit GitHub's comment limit with a note saying so.
import { removalLines } from "./removals";
import { describeMedia, type TranslationFinding } from "../content-model/translations";
import { FIELD_LABELS, isUnchanged, isVisible, textHunks, type FieldChange, type Hunk, type PageChange, type SiteChanges } from "./compare";
import { LANGUAGE_NAMES } from "../i18n/languages";
import { formatFileSize } from "../i18n/format";
import type { MediaChange, MediaFileRef } from "./media";

/** GitHub refuses a comment body longer than this (characters). */
export const COMMENT_LIMIT = 65_536;
/** The first line of every Markdown report: the workflow finds its own comment by it. */
export const MARKER = "<!-- site-diff -->";
/** At most this many hunks, list items or JSON-LD lines per field, so one page cannot fill the report. */
const PER_FIELD = 25;

export interface ReportOptions {
  /** How the two builds are named in the report, e.g. a commit and "this branch". */
  before: string;
  after: string;
  /** Routes with screenshots, the folder they are in, and where a reviewer downloads them (the workflow's artifact). */
  screenshots?: { dir: string; routes: string[]; url?: string };
  /**
   * Texts the change left out of step between the languages (src/content-model/translations.ts);
   * undefined when the content was not compared.
   */
  translations?: TranslationFinding[];
  /**
   * Entries of the later content not live yet at its build's moment, with when each goes live
   * ("Mon 12 Jan, 09:00 CST"): the build leaves them out, so no page of the diff shows them.
   */
  scheduled?: { collection: string; key: string; title: string; goesLive: string }[];
  /**
   * What time will do to the moved and gone addresses of the later content, one sentence each
   * (src/node/hosts/addresses.ts, addressNoticeLines): notices, not failures; the build settles each.
   */
  addressesAhead?: string[];
  /** The pull request's deploy preview (its root address): each changed page in the table links to itself there. */
  previewUrl?: string;
  /** Pages removed with nothing at their address (./removals.ts): told first, and the diff fails. */
  removals?: string[];
  limit?: number;
}

type Style = "markdown" | "text";

const MD_SPECIAL = /[\\`*_{}[\]<>()#+\-!|~]/g;
const escape = (s: string, style: Style) => (style === "markdown" ? s.replace(MD_SPECIAL, "\\$&") : s);
const code = (s: string, style: Style) => (style === "markdown" ? `\`${s.replace(/`/g, "'")}\`` : s);

/** Segments carry their own spaces (none inside "555‑CARD"); markers go around the words only. */
function hunkLine(hunk: Hunk, style: Style): string {
  return hunk
    .map(({ kind, text }) => {
      const [, lead = "", words = "", trail = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(text) ?? [];
      const t = escape(words, style);
      if (kind === "same" || !t) return `${lead}${t}${trail}`;
      if (style === "markdown") return `${lead}${kind === "added" ? `**${t}**` : `~~${t}~~`}${trail}`;
      return `${lead}${kind === "added" ? `{+${t}+}` : `[-${t}-]`}${trail}`;
    })
    .join("")
    .trim();
}

function capped<T>(items: T[], render: (item: T) => string, style: Style): string[] {
  const lines = items.slice(0, PER_FIELD).map(render);
  if (items.length > PER_FIELD) lines.push(`${style === "markdown" ? "  - " : "    "}… and ${items.length - PER_FIELD} more`);
  return lines;
}

function fieldLines(change: FieldChange, style: Style): string[] {
  const label = FIELD_LABELS[change.field];
  const head = style === "markdown" ? `- **${label[0]!.toUpperCase()}${label.slice(1)}**` : `  ${label}:`;
  const item = (prefix: string, s: string) => (style === "markdown" ? `  - ${prefix} ${code(s, style)}` : `    ${prefix} ${s}`);
  switch (change.kind) {
    case "value": {
      const show = (s: string) => (s ? code(s, style) : "(none)");
      return [`${head}: ${show(change.before)} → ${show(change.after)}`];
    }
    case "text":
      return [head, ...capped(change.hunks, (h) => `${style === "markdown" ? "  - " : "    "}${hunkLine(h, style)}`, style)];
    case "list":
      return [
        head,
        ...capped(change.removed, (s) => item(style === "markdown" ? "−" : "-", s), style),
        ...capped(change.added, (s) => item("+", s), style),
      ];
    case "lines": {
      const lines = change.lines.slice(0, PER_FIELD);
      if (change.lines.length > PER_FIELD) lines.push(`… and ${change.lines.length - PER_FIELD} more lines`);
      return style === "markdown"
        ? [head, "", "  ```diff", ...lines.map((l) => `  ${l}`), "  ```"]
        : [head, ...lines.map((l) => `    ${l}`)];
    }
    case "styles":
      return [`${head}${style === "markdown" ? ":" : ""} changed (the layout may differ: see the screenshots)`];
  }
}

function pageDetails(page: PageChange, style: Style, options: ReportOptions): string {
  const title = style === "markdown" ? `#### ${code(page.route, style)} (${page.status})` : `${page.route} (${page.status})`;
  const lines = [title];
  if (page.status === "added") lines.push(style === "markdown" ? "A new page." : "  a new page");
  if (page.status === "removed") lines.push(style === "markdown" ? "The page is gone." : "  the page is gone");
  for (const change of page.changes) lines.push(...fieldLines(change, style));
  if (options.screenshots?.routes.includes(page.route)) {
    lines.push(`${style === "markdown" ? "" : "  "}Screenshots: ${code(`${options.screenshots.dir}/${shotFolder(page.route)}`, style)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The folder of one page's screenshots, named after its route. */
export function shotFolder(route: string): string {
  return route === "/" ? "root" : route.replace(/^\//, "").replace(/[^a-zA-Z0-9.-]+/g, "_");
}

function summary(changes: SiteChanges, style: Style, options: ReportOptions): string[] {
  const count = (status: PageChange["status"]) =>
    status === "changed"
      ? new Set([...changes.pages.filter((p) => p.status === status).map((p) => p.route), ...changes.everyPage.routes]).size
      : changes.pages.filter((p) => p.status === status).length;
  const headline = `${count("changed")} page(s) changed, ${count("added")} added, ${count("removed")} removed (${changes.pageCount.after} pages in ${options.after}, ${changes.pageCount.before} in ${options.before})`;
  const lines = [style === "markdown" ? `### Site diff: ${headline}` : `Site diff: ${headline}`, ""];
  const fields = (list: readonly FieldChange[]) => [...new Set(list.map((c) => FIELD_LABELS[c.field]))].join(", ");
  const frame = changes.everyPage;
  if (frame.changes.length > 0) {
    const what = `${fields(frame.changes)} (${frame.routes.length} pages: the shared frame; details below)`;
    lines.push(style === "markdown" ? `**On every page**: ${what}` : `On every page: ${what}`, "");
  }
  if (changes.pages.length > 0) {
    if (style === "markdown") lines.push("| page | what changed |", "| --- | --- |");
    for (const page of changes.pages) {
      const what = page.status === "changed" ? fields(page.changes) : `page ${page.status}`;
      const link =
        options.previewUrl && page.status !== "removed" && style === "markdown" ? previewLink(options.previewUrl, page.route) : undefined;
      const route = link ? `[${code(page.route, style)}](${link})` : code(page.route, style);
      lines.push(style === "markdown" ? `| ${route} | ${what} |` : `  ${page.route}: ${what}`);
    }
    lines.push("");
  }
  lines.push(...mediaLines(changes.media, style));
  for (const feed of changes.feeds) {
    const parts = [`${feed.added.length} item(s) added`, `${feed.removed.length} removed`, `${feed.changed.length} changed`];
    lines.push(`${style === "markdown" ? "**Feed** " : "Feed "}${code(feed.feed, style)}: ${parts.join(", ")}`);
    const item = (prefix: string, title: string, date: string) =>
      `${style === "markdown" ? "- " : "  "}${prefix} ${escape(title, style)} (${date})`;
    for (const i of feed.removed) lines.push(item(style === "markdown" ? "−" : "-", i.title, i.date));
    for (const i of feed.added) lines.push(item("+", i.title, i.date));
    for (const { before, after } of feed.changed) {
      const title = before.title === after.title ? after.title : `${before.title} → ${after.title}`;
      lines.push(item("~", title, before.date === after.date ? after.date : `${before.date} → ${after.date}`));
    }
    lines.push("");
  }
  const { added, removed } = changes.sitemap;
  if (added.length + removed.length > 0) {
    lines.push(`${style === "markdown" ? "**Sitemap**" : "Sitemap"}: ${added.length} entr(ies) added, ${removed.length} removed`);
    for (const loc of removed) lines.push(`${style === "markdown" ? "- −" : "  -"} ${code(loc, style)}`);
    for (const loc of added) lines.push(`${style === "markdown" ? "- +" : "  +"} ${code(loc, style)}`);
    lines.push("");
  }
  const shots = options.screenshots;
  if (shots && shots.routes.length > 0) {
    const what = `Screenshots before and after, at 375 and 1280 px, of the ${shots.routes.length} page(s) whose visible content changed`;
    const where = shots.url
      ? style === "markdown"
        ? `[download them](${shots.url}) (the run's artifact \`site-diff-screenshots\`)`
        : shots.url
      : code(shots.dir, style);
    lines.push(`${what}: ${where}.`, "");
  }
  return lines;
}

const size = (ref: MediaFileRef) => (ref.bytes === undefined ? "no such file" : formatFileSize(ref.bytes, "en"));
/** An upload as a reviewer reads it: "media/logo.png (48 kB)". */
const upload = (ref: MediaFileRef, style: Style) => `${code(ref.file, style)} (${size(ref)})`;

/** What a change did to one upload, in the words a reviewer reads. */
function mediaWhat({ status, before, after }: MediaChange, style: Style): string {
  if (status === "added" && after) return `added ${upload(after, style)}`;
  if (status === "removed" && before) return `removed ${upload(before, style)}`;
  if (!before || !after) return status;
  // Same name, other bytes: the editor uploaded a new version over the old one.
  if (before.file === after.file) return `replaced ${upload(before, style)} with a new file of the same name (${size(after)})`;
  return `replaced ${upload(before, style)} with ${upload(after, style)}`;
}

/** Pictures and documents added, replaced or removed, each named where the content manager shows it; a document per language. */
function mediaLines(media: readonly MediaChange[], style: Style): string[] {
  if (media.length === 0) return [];
  const md = style === "markdown";
  const count = (status: MediaChange["status"]) => media.filter((m) => m.status === status).length;
  const counts = `${count("added")} added, ${count("replaced")} replaced, ${count("removed")} removed`;
  const lines = [md ? `**Pictures and documents**: ${counts}` : `Pictures and documents: ${counts}`];
  for (const change of media) {
    const where = change.lang ? `${change.where}, ${LANGUAGE_NAMES[change.lang]}` : change.where;
    lines.push(md ? `- **${escape(where, style)}**: ${mediaWhat(change, style)}` : `  ${where}: ${mediaWhat(change, style)}`);
  }
  return [...lines, ""];
}

/**
 * Rules for elements the pages do not show before their scripts run (a partner's logo no partner has
 * yet, a toast): told, and not counted as a visible change.
 */
function unusedStylesLines(changes: SiteChanges, style: Style): string[] {
  const { routes, noPageShows } = changes.unusedStyles;
  if (routes.length === 0) return [];
  const shown = routes.slice(0, 5).map((route) => code(route, style));
  const which = noPageShows
    ? "styles for elements no page shows before its scripts run"
    : `styles for elements ${routes.length === 1 ? "this page does" : `these ${routes.length} pages do`} not show before ${routes.length === 1 ? "its" : "their"} scripts run (${shown.join(", ")}${routes.length > 5 ? ", …" : ""})`;
  const label = `${which[0]!.toUpperCase()}${which.slice(1)}`;
  return [`${style === "markdown" ? `**${label}**` : label}: changed (not counted as visible)`, ""];
}

/** A page's address on the deploy preview, as the hosts serve it (no index.html, no .html). */
export function previewLink(previewUrl: string, route: string): string {
  return `${previewUrl.replace(/\/+$/, "")}${route.replace(/\.html$/, "")}`;
}

/**
 * The comment with each page of its table linked on the preview: for a preview whose address is
 * known only after the comment was written (the Cloudflare workflow reports it when it has deployed).
 * Rows already linked, and pages removed, stay as they are.
 */
export function linkPages(markdown: string, previewUrl: string): string {
  return markdown.replace(
    /^\| `(\/[^`]*)` \| (?!page removed)/gm,
    (_row, route: string) => `| [\`${route}\`](${previewLink(previewUrl, route)}) | `,
  );
}

/** Texts of a translation finding are cut to this many characters; a longer change shows as hunks. */
const TRANSLATION_CHARS = 200;
/** At most this many findings; `npm run translation-status` lists them all. */
const TRANSLATIONS_SHOWN = 40;

function translationLines(findings: readonly TranslationFinding[] | undefined, style: Style): string[] {
  if (!findings || findings.length === 0) return [];
  const md = style === "markdown";
  const one = (s: string) => s.replace(/\s+/g, " ").trim();
  const quote = (s: string) => {
    const t = one(s);
    return code(t.length > TRANSLATION_CHARS ? `${t.slice(0, TRANSLATION_CHARS - 1)}…` : t, style);
  };
  const sub = (s: string) => (md ? `  - ${s}` : `    ${s}`);
  const head = (f: TranslationFinding, what: string) => (md ? `- **${escape(f.where, style)}**: ${what}` : `  ${f.where}: ${what}`);
  const lines = [md ? "**Translations to check**" : "Translations to check:"];
  for (const f of findings.slice(0, TRANSLATIONS_SHOWN)) {
    if (f.kind === "changed") {
      const [name, other] = [LANGUAGE_NAMES[f.lang], LANGUAGE_NAMES[f.other]];
      lines.push(head(f, `changed in ${name}, not in ${other}`));
      if (one(f.before).length + one(f.after).length > 2 * TRANSLATION_CHARS) {
        lines.push(
          ...textHunks(one(f.before), one(f.after))
            .slice(0, 5)
            .map((hunk) => sub(`${name}: ${hunkLine(hunk, style)}`)),
        );
      } else {
        lines.push(sub(`${name}: ${quote(f.before)} → ${quote(f.after)}`));
      }
      lines.push(sub(`${other}, unchanged: ${quote(f.otherText)}`));
    } else if (f.kind === "added") {
      lines.push(
        head(f, `written in ${LANGUAGE_NAMES[f.lang]} only`),
        sub(`${LANGUAGE_NAMES[f.lang]}: ${quote(f.after)}`),
        sub(`${LANGUAGE_NAMES[f.other]}: (nothing)`),
      );
    } else if (f.kind === "media") {
      lines.push(
        head(f, describeMedia(f, LANGUAGE_NAMES)),
        sub(`${LANGUAGE_NAMES[f.lang]}: ${quote(f.value)}`),
        sub(`${LANGUAGE_NAMES[f.other]}: (nothing)`),
      );
    } else {
      lines.push(head(f, "untranslated copy, the same words in both languages"), sub(quote(f.text)));
    }
  }
  if (findings.length > TRANSLATIONS_SHOWN)
    lines.push(
      `${md ? "- " : "  "}… and ${findings.length - TRANSLATIONS_SHOWN} more: \`npm run translation-status -- --since <base>\` lists them all`,
    );
  return [...lines, ""];
}

/** The changes on every page, once, before the pages' own. */
function everyPageDetails(changes: SiteChanges, style: Style): string {
  const { changes: frame, routes } = changes.everyPage;
  if (frame.length === 0) return "";
  const title = style === "markdown" ? `#### On every page (${routes.length} pages)` : `On every page (${routes.length} pages)`;
  return `${[title, ...frame.flatMap((change) => fieldLines(change, style))].join("\n")}\n\n`;
}

/** "To check before publishing": the translations to check under it; nothing when there are none. */
function toCheckLines(options: ReportOptions, style: Style): string[] {
  const translations = translationLines(options.translations, style);
  const scheduled = scheduledLines(options.scheduled ?? [], style);
  const ahead = addressesAheadLines(options.addressesAhead ?? [], style);
  const lines = [scheduled, ahead, translations]
    .filter((group) => group.length > 0)
    .flatMap((group, i) => (i > 0 ? ["", ...group] : group));
  if (lines.length === 0) return [];
  return [style === "markdown" ? "**To check before publishing**" : "To check before publishing:", "", ...lines];
}

/** Each entry that goes live later: it is in no page of this diff, and appears by itself at its time. */
function scheduledLines(scheduled: NonNullable<ReportOptions["scheduled"]>, style: Style): string[] {
  if (scheduled.length === 0) return [];
  return [
    style === "markdown" ? "**Scheduled** (on no page yet: each goes live by itself at its time)" : "Scheduled (on no page yet):",
    ...scheduled.map(
      (entry) => `- ${code(`${entry.collection}/${entry.key}`, style)} ${escape(entry.title, style)}: goes live ${entry.goesLive}`,
    ),
  ];
}

/** Each line of the moved and gone addresses that a moment ahead (or the present one) makes do otherwise than it says. */
function addressesAheadLines(notices: readonly string[], style: Style): string[] {
  if (notices.length === 0) return [];
  return [
    style === "markdown"
      ? "**Moved and gone addresses over time** (a notice: each change happens by itself, and no build fails on it)"
      : "Moved and gone addresses over time (a notice, not a failure):",
    ...notices.map((notice) => `- ${escape(notice, style)}`),
  ];
}

/**
 * The comment when there is nothing to compare (the change does not build): it replaces the last
 * diff, which no longer describes the pull request, and says where to look.
 */
export function failureReport(reason: string): string {
  return `${MARKER}\n### Site diff: not made\n\nThis change could not be compared with the live site: ${reason.split("\n")[0]}\n\nThe red check's **Details** show why; the editor guide (docs/editing.md, step 6) explains the common cases.\n`;
}

export function renderReport(changes: SiteChanges, style: Style, options: ReportOptions): string {
  const removed = removalLines(options.removals ?? [], style);
  const prefix = `${style === "markdown" ? `${MARKER}\n` : ""}${removed.length > 0 ? `${removed.join("\n")}\n` : ""}`;
  const toCheck = toCheckLines(options, style);
  const heading = style === "markdown" ? "\n#### Details\n\n" : "\nDetails\n\n";
  const unused = unusedStylesLines(changes, style);
  if (isUnchanged(changes)) {
    const line = `No visible change: all ${changes.pageCount.after} pages, the feeds and the sitemap are the same in ${options.after} as in ${options.before}.\n`;
    const details = unused.length > 0 ? `${heading}${unused.join("\n")}` : "";
    return `${prefix}${line}${toCheck.length > 0 ? `\n${toCheck.join("\n")}` : ""}${details}`;
  }
  const limit = options.limit ?? (style === "markdown" ? COMMENT_LIMIT : Infinity);
  const note = (n: number) =>
    `\n${style === "markdown" ? "> " : ""}The details of ${n} more page(s) are left out to keep this within a comment's size; ` +
    "`npm run site-diff` prints them all, and the workflow's job summary has them too.\n";
  const [headline = "", ...rest] = summary(changes, style, options);
  let out = prefix + [headline, "", ...toCheck, ...rest.slice(1)].join("\n");
  const frame = everyPageDetails(changes, style);
  const unusedText = unused.length > 0 ? `${unused.join("\n")}\n` : "";
  const details = changes.pages.filter((p) => p.changes.length > 0 || p.status !== "changed");
  // A change told whole in the summary (a new upload, a feed item) has no details to head.
  if (frame || unusedText || details.length > 0) {
    if (out.length + heading.length < limit) out += heading;
    if (out.length + frame.length < limit) out += frame;
    if (out.length + unusedText.length < limit) out += unusedText;
  }
  const reserve = note(details.length).length;
  for (const [i, page] of details.entries()) {
    const block = `${pageDetails(page, style, options)}\n`;
    if (out.length + block.length + reserve > limit) {
      out += note(details.length - i);
      break;
    }
    out += block;
  }
  // A summary alone can outgrow the limit (thousands of pages): cut it, and say so.
  if (out.length > limit) out = `${out.slice(0, limit - reserve - 2)}…\n${note(details.length)}`.slice(0, limit);
  return out;
}

export { isVisible };
