import { absoluteUrl, entryByPath, entryPath, listByPath, routeByPath, pathFor } from "./routes";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from "./languages";

export interface SitemapPage {
  path: string;
  /** A page whose address is gone (src/node/hosts/addresses.ts) has `gone` in its context: never listed. */
  pageContext?: { gone?: unknown; alternates?: Partial<Record<Lang, string>> } | null;
}

export interface SitemapEntry {
  /** gatsby-plugin-sitemap filters on `path`; only url and links are written. */
  path: string;
  url: string;
  links: { lang: string; url: string }[];
}

/**
 * Only slug-map pages are listed (no redirect, no 404, no gone page), each with its language alternates:
 * the slug map's pages, the items' own pages, and the pages of the long lists, each with the same
 * value's page in the other language.
 */
export function sitemapEntries(pages: SitemapPage[]): SitemapEntry[] {
  return pages.flatMap((page) => {
    if (page.pageContext?.gone) return [];
    const found = routeByPath(page.path);
    const entry = found ? undefined : entryByPath(page.path);
    // An item's own page (a press release, an opening, an event), paired with the same item in every language.
    if (entry) return [withAlternates(page.path, (lang) => entryPath(entry.route.key, lang, entry.itemKey))];
    // A page of a long list (a year's releases): its twins are in its context, since a type's or a place's
    // words differ between languages.
    const alternates = page.pageContext?.alternates;
    if (!found && listByPath(page.path) && alternates && LANGUAGES.every((lang) => typeof alternates[lang] === "string"))
      return [withAlternates(page.path, (lang) => alternates[lang]!)];
    if (!found) return [];
    return [withAlternates(page.path, (other) => pathFor(found.route.key, other))];
  });
}

/** A page's entry: its address, and the same page in every language, the default one as x-default. */
function withAlternates(path: string, pathIn: (lang: Lang) => string): SitemapEntry {
  return {
    path,
    url: absoluteUrl(path),
    links: [
      ...LANGUAGES.map((lang) => ({ lang, url: absoluteUrl(pathIn(lang)) })),
      { lang: "x-default", url: absoluteUrl(pathIn(DEFAULT_LANGUAGE)) },
    ],
  };
}
