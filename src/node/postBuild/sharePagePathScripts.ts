// Rewrites public/**/*.html: Gatsby's per-page `window.pagePath` script becomes one text shared by
// every page, the path in an attribute (src/inline-scripts/pagePath.ts says why).
import { sharePagePathScript } from "../../inline-scripts/pagePath";
import { pageRewrite } from "./steps";

export const sharePagePathScripts = pageRewrite(
  { name: "one page-path script", writes: "Gatsby's page-path script in public/**/*.html", done: "pagePathShared" },
  sharePagePathScript,
);
