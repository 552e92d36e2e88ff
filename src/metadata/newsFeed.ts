// What the news feeds say and where their items lead. A news item whose press release (the release
// with the same key) has a page of its own links there; otherwise an item the home page lists links
// to its card there, an older one to its card on its year's page, an address that never moves.
import { absoluteUrl, entryPath, listPath, pathFor } from "../i18n/routes";
import { yearOf } from "../lib/listFacets";
import type { Lang } from "../i18n/languages";

/** The home page's news section (src/components/pages/HomePage.tsx). */
export const NEWS_SECTION_ID = "news";

/** The id of a news item's card on its language's home page. */
export function newsItemId(key: string): string {
  return `news-${key}`;
}

export interface FeedNewsItem {
  readonly key: string;
  /** YYYY-MM-DD, as in the content. */
  readonly date: string;
  readonly title: string;
  readonly excerpt: string;
}

export interface FeedEntry {
  title: string;
  description: string;
  link: string;
  /** Stable for the item's life, unlike `link`, which moves to the item's year page once its card leaves the home page. */
  guid: string;
  date: Date;
}

/**
 * One language's newest news items as feed entries, newest first, at most `maxItems` of them: feed
 * readers poll the file and keep what they have already seen, so the archive need not travel with
 * every poll. `onHome` is how many of the newest the home page shows (the settings' news count), each
 * of which has a card to link to.
 */
export function feedEntries(
  items: readonly FeedNewsItem[],
  lang: Lang,
  onHome: number,
  maxItems: number,
  /** The keys of the press releases with a page of their own. */
  releasePages: ReadonlySet<string> = new Set(),
): FeedEntry[] {
  const home = absoluteUrl(pathFor("home", lang));
  return [...items]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, maxItems)
    .map((item, index) => ({
      title: item.title,
      description: item.excerpt,
      link: releasePages.has(item.key)
        ? absoluteUrl(entryPath("pressRelease", lang, item.key))
        : index < onHome
          ? `${home}#${newsItemId(item.key)}`
          : `${absoluteUrl(listPath("newsYear", lang, yearOf(item.date)))}#${newsItemId(item.key)}`,
      guid: `${home}#${newsItemId(item.key)}`,
      // Content dates carry no time; midnight UTC keeps the feed the same whatever the build machine's zone.
      date: new Date(`${item.date}T00:00:00Z`),
    }));
}
