// Two builds' facts side by side: which pages were added, removed or changed, and how.
import { diffLines, diffWords } from "diff";
import type { FeedItem, PageFacts, SiteFacts } from "./facts";
import type { MediaChange } from "./media";

/** Words of unchanged text kept on each side of a change, so a reviewer can find it on the page. */
export const CONTEXT_WORDS = 6;

export type Segment = { kind: "same" | "removed" | "added"; text: string };
export type Hunk = Segment[];

export type FieldChange =
  | { field: ValueField; kind: "value"; before: string; after: string }
  | { field: ListField; kind: "list"; added: string[]; removed: string[] }
  | { field: "text"; kind: "text"; hunks: Hunk[] }
  | { field: "jsonLd"; kind: "lines"; lines: string[] }
  | { field: "styles"; kind: "styles" };

type ValueField = "title" | "description" | "canonical";
type ListField = "alternates" | "headings" | "links" | "images" | "socialCards";

export interface PageChange {
  route: string;
  status: "added" | "removed" | "changed";
  changes: FieldChange[];
}

export interface FeedChange {
  feed: string;
  added: FeedItem[];
  removed: FeedItem[];
  /** Same item (guid or link), another title or date. */
  changed: { before: FeedItem; after: FeedItem }[];
}

export interface SiteChanges {
  pageCount: { before: number; after: number };
  /** Changes of each page's own; a page whose only changes are the shared frame's is not here. */
  pages: PageChange[];
  /**
   * The changes found on every page of a language (the shared header and footer, the styles): told
   * once, and taken out of each page's own. `routes` are the pages they are on.
   */
  everyPage: { changes: FieldChange[]; routes: string[] };
  feeds: FeedChange[];
  sitemap: { added: string[]; removed: string[] };
  /**
   * The pages (in both builds) whose rules for elements they do not show changed (`unusedStyles` in
   * facts.ts): told in the details, never counted as a visible change. `noPageShows`: no page was
   * added and no page's visible styles changed, so the rules that changed style nothing any page shows.
   */
  unusedStyles: { routes: string[]; noPageShows: boolean };
  /** Pictures and documents added, replaced or removed in the content (./media.ts): a visible change. */
  media: MediaChange[];
}

export const FIELD_LABELS: Record<FieldChange["field"], string> = {
  title: "title",
  description: "description",
  canonical: "canonical",
  alternates: "alternates",
  headings: "headings",
  text: "text",
  links: "links",
  images: "images",
  socialCards: "social card",
  jsonLd: "JSON-LD",
  styles: "styles",
};

/** What one side has more of than the other, counting repeats (two identical links are two). */
export function listChanges(before: readonly string[], after: readonly string[]): { added: string[]; removed: string[] } {
  const take = (from: readonly string[], minus: readonly string[]) => {
    const left = new Map<string, number>();
    for (const item of minus) left.set(item, (left.get(item) ?? 0) + 1);
    return from.filter((item) => {
      const n = left.get(item) ?? 0;
      if (n > 0) left.set(item, n - 1);
      return n === 0;
    });
  };
  return { added: take(after, before), removed: take(before, after) };
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
/** The first n words of a text, with the space before them. */
const firstWords = (s: string, n: number) => new RegExp(`^\\s*(?:\\S+\\s+){0,${n - 1}}\\S*`).exec(s)?.[0] ?? "";
/** The last n words of a text, with the space after them. */
const lastWords = (s: string, n: number) => (/\S/.test(s) ? (new RegExp(`(?:\\S+\\s+){0,${n - 1}}\\S+\\s*$`).exec(s)?.[0] ?? "") : s);

/**
 * A word-level diff cut into hunks, each with a few unchanged words around it. Segments keep the
 * text's own spacing, so "555‑CARD" → "555‑GAME" reads as one word with its last part changed.
 */
export function textHunks(before: string, after: string, context = CONTEXT_WORDS): Hunk[] {
  const parts = diffWords(before, after);
  const hunks: Hunk[] = [];
  let current: Hunk | undefined;
  let lead = "";
  parts.forEach((part, i) => {
    const value = part.value.replace(/\s+/g, " ");
    if (!part.added && !part.removed) {
      const count = words(value).length;
      const last = i === parts.length - 1;
      if (current && count <= 2 * context && !last) {
        if (value) current.push({ kind: "same", text: value });
        return;
      }
      if (current) {
        const tail = firstWords(value, context) + (count > context ? " …" : "");
        if (tail) current.push({ kind: "same", text: tail });
        hunks.push(current);
        current = undefined;
      }
      lead = (count > context ? "… " : "") + lastWords(value, context);
      return;
    }
    if (!value) return;
    if (!current) current = lead ? [{ kind: "same", text: lead }] : [];
    current.push({ kind: part.added ? "added" : "removed", text: value });
  });
  if (current) hunks.push(current);
  return hunks;
}

const VALUE_FIELDS: ValueField[] = ["title", "description", "canonical"];
const LIST_FIELDS: ListField[] = ["alternates", "headings", "links", "images", "socialCards"];

export function comparePage(before: PageFacts, after: PageFacts): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of VALUE_FIELDS) {
    if (before[field] !== after[field]) changes.push({ field, kind: "value", before: before[field], after: after[field] });
  }
  if (before.text !== after.text) {
    // Header, page and footer apart: a footer's change then reads the same on every page.
    const hunks = before.parts.flatMap((part, i) => (part === after.parts[i] ? [] : textHunks(part, after.parts[i]!)));
    changes.push({ field: "text", kind: "text", hunks: hunks.length > 0 ? hunks : textHunks(before.text, after.text) });
  }
  for (const field of LIST_FIELDS) {
    const { added, removed } = listChanges(before[field], after[field]);
    if (added.length + removed.length > 0) changes.push({ field, kind: "list", added, removed });
  }
  const ldBefore = before.jsonLd.join("\n");
  const ldAfter = after.jsonLd.join("\n");
  if (ldBefore !== ldAfter) {
    const lines = diffLines(`${ldBefore}\n`, `${ldAfter}\n`).flatMap((part) =>
      part.added || part.removed
        ? part.value
            .replace(/\n$/, "")
            .split("\n")
            .map((l) => `${part.added ? "+" : "-"} ${l}`)
        : [],
    );
    changes.push({ field: "jsonLd", kind: "lines", lines });
  }
  if (before.styles !== after.styles) changes.push({ field: "styles", kind: "styles" });
  return changes;
}

/** Changes a visitor sees on the page itself (screenshots are taken of these pages). */
export function isVisible(change: PageChange): boolean {
  return change.status !== "changed" || change.changes.some((c) => ["text", "headings", "images", "styles"].includes(c.field));
}

function compareFeed(feed: string, before: FeedItem[], after: FeedItem[]): FeedChange {
  const byId = new Map(before.map((item) => [item.id, item]));
  const afterIds = new Set(after.map((item) => item.id));
  const changed: FeedChange["changed"] = [];
  const added: FeedItem[] = [];
  for (const item of after) {
    const old = byId.get(item.id);
    if (!old) added.push(item);
    else if (old.title !== item.title || old.date !== item.date) changed.push({ before: old, after: item });
  }
  return { feed, added, removed: before.filter((item) => !afterIds.has(item.id)), changed };
}

/** `media`: the uploads' changes, read from the two content folders, not from the builds. */
export function compareSites(before: SiteFacts, after: SiteFacts, media: MediaChange[] = []): SiteChanges {
  const routes = [...new Set([...before.pages.keys(), ...after.pages.keys()])].sort();
  const pages: PageChange[] = [];
  for (const route of routes) {
    const a = before.pages.get(route);
    const b = after.pages.get(route);
    if (!a && b) pages.push({ route, status: "added", changes: [] });
    else if (a && !b) pages.push({ route, status: "removed", changes: [] });
    else if (a && b) {
      const changes = comparePage(a, b);
      if (changes.length > 0) pages.push({ route, status: "changed", changes });
    }
  }
  const both = routes.filter((route) => before.pages.has(route) && after.pages.has(route));
  const unusedStyles = both.filter((route) => before.pages.get(route)!.unusedStyles !== after.pages.get(route)!.unusedStyles);
  const { own, everyPage } = sharedFrame(pages, both);
  const feedNames = [...new Set([...before.feeds.keys(), ...after.feeds.keys()])].sort();
  const feeds = feedNames
    .map((feed) => compareFeed(feed, before.feeds.get(feed) ?? [], after.feeds.get(feed) ?? []))
    .filter((f) => f.added.length + f.removed.length + f.changed.length > 0);
  return {
    pageCount: { before: before.pages.size, after: after.pages.size },
    pages: own,
    everyPage,
    feeds,
    sitemap: listChanges(before.sitemap, after.sitemap),
    unusedStyles: {
      routes: unusedStyles,
      noPageShows:
        unusedStyles.length > 0 &&
        !pages.some((page) => page.status === "added" || page.changes.some((change) => change.field === "styles")),
    },
    media,
  };
}

type Part = string;
/** The parts of a change that can stand alone, keyed so that the same part on two pages matches. */
function partKeys(change: FieldChange): Part[] {
  switch (change.kind) {
    case "value":
      return [`${change.field}:${change.before}→${change.after}`];
    case "text":
      return change.hunks.map((hunk) => `text:${JSON.stringify(hunk)}`);
    case "list":
      return [...change.removed.map((item) => `${change.field}:-${item}`), ...change.added.map((item) => `${change.field}:+${item}`)];
    case "lines":
      return change.lines.map((line) => `${change.field}:${line}`);
    case "styles":
      return ["styles"];
  }
}

/** The change with only the parts `keep` says yes to; undefined when none is left. */
function filterParts(change: FieldChange, keep: (key: Part) => boolean): FieldChange | undefined {
  switch (change.kind) {
    case "text": {
      const hunks = change.hunks.filter((hunk) => keep(`text:${JSON.stringify(hunk)}`));
      return hunks.length > 0 ? { ...change, hunks } : undefined;
    }
    case "list": {
      const removed = change.removed.filter((item) => keep(`${change.field}:-${item}`));
      const added = change.added.filter((item) => keep(`${change.field}:+${item}`));
      return removed.length + added.length > 0 ? { ...change, removed, added } : undefined;
    }
    case "lines": {
      const lines = change.lines.filter((line) => keep(`${change.field}:${line}`));
      return lines.length > 0 ? { ...change, lines } : undefined;
    }
    default:
      return partKeys(change).every(keep) ? change : undefined;
  }
}

/** Which language a route is in ("/en/about" → "en"); pages outside them are a group of their own. */
const groupOf = (route: string) => route.split("/")[1]?.replace(/\.html$/, "") ?? "";

/**
 * The shared frame's changes: a part found on every page of a language (two pages at least) that
 * both builds have. A footer's new phone number is then told once, not on each of the pages.
 */
export function sharedFrame(
  pages: readonly PageChange[],
  routesInBoth: readonly string[],
): { own: PageChange[]; everyPage: SiteChanges["everyPage"] } {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const keysOf = (route: string) => new Set(byRoute.get(route)?.changes.flatMap(partKeys) ?? []);
  const groups = new Map<string, string[]>();
  for (const route of routesInBoth) groups.set(groupOf(route), [...(groups.get(groupOf(route)) ?? []), route]);
  const frame = new Set<Part>();
  const examples: PageChange[] = [];
  for (const routes of groups.values()) {
    if (routes.length < 2) continue;
    const [first, ...rest] = routes.map(keysOf);
    const common = [...first!].filter((key) => rest.every((keys) => keys.has(key)));
    if (common.length === 0) continue;
    common.forEach((key) => frame.add(key));
    examples.push(byRoute.get(routes[0]!)!);
  }
  if (frame.size === 0) return { own: [...pages], everyPage: { changes: [], routes: [] } };
  // Told once: each part of the frame from the first page that shows it.
  const told = new Set<Part>();
  const changes = examples.flatMap((page) =>
    page.changes.flatMap((change) => {
      const kept = filterParts(change, (key) => frame.has(key) && !told.has(key));
      if (kept) partKeys(kept).forEach((key) => told.add(key));
      return kept ? [kept] : [];
    }),
  );
  const routes = pages
    .filter((page) => page.status === "changed" && page.changes.some((c) => partKeys(c).some((key) => frame.has(key))))
    .map((p) => p.route);
  return { own: ownChanges(pages, frame), everyPage: { changes: mergeByField(changes), routes } };
}

/** One change per field: each language's frame adds its hunks, items and lines to the field's. */
function mergeByField(changes: readonly FieldChange[]): FieldChange[] {
  const merged: FieldChange[] = [];
  for (const change of changes) {
    const at = merged.findIndex((c) => c.field === change.field);
    const same = merged[at];
    if (!same) merged.push(change);
    else if (same.kind === "text" && change.kind === "text") merged[at] = { ...same, hunks: [...same.hunks, ...change.hunks] };
    else if (same.kind === "list" && change.kind === "list")
      merged[at] = { ...same, added: [...same.added, ...change.added], removed: [...same.removed, ...change.removed] };
    else if (same.kind === "lines" && change.kind === "lines") merged[at] = { ...same, lines: [...same.lines, ...change.lines] };
  }
  return merged;
}

/** Each page's changes without the frame's; a page left with none is not listed. */
function ownChanges(pages: readonly PageChange[], frame: ReadonlySet<Part>): PageChange[] {
  return pages.flatMap((page) => {
    if (page.status !== "changed") return [page];
    const left = page.changes.flatMap((change) => filterParts(change, (key) => !frame.has(key)) ?? []);
    return left.length > 0 ? [{ ...page, changes: left }] : [];
  });
}

/** Nothing a visitor sees changed; rules for elements no page shows may have (they are told apart). */
export function isUnchanged(changes: SiteChanges): boolean {
  return (
    changes.media.length === 0 &&
    changes.pages.length === 0 &&
    changes.everyPage.changes.length === 0 &&
    changes.feeds.length === 0 &&
    changes.sitemap.added.length + changes.sitemap.removed.length === 0
  );
}
