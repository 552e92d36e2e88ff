// The dependency rules of the house (`npm run lint` runs them with the formatter and the linter).
// Each rule says why in one line. A rule broken on purpose gets an exception below its rule, with
// its reason; no rule is switched off.
/** @type {import('dependency-cruiser').IConfiguration} */
const rule = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });
const TOOLS = "^(src/(node|receiver|cms|site-diff|ci|translation-status)/|scripts/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    rule("no-cycles", "A cycle makes load order matter and hides which module owns a fact.", {}, { circular: true }),
    rule(
      "site-code-stays-off-the-tools",
      "What ships to the browser must not pull in the build, the receiver, the content manager, the site diff or the scripts.",
      { path: "^src/(components|templates|hooks)/" },
      { path: TOOLS },
    ),
    rule(
      "lib-is-pure",
      "src/lib is pure helpers that run in the browser and in Node alike, so it imports no Node built-in.",
      { path: "^src/lib/" },
      { dependencyTypes: ["core"] },
    ),
    rule(
      "node-is-the-build",
      "src/node holds what gatsby-node.ts (and gatsby-config.ts) run; every other tool has its own folder.",
      { path: "^src/node/" },
      { path: "^src/(receiver|site-diff|ci|translation-status)/" },
    ),
    rule(
      "node-is-only-what-gatsby-node-reaches",
      "src/node is what the build runs: a module gatsby-node.ts never reaches belongs in its tool's folder.",
      { path: "^gatsby-node\\.ts$" },
      // Exception: the page renderer's react-dom/server is reached through webpack's alias (a path in
      // src/node/webpack.ts), which Gatsby's SSR bundle requires at render time, not through an import.
      { path: "^src/node/", pathNot: "^src/node/pageRenderer/reactDomServer\\.cjs$", reachable: false },
    ),
    rule(
      "one-languages-module",
      "Code imports the languages from src/i18n/languages.ts; src/config/languages.ts is only their list.",
      { pathNot: "^src/i18n/languages\\.ts$" },
      { path: "^src/config/languages\\.ts$" },
    ),
    rule(
      "no-orphans",
      "A module nothing imports and nothing runs is dead code, or an entry point this file does not know.",
      {
        orphan: true,
        pathNot: [
          "\\.d\\.ts$",
          "(^|/)\\.[^/]+\\.(c|m)?js$",
          // Entry points: Gatsby's, the tools', the tests' and the hosts'.
          "^gatsby-(config|node|ssr|browser)\\.tsx?$",
          "^src/templates/",
          "^playwright(\\.cms)?\\.config\\.ts$",
          "^jest\\.config\\.js$",
          "^jest-preprocess\\.js$",
          "^(__tests__|src/[^/]+/__tests__)/.*\\.(test|spec)\\.tsx?$",
          "^netlify/functions/",
          "^functions/",
          "^scripts/",
          "^plugins/",
          "^__mocks__/",
          // Fixtures that stand in for a module through jest.mock(), which imports by a string at run time.
          "^__tests__/fixtures/",
        ],
      },
      {},
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a type from the build in a component is still the wrong direction.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    exclude: { path: "^(node_modules|public|public-endpoint|\\.cache|deploy|reports|test-results)/" },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
