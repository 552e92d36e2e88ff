import path from "path";
import type { GatsbyNode } from "gatsby";
import { isOff } from "./benchSwitches";
import { CompileHintPlugin } from "./compileHint";
import { contentDir } from "./contentFolder";
import { writeEveryTemplateRequires } from "./everyTemplate";
import { projectRequire } from "./paths";

// Gatsby bundles this module, so packages are resolved from the project root, not from __dirname.

/**
 * Aliases for the browser and SSR bundles (see src/i18n/reactI18nextSlim.js for why), the content
 * folder's settings, and the compile hint for the production browser bundles (see ./compileHint.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, stage, plugins, getConfig }) => {
  actions.setWebpackConfig({
    plugins: [
      ...(stage === "build-javascript" && !isOff("compileHint") ? [new CompileHintPlugin()] : []),
      // gatsby-browser.tsx hydrates as a transition unless the benchmark asks for Gatsby's plain
      // hydration; a constant, so the unused branch is removed from the bundle.
      plugins.define({ __PLAIN_HYDRATION__: JSON.stringify(isOff("transition")) }),
      // src/config/settings.ts imports content/settings.json; a build or `npm run cms` on a copy
      // (CONTENT_DIR) must show the copy's settings, like every other file it reads from there.
      plugins.normalModuleReplacement(/[\\/]content[\\/]settings\.json$/, path.join(contentDir, "settings.json")),
    ],
    resolve: {
      alias: {
        "react-i18next$": path.resolve("src", "i18n", "reactI18nextSlim.js"),
        // The package's exports map hides its files, so the slim entry reaches them by folder.
        "react-i18next-dist": path.join(path.dirname(projectRequire.resolve("react-i18next/package.json")), "dist", "es"),
      },
    },
  });

  if (stage === "build-javascript") {
    // Modules the production browser bundle loads but never runs (4.6 KB less of every page's first
    // load, 1.5 KB with brotli: docs/performance.md): gatsby-plugin-react-i18next's development-only
    // warning text (outdent), and Gatsby's Partytown hook, which injects its snippet only under
    // `gatsby develop` (the site runs no off-main-thread script: postBuild/removePartytown.ts).
    // `false` makes each an empty module; Gatsby's plugin runner skips a plugin without the hook.
    const gatsbyDir = path.dirname(projectRequire.resolve("gatsby/package.json"));
    actions.setWebpackConfig({
      // Gatsby's list of every page a catch-all route would shadow, which grew with the archive, for
      // the one route the page served needs (src/i18n/notFoundMatchPaths.ts says why).
      // And Gatsby's map of the templates of the pages this build made, for every template (./everyTemplate.ts).
      plugins: [
        plugins.normalModuleReplacement(/^\$virtual\/match-paths\.json$/, path.resolve("src", "i18n", "notFoundMatchPaths.ts")),
        plugins.normalModuleReplacement(/^\$virtual\/async-requires$/, writeEveryTemplateRequires()),
      ],
      resolve: {
        alias: {
          outdent$: false,
          [path.join(gatsbyDir, "dist", "internal-plugins", "partytown", "gatsby-browser.js")]: false,
        },
      },
    });
  }

  if (stage === "build-html" || stage === "develop-html") {
    // React 18's page renderer can write NUL bytes into pages: render with react-dom/server plus
    // React's fix (./pageRenderer/reactDomServer.cjs). Webpack takes the first alias that matches,
    // and Gatsby's own "react-dom" (the package folder) matches react-dom/server too, so this one
    // goes first. Gatsby keeps react-dom out of the SSR bundle and requires the path an alias gives,
    // so only the renderer that writes the pages changes.
    const config = getConfig() as { resolve: { alias: Record<string, string> } };
    config.resolve.alias = {
      "react-dom/server$": path.resolve("src", "node", "pageRenderer", "reactDomServer.cjs"),
      ...config.resolve.alias,
    };
    actions.replaceWebpackConfig(config);
  }
};
