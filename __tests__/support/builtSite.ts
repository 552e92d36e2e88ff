// The built site under test (public/, or BUILD_DIR: see siteUnderTest.ts), read as a crawler or a
// static host would: one entry per HTML file.
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { BUILD_DIR } from "./siteUnderTest";
import { isNotFoundPath } from "../../src/i18n/routes";

export const PUBLIC = BUILD_DIR;

export interface BuiltPage {
  /** The URL path the static host serves this file at. */
  route: string;
  file: string;
  /** 410: the page of an address whose page is gone (nginx and Netlify send 410 with it, Cloudflare Pages 404). */
  status: 200 | 404 | 410;
  html: string;
  document: Document;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The address a host serves a page file at: <path>.html (src/node/hosts/pageFiles.ts) at <path>, index.html at "/"; Gatsby's /404.html by its name. */
export function routeOf(file: string): string {
  const rel = `/${path.relative(PUBLIC, file).split(path.sep).join("/")}`;
  if (rel === "/404.html") return rel;
  const gone = goneAddress(rel);
  if (gone) return gone;
  const route = rel.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return route === "" ? "/" : route;
}

/** The address a gone page's file (<address>/404.html, src/node/hosts/pageFiles.ts) stands for; a language's own 404.html is none. */
function goneAddress(rel: string): string | undefined {
  const gone = /^(.+)\/404\.html$/.exec(rel)?.[1];
  return gone !== undefined && !isNotFoundPath(`${gone}/404`) ? gone : undefined;
}

/**
 * The page as jsdom parses it. jsdom queues a "toggle" event for each `<details open>` it meets (a
 * filter or a month folded open on an events list page) on a 0 ms timer, which a file that reads
 * the pages synchronously leaves pending at its end, where the open-handle check
 * (openHandleCheck.cjs) would blame the test: those timers are unref'd, since nothing waits for them.
 */
function parseQuietly(html: string): Document {
  const set = globalThis.setTimeout;
  globalThis.setTimeout = ((callback: () => void, ms?: number) => set(callback, ms).unref()) as typeof setTimeout;
  try {
    return new JSDOM(html).window.document;
  } finally {
    globalThis.setTimeout = set;
  }
}

let cache: BuiltPage[] | undefined;

export function builtPages(): BuiltPage[] {
  if (cache) return cache;
  if (!fs.existsSync(path.join(PUBLIC, "index.html"))) {
    throw new Error(`No build in ${PUBLIC}: run \`npm run build\` before the build-output tests.`);
  }
  cache = htmlFiles(PUBLIC)
    // Gatsby writes internal slice files under _gatsby/; no visitor is served them. The content
    // manager's page (admin/) is Decap's, not the site's: admin.test.ts covers it.
    .filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`) && !file.startsWith(path.join(PUBLIC, "admin") + path.sep))
    .map((file) => {
      const html = fs.readFileSync(file, "utf8");
      const route = routeOf(file);
      const status: BuiltPage["status"] = goneAddress(`/${path.relative(PUBLIC, file).split(path.sep).join("/")}`)
        ? 410
        : /(^|\/)404(\.html)?$/.test(route)
          ? 404
          : 200;
      return { route, file, status, html, document: parseQuietly(html) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return cache;
}

/** The file a static host serves for a site path, as scripts/serve.mjs and the hosts in docs/deploying.md do. */
export function resolvePath(sitePath: string): string | undefined {
  const clean = decodeURIComponent(sitePath.split(/[?#]/)[0] ?? "").replace(/\/+$/, "") || "/";
  const base = path.join(PUBLIC, clean);
  // A gone address is answered with its page, <address>/404.html (src/node/hosts/pageFiles.ts).
  const gone = goneAddress(`${clean}/404.html`) ? [path.join(base, "404.html")] : [];
  return [base, `${base}.html`, path.join(base, "index.html"), ...gone].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}
