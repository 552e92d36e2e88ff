import path from "path";
import type { GatsbyNode } from "gatsby";
import { LANGUAGES, pathFor, routes, type TemplateName } from "../i18n/routes";
import { makeContext, namespacesFor, queryVariablesFor } from "./pageContext";

const template = (name: TemplateName | "redirect" | "notFound") =>
  // Gatsby compiles this module into .cache, so paths are taken from the project root, not __dirname.
  path.resolve("src", "templates", `${name}.tsx`);

const homes = { en: pathFor("home", "en"), es: pathFor("home", "es") };

export const createPages: GatsbyNode["createPages"] = async ({ actions }) => {
  const { createPage } = actions;

  for (const route of routes) {
    for (const lang of LANGUAGES) {
      const pagePath = route.paths[lang];
      createPage({
        path: pagePath,
        component: template(route.template),
        context: { ...makeContext(lang, pagePath, route.key, namespacesFor(route), route.paths), ...queryVariablesFor(route) },
      });
    }
  }

  // "/" only forwards to the English home (see PREFERENCE_SCRIPT); it is not a slug-map page.
  createPage({ path: "/", component: template("redirect"), context: makeContext("en", "/", null, ["common"], homes) });

  // Gatsby copies /404 to /404.html (English). The Spanish one catches /es/* on the client via matchPath;
  // the plugin's own 404 handling would double the prefix (/es/es/*), so it is built here.
  createPage({ path: "/404", component: template("notFound"), context: makeContext("en", "/404", null, ["common"], homes) });
  createPage({
    path: "/es/404",
    matchPath: "/es/*",
    component: template("notFound"),
    context: makeContext("es", "/es/404", null, ["common"], homes),
  });
};
