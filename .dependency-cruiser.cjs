// The dependency rules of the house (`npm run lint` runs them with the formatter and the linter).
// Each rule says why in one line. A rule broken on purpose gets an exception below its rule, with
// its reason; no rule is switched off.
/** @type {import('dependency-cruiser').IConfiguration} */
const rule = (name, comment, from, to) => ({ name, comment, severity: "error", from, to });
const TOOLS = "^(src/(node|receiver|cms|site-diff|ci|translation-status)/|scripts/)";

// The floors of the house, lowest first. A folder imports only from the folders below it (and from
// itself); nothing below imports one above, so a maintainer reads which is the lower layer from this
// list. What no floor names (gatsby-*.ts, functions/, netlify/, scripts/, the tests) stands on top.
const FLOORS = [
  "content", // what editors change: JSON the site's code imports
  "src/styles",
  "plugins",
  "src/config", // what only developers change, and the Chromium the tests launch
  "src/lib", // pure helpers: no language, no route
  "src/i18n", // the languages, the slug map, formats per language
  "src/types",
  "src/hooks",
  "src/inline-scripts",
  "src/metadata", // JSON-LD and the news feed's entries
  "src/forms", // the forms' rules, which the receiver shares
  "src/content-model",
  "src/components",
  "src/templates",
  "src/cms",
  "src/node", // the build, which writes the content manager too
  "scripts/lib",
  "src/receiver", // which answers the content manager's sign-in too
  "src/translation-status",
  "src/site-diff",
  "src/ci", // which reports the site diff
];
const ORDER = FLOORS.join(" < ");
const under = (folders) => `^(${folders.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})/`;
const floorRules = FLOORS.slice(0, -1).map((floor, i) =>
  rule(
    `${floor}-imports-only-floors-below`,
    `The folders stand in this order, lowest first: ${ORDER}. A folder imports only what stands below it` +
      ` (README.md, "How the code is organised"); ${floor} stands on floor ${i + 1}. Move the shared piece down, or hand it in.`,
    { path: under([floor]), pathNot: "/__tests__/" },
    { path: under(FLOORS.slice(i + 1)) },
  ),
);
// Nothing on a floor imports what stands on top (an entry point, a script, a test).
const topRule = rule(
  "floors-import-no-entry-point",
  `The folders stand in this order, lowest first: ${ORDER}; gatsby-*.ts, functions/, netlify/, scripts/ and the tests stand on top, and no floor imports them.`,
  { path: under(FLOORS), pathNot: "/__tests__/" },
  { pathNot: [under(FLOORS), "^node_modules/"], dependencyTypesNot: ["core", "unknown", "undetermined"] },
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...floorRules,
    topRule,
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
