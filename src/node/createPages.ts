import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { contentSettings as settings } from "./contentFolder";
import { pageSlices } from "../i18n/paging";
import { LANGUAGES, pathFor, routes, type Lang, type Route, type TemplateName } from "../i18n/routes";
import { openingsDataPath, type OpeningsData } from "../lib/openings";
import { makeContext, namespacesFor, queryVariablesFor, type ShareImage, type SitePageContext } from "./pageContext";
import { writeShareCards } from "./shareCards";

const template = (name: TemplateName | "redirect" | "notFound") =>
  // Gatsby compiles this module into .cache, so paths are taken from the project root, not __dirname.
  path.resolve("src", "templates", `${name}.tsx`);

const homes = { en: pathFor("home", "en"), es: pathFor("home", "es") };

/** Where the build writes files for the browser (the static folder a host publishes). */
export const PUBLIC_DIR = path.resolve("public");

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
  if (!list) throw new Error(`Route "${route.key}" is paged but no list size is known for it (src/node/createPages.ts)`);
  return pageSlices(list.total, list.perPage).map((slice) => {
    const own = pathFor(route.key, lang, slice.page);
    const alternates = { en: pathFor(route.key, "en", slice.page), es: pathFor(route.key, "es", slice.page) };
    return { path: own, context: { ...makeContext(lang, own, route.key, namespaces, alternates, shareImage), ...base, ...slice } };
  });
}

type OpeningNode = Queries.CareersOpeningsQuery["allJobOpening"]["nodes"][number];

/** Each language's openings in page order, minimal fields: what the careers filters search across pages. */
export function openingsByLanguage(nodes: readonly OpeningNode[]): Record<Lang, OpeningsData> {
  const byLang: Record<Lang, OpeningsData> = { en: [], es: [] };
  for (const { lang, key, title, department, location } of nodes)
    if (lang === "en" || lang === "es") byLang[lang].push({ key, title, department, location });
  return byLang;
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const { createPage } = actions;

  // The careers list is paged, so page creation needs each language's openings (and writes them
  // for the filters, which search every page once a visitor filters).
  const result = await graphql<Queries.CareersOpeningsQuery>(`
    query CareersOpenings {
      allJobOpening(sort: [{ order: ASC }, { key: ASC }]) {
        nodes { lang key title department location }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the job openings query failed", result.errors);
    return;
  }
  const openings = openingsByLanguage(result.data.allJobOpening.nodes);
  if (openings.en.length !== openings.es.length) {
    reporter.panicOnBuild(`createPages: ${openings.en.length} English but ${openings.es.length} Spanish job openings; careers pages pair by number`);
    return;
  }
  await fs.promises.mkdir(path.join(PUBLIC_DIR, path.dirname(openingsDataPath("en"))), { recursive: true });
  for (const lang of LANGUAGES)
    await fs.promises.writeFile(path.join(PUBLIC_DIR, openingsDataPath(lang)), JSON.stringify(openings[lang]));

  const cards = await writeShareCards({ graphql, reporter }, PUBLIC_DIR);
  if (!cards) return;

  for (const route of routes) {
    for (const lang of LANGUAGES) {
      const list = route.key === "careers" ? { total: openings[lang].length, perPage: settings.careers.openingsPerPage } : undefined;
      for (const page of routePages(route, lang, cards[lang][route.key], list))
        createPage({ path: page.path, component: template(route.template), context: page.context });
    }
  }

  // The pages outside the slug map show their language's home card: "/" forwards to a home, and a
  // link to a missing page is not worth a card of its own.
  // "/" only forwards to the English home (see PREFERENCE_SCRIPT); it is not a slug-map page.
  createPage({ path: "/", component: template("redirect"), context: makeContext("en", "/", null, ["common"], homes, cards.en.home) });

  // Gatsby copies /404 to /404.html (English). The Spanish one catches /es/* on the client via matchPath;
  // the plugin's own 404 handling would double the prefix (/es/es/*), so it is built here.
  createPage({ path: "/404", component: template("notFound"), context: makeContext("en", "/404", null, ["common"], homes, cards.en.home) });
  createPage({
    path: "/es/404",
    matchPath: "/es/*",
    component: template("notFound"),
    context: makeContext("es", "/es/404", null, ["common"], homes, cards.es.home),
  });
};
