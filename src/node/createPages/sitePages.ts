// Creates every page: each route of the slug map once per language, the pages of the long lists and the
// items' own pages as the build's model of the site says (src/node/schedule/siteAt.ts), "/", and each
// language's 404. Writes nothing itself; Gatsby renders what it creates.
import path from "path";
import {
  entryPath,
  entryRouteByKey,
  listRoutes,
  type ListRouteKey,
  type ListTemplateName,
  notFoundPath,
  pathFor,
  routes,
  type EntryTemplateName,
  type Route,
  type TemplateName,
} from "../../i18n/routes";
import { fact } from "../buildSteps";
import type { ListPage } from "../schedule/siteAt";
import { makeContext, namespacesFor, queryVariablesFor, type ShareImage, type SitePageContext } from "./pageContext";
import type { CreatePagesStep } from "./steps";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGES, perLanguage } from "../../i18n/languages";

const template = (name: TemplateName | EntryTemplateName | ListTemplateName | "redirect" | "notFound") =>
  // Gatsby compiles this module into .cache, so paths are taken from the project root, not __dirname.
  path.resolve("src", "templates", `${name}.tsx`);

const homes = () => perLanguage((lang) => pathFor("home", lang));

/** A list route's pages as links in one language: a month's or a year's newest first, a type's or a place's by its words. */
function archiveOf(pages: readonly ListPage[], key: ListRouteKey, lang: Lang): NonNullable<SitePageContext["archive"]> {
  return pages
    .filter((page) => page.route.key === key)
    .map((page) => ({ route: key, value: page.value, label: page.labels[lang], path: page.paths[lang], by: page.route.by }))
    .sort((a, b) => (a.by === "month" || a.by === "year" ? b.value.localeCompare(a.value) : a.label.localeCompare(b.label, lang)))
    .map(({ by: _by, ...link }) => link);
}

export interface PageSpec {
  path: string;
  context: SitePageContext;
}

/** A slug-map page in one language, paired with the same page in the others. */
export function routePage(route: Route, lang: Lang, shareImage: ShareImage): PageSpec {
  const own = route.paths[lang];
  return {
    path: own,
    context: { ...makeContext(lang, own, route.key, namespacesFor(route), route.paths, shareImage), ...queryVariablesFor(route) },
  };
}

/** The 404 page of a language; the non-default ones catch their prefix on the client through matchPath. */
function notFoundPage(lang: Lang): { path: string; matchPath?: string } {
  const own = notFoundPath(lang);
  return lang === DEFAULT_LANGUAGE ? { path: own } : { path: own, matchPath: `${pathFor("home", lang)}/*` };
}

export const sitePages: CreatePagesStep = {
  name: "pages",
  writes: "nothing (Gatsby renders the pages created here)",
  needs: ["createPage", "site", "shareCards", "entries", "entryCards"],
  run(facts) {
    const createPage = fact(facts, "createPage");
    const site = fact(facts, "site");
    const cards = fact(facts, "shareCards");
    const entryCards = fact(facts, "entryCards");
    for (const route of routes) {
      for (const lang of LANGUAGES) {
        // A list's first page links the list's other pages (a year's releases).
        const archive = listRoutes.filter((r) => r.list === route.key).flatMap((r) => archiveOf(site.listPages, r.key, lang));
        const page = routePage(route, lang, cards[lang][route.key]);
        createPage({
          path: page.path,
          component: template(route.template),
          context: archive.length > 0 ? { ...page.context, archive } : page.context,
        });
      }
    }

    // Each page of a long list (a year's press releases), in each language, paired with the same value in
    // the others; it reads its list's strings, holds the items the model gives it, and links the list's
    // other pages, of every kind (an events month's page also narrows by type and place).
    for (const page of site.listPages) {
      const parent = routes.find((r) => r.key === page.route.list)!;
      for (const lang of LANGUAGES) {
        const own = page.paths[lang];
        createPage({
          path: own,
          component: template(page.route.template),
          context: {
            ...makeContext(lang, own, null, namespacesFor(parent), page.paths, cards[lang][parent.key]),
            ...queryVariablesFor(parent),
            list: { route: page.route.key, value: page.value, label: page.labels[lang] },
            listKeys: [...page.keys],
            archive: listRoutes.filter((r) => r.list === page.route.list).flatMap((r) => archiveOf(site.listPages, r.key, lang)),
          },
        });
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
