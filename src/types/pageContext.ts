// What every page receives from createPages (src/node/createPages/): the templates, their heads and
// gatsby-ssr read it, so it is a shared type, not a build-step detail.
import type { EntryRouteKey, ListRouteKey, RouteKey } from "../i18n/routes";
import type { Lang } from "../i18n/languages";

/** A page's social card (src/node/createPages/shareCards.ts): its site path and its text alternative. */
export interface ShareImage {
  src: string;
  alt: string;
}

export interface SitePageContext {
  language: Lang;
  routeKey: RouteKey | null;
  /** i18next namespaces this page queries; every page carries only its own language's strings. */
  namespaces: string[];
  alternates: Record<Lang, string>;
  shareImage: ShareImage;
  /** Home only: how many news items its query asks for (from the settings: home.newsCount). */
  newsCount?: number;
  /** Press only: how many of the newest releases its first page lists (press.firstPageCount). */
  releaseCount?: number;
  /** Events only: how many of the soonest events ahead a list's first page shows (events.firstPageCount). */
  upcomingCount?: number;
  /** Events only: how many past events it lists at most (events.pastCount). */
  pastCount?: number;
  /** Events only: the build's date, YYYY-MM-DD (src/lib/siteDate.ts); events before it are past. */
  siteDate?: string;
  /** An item's own page (src/config/routes.json, the entry routes): which route, and the item's key. */
  entry?: { route: EntryRouteKey; key: string; parent: RouteKey };
  /** The item's key, as the item page's query reads it ($entryKey). */
  entryKey?: string;
  /**
   * A page of a long list beside its first page (src/config/routes.json, the list routes): which route,
   * its value and how the page's language shows it, and the keys of the items it holds, which its
   * query reads ($listKeys). Which pages exist and what each holds is src/node/schedule/siteAt.ts's.
   */
  list?: { route: ListRouteKey; value: string; label: string };
  listKeys?: string[];
  /**
   * The pages of the lists a page leads to (a list's first page: its years; a year's page: the others),
   * newest value first, each with its address and words in the page's language.
   */
  archive?: { route: ListRouteKey; value: string; label: string; path: string }[];
  /** A page that was live at this address and no longer is (src/node/hosts/addresses.ts): the list it was on, if any. */
  gone?: { list: RouteKey | null };
  /** Read by gatsby-plugin-react-i18next; a page that has it set is left alone by the plugin. */
  i18n: {
    language: Lang;
    languages: readonly Lang[];
    defaultLanguage: Lang;
    routed: true;
    originalPath: string;
    path: string;
  };
}
