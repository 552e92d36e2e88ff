import { contentSettings as settings } from "./contentFolder";
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang, type Route, type RouteKey } from "../i18n/routes";

/** A page's social card (src/node/shareCards.ts): its site path and its text alternative. */
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
  /** Home only: how many news items its query asks for (§9, from the settings). */
  newsCount?: number;
  /** Events only: how many upcoming events its query asks for (§2, from the settings). */
  upcomingCount?: number;
  /** Paged routes only (careers): this page's number, how many pages, and its slice of the list. */
  page?: number;
  pageCount?: number;
  skip?: number;
  limit?: number;
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

export function namespacesFor(route: Route): string[] {
  return ["common", route.template === "policy" ? "policy" : route.key];
}

/** Query variables a page needs beyond the shared ones; the settings decide them, not the templates. */
export function queryVariablesFor(route: Route): Pick<SitePageContext, "newsCount" | "upcomingCount"> {
  if (route.key === "home") return { newsCount: settings.home.newsCount };
  if (route.key === "events") return { upcomingCount: settings.events.upcomingCount };
  return {};
}

export function makeContext(
  lang: Lang,
  path: string,
  routeKey: RouteKey | null,
  namespaces: string[],
  alternates: Record<Lang, string>,
  shareImage: ShareImage,
): SitePageContext {
  return {
    language: lang,
    routeKey,
    namespaces,
    alternates,
    shareImage,
    i18n: { language: lang, languages: LANGUAGES, defaultLanguage: DEFAULT_LANGUAGE, routed: true, originalPath: path, path },
  };
}
