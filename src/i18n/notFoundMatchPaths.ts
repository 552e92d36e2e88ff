// What Gatsby's runtime in the browser is told of client-side routes, in place of its generated
// $virtual/match-paths.json (the swap is in src/node/webpack.ts, for the production browser bundle).
//
// Each language's not-found page catches its prefix (`/es/*`: src/node/createPages/sitePages.ts), so
// that an unknown Spanish address hydrates the Spanish not-found page it was served. Gatsby then lists
// every other page under that prefix in the file, to rank it above the catch-all: every Spanish page,
// item page and gone address, in the app bundle every page loads. It grew with the archive, and named
// the keys of entries that came down. Every navigation here is a full page load (requirements.md
// "Full page loads"), so the runtime only ever needs the route of the page it was served: a page's
// own data is at its own address, and a not-found page, served at any address, needs the one rule
// that says so. The page says which it is before any bundle runs (window.pagePath, set by the inline
// script of src/inline-scripts/pagePath.ts).
import { isNotFoundPath } from "./routes";

type MatchPath = { path: string; matchPath: string };

const served = typeof window === "undefined" ? undefined : (window as Window & { pagePath?: string }).pagePath;

const matchPaths: MatchPath[] = served && isNotFoundPath(served) ? [{ path: served, matchPath: "/*" }] : [];

export default matchPaths;
