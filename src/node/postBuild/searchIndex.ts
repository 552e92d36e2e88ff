// Writes public/pagefind/: the site's search index, one per language (Pagefind splits it by <html lang>
// and stems each language's words), built from the pages as the build wrote them, and the script the
// search page loads on demand (src/components/search/). Only what a visitor reads is indexed: each
// page's <main>, its first heading the result's title; no header, footer, cookie notice or toast, no
// form. Only the pages the sitemap lists: no not-found, gone, redirect or noindex page, no /admin, and
// nothing not live (the build has none of it to index).
import fs from "fs";
import path from "path";
import { fact, StepFailure } from "../buildSteps";
import { pageFile } from "../hosts/pageFiles";
import { publicDir } from "../paths";
import { sitemapEntries, type SitemapPage } from "../../i18n/sitemap";
import { LANGUAGES } from "../../i18n/languages";
import { pathFor } from "../../i18n/routes";
import type { PostBuildStep } from "./steps";

/** The index's folder, which src/components/search/pagefind.ts names too. */
export const SEARCH_FOLDER = "pagefind";

/** Inside <main>, what is no text to find: forms (labels, errors, buttons), status lines, a preview's schedule marker. */
export const NOT_INDEXED = ["form", "[role=status]", "[data-scheduled]"];

/**
 * Pagefind writes these beside its search API for sites that use its ready-made interfaces; the search
 * page is the site's own, so they would be published and never requested.
 */
const UNUSED = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
  "wasm.unknown.pagefind",
];

/**
 * Node's own import(), for an ES module with no entry for require(): Gatsby compiles the build's code
 * to CommonJS and turns a written import() into require(), which Pagefind's package refuses.
 */
const importModule = new Function("specifier", "return import(specifier)") as <T>(specifier: string) => Promise<T>;

/** The pages to index, as the sitemap lists them, less the search pages themselves (their site map repeats every title). */
export function indexedPages(pages: readonly SitemapPage[]): string[] {
  const search = new Set(LANGUAGES.map((lang) => pathFor("search", lang)));
  return sitemapEntries([...pages])
    .map((entry) => entry.path)
    .filter((p) => !search.has(p));
}

/** Writes the index of `paths` (their files in `root`) into `root`/pagefind/, and leaves out what nothing requests. */
export async function writeSearchIndex(paths: readonly string[], root: string = publicDir): Promise<number> {
  const pagefind = await importModule<typeof import("pagefind")>("pagefind");
  try {
    const { index, errors } = await pagefind.createIndex({ rootSelector: "main", excludeSelectors: NOT_INDEXED });
    if (!index) throw new StepFailure(`Pagefind did not start: ${errors.join("; ")}`);
    let indexed = 0;
    for (const url of paths) {
      const content = fs.readFileSync(path.join(root, pageFile(url)), "utf8");
      // A page kept out of search engines (a private preview's scheduled entry) is kept out of the search too.
      if (/<meta name="robots" content="noindex/.test(content)) continue;
      const added = await index.addHTMLFile({ url, content });
      if (added.errors.length > 0) throw new StepFailure(`Pagefind could not index ${url}: ${added.errors.join("; ")}`);
      indexed++;
    }
    const written = await index.writeFiles({ outputPath: path.join(root, SEARCH_FOLDER) });
    if (written.errors.length > 0) throw new StepFailure(`Pagefind could not write the index: ${written.errors.join("; ")}`);
    for (const file of UNUSED) await fs.promises.rm(path.join(root, SEARCH_FOLDER, file), { force: true });
    return indexed;
  } finally {
    await pagefind.close();
  }
}

export const searchIndex: PostBuildStep = {
  name: "search index",
  writes: "public/pagefind/",
  needs: ["pages", "pageFiles"],
  async run(facts) {
    const indexed = await writeSearchIndex(indexedPages(fact(facts, "pages")));
    fact(facts, "reporter").info(`search index: ${indexed} pages in ${LANGUAGES.length} languages`);
  },
};
