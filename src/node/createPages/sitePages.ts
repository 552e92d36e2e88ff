// Creates every page: each route of the slug map once per language (a paged route once per page of
// its list), "/", and each language's 404. Writes nothing itself; Gatsby renders what it creates.
import path from "path";
import { pageSlices } from "../../i18n/paging";
import {
  entryPath,
  entryRouteByKey,
  notFoundPath,
  pathFor,
  routes,
  type EntryTemplateName,
  type Route,
  type TemplateName,
} from "../../i18n/routes";
import { fact } from "../buildSteps";
import { contentSettings as settings } from "../contentFolder";
import { makeContext, namespacesFor, queryVariablesFor, type ShareImage, type SitePageContext } from "./pageContext";
import type { CreatePagesStep } from "./steps";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";

const template = (name: TemplateName | EntryTemplateName | "redirect" | "notFound") =>
  // Gatsby compiles this module into .cache, so paths are taken from the project root, not __dirname.
  path.resolve("src", "templates", `${name}.tsx`);

const homes = () => perLanguage((lang) => pathFor("home", lang));

export interface PageSpec {
  path: string;
  context: SitePageContext;
}

/**
 * The pages of one route in one language. A paged route gets one page per `perPage` items of its
 * list (`total` in that language), each with its slice as query variables; page n's alternates
 * are page n of the other languages, which have as many pages (the content checks pair every item).
 * Every page of a paged route shares page 1's social card: later pages list more of the same
 * openings under the same title, and are rarely what anyone shares.
 */
export function routePages(route: Route, lang: Lang, shareImage: ShareImage, list?: { total: number; perPage: number }): PageSpec[] {
  const base = { ...queryVariablesFor(route) };
  const namespaces = namespacesFor(route);
  if (!route.paged) {
    const own = route.paths[lang];
    return [{ path: own, context: { ...makeContext(lang, own, route.key, namespaces, route.paths, shareImage), ...base } }];
  }
  if (!list) throw new Error(`Route "${route.key}" is paged but no list size is known for it (src/node/createPages/sitePages.ts)`);
  return pageSlices(list.total, list.perPage).map((slice) => {
    const own = pathFor(route.key, lang, slice.page);
    const alternates = perLanguage((other) => pathFor(route.key, other, slice.page));
    return { path: own, context: { ...makeContext(lang, own, route.key, namespaces, alternates, shareImage), ...base, ...slice } };
  });
}

/** The 404 page of a language; the non-default ones catch their prefix on the client through matchPath. */
function notFoundPage(lang: Lang): { path: string; matchPath?: string } {
  const own = notFoundPath(lang);
  return lang === DEFAULT_LANGUAGE ? { path: own } : { path: own, matchPath: `${pathFor("home", lang)}/*` };
}

export const sitePages: CreatePagesStep = {
  name: "pages",
  writes: "nothing (Gatsby renders the pages created here)",
  needs: ["createPage", "openings", "shareCards", "entries", "entryCards"],
  run(facts) {
    const createPage = fact(facts, "createPage");
    const openings = fact(facts, "openings");
    const cards = fact(facts, "shareCards");
    const entryCards = fact(facts, "entryCards");
    for (const route of routes) {
      for (const lang of LANGUAGES) {
        const list = route.key === "careers" ? { total: openings[lang].length, perPage: settings.careers.openingsPerPage } : undefined;
        for (const page of routePages(route, lang, cards[lang][route.key], list))
          createPage({ path: page.path, component: template(route.template), context: page.context });
      }
    }

    // Each item with a page of its own, in each language, paired with itself in the others; it reads
    // its list page's strings, and an event's page the build's date (upcoming or past).
    for (const entry of fact(facts, "entries")) {
      const route = entryRouteByKey(entry.route);
      const parent = routes.find((r) => r.key === route.parent)!;
      const alternates = perLanguage((other) => entryPath(entry.route, other, entry.key));
      createPage({
        path: entry.path,
        component: template(route.template),
        context: {
          ...makeContext(entry.lang, entry.path, null, namespacesFor(parent), alternates, entryCards[entry.path]!),
          ...queryVariablesFor(parent),
          entry: { route: entry.route, key: entry.key, parent: route.parent },
          entryKey: entry.key,
        },
      });
    }

    // The pages outside the slug map show their language's home card: "/" forwards to a home, and a
    // link to a missing page is not worth a card of its own. "/" forwards to the default language's
    // home, or the saved one's (src/inline-scripts/languagePreference.ts); it is not a slug-map page.
    const first = DEFAULT_LANGUAGE;
    createPage({
      path: "/",
      component: template("redirect"),
      context: makeContext(first, "/", null, ["common"], homes(), cards[first].home),
    });

    // The plugin's own 404 handling would double a language prefix (/es/es/*), so each language's is
    // built here; the non-default ones catch their prefix on the client through matchPath.
    for (const lang of LANGUAGES) {
      const { path: own, matchPath } = notFoundPage(lang);
      createPage({
        path: own,
        ...(matchPath ? { matchPath } : {}),
        component: template("notFound"),
        context: makeContext(lang, own, null, ["common"], homes(), cards[lang].home),
      });
    }
  },
};
