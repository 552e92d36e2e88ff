// Builds each page's context (src/types/pageContext.ts) from the slug map and the settings.
import { contentSettings as settings } from "../contentFolder";
import { type Route, type RouteKey } from "../../i18n/routes";
import type { ShareImage, SitePageContext } from "../../types/pageContext";
import { buildDate } from "../buildDate";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES } from "../../i18n/languages";

export type { ShareImage, SitePageContext };

export function namespacesFor(route: Route): string[] {
  return ["common", route.template === "policy" ? "policy" : route.key];
}

/** Query variables a page needs beyond the shared ones; the settings decide them, not the templates. */
export function queryVariablesFor(
  route: Route,
  day: () => string = buildDate,
): Pick<SitePageContext, "newsCount" | "pastCount" | "siteDate" | "releaseCount" | "upcomingCount"> {
  if (route.key === "home") return { newsCount: settings.home.newsCount };
  if (route.key === "press") return { releaseCount: settings.press.firstPageCount };
  // The build's date splits the events into upcoming and past (src/lib/eventCalendar.ts states the rule).
  if (route.key === "events")
    return { pastCount: settings.events.pastCount, upcomingCount: settings.events.firstPageCount, siteDate: day() };
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
