// Two builds' facts side by side: which pages were added, removed or changed, and how.
import { diffLines, diffWords } from "diff";
import type { FeedItem, PageFacts, SiteFacts } from "./facts";

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
  pages: PageChange[];
  feeds: FeedChange[];
  sitemap: { added: string[]; removed: string[] };
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
  if (before.text !== after.text) changes.push({ field: "text", kind: "text", hunks: textHunks(before.text, after.text) });
  for (const field of LIST_FIELDS) {
    const { added, removed } = listChanges(before[field], after[field]);
    if (added.length + removed.length > 0) changes.push({ field, kind: "list", added, removed });
  }
  const ldBefore = before.jsonLd.join("\n");
  const ldAfter = after.jsonLd.join("\n");
  if (ldBefore !== ldAfter) {
    const lines = diffLines(`${ldBefore}\n`, `${ldAfter}\n`).flatMap((part) =>
      part.added || part.removed ? part.value.replace(/\n$/, "").split("\n").map((l) => `${part.added ? "+" : "-"} ${l}`) : [],
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

export function compareSites(before: SiteFacts, after: SiteFacts): SiteChanges {
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
  const feedNames = [...new Set([...before.feeds.keys(), ...after.feeds.keys()])].sort();
  const feeds = feedNames
    .map((feed) => compareFeed(feed, before.feeds.get(feed) ?? [], after.feeds.get(feed) ?? []))
    .filter((f) => f.added.length + f.removed.length + f.changed.length > 0);
  return {
    pageCount: { before: before.pages.size, after: after.pages.size },
    pages,
    feeds,
    sitemap: listChanges(before.sitemap, after.sitemap),
  };
}

export function isUnchanged(changes: SiteChanges): boolean {
  return changes.pages.length === 0 && changes.feeds.length === 0 && changes.sitemap.added.length + changes.sitemap.removed.length === 0;
}
