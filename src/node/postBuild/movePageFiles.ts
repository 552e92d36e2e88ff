// Moves each page Gatsby wrote as public/<path>/index.html to public/<path>.html, the file every host
// serves at the page's own address, with no redirect; a gone address's page to public/<path>/404.html
// (src/node/hosts/pageFiles.ts).
import fs from "fs";
import path from "path";
import { fact, StepFailure } from "../buildSteps";
import { goneFile, pageFile } from "../hosts/pageFiles";
import { publicDir } from "../paths";
import type { SitemapPage } from "../../i18n/sitemap";
import type { PostBuildFacts, PostBuildStep } from "./steps";

/** A page Gatsby made: its path, and whether its address is gone (its context says). */
export interface BuiltPage {
  path: string;
  gone?: boolean;
}

/**
 * Moves the pages to their files: <path>.html, or <path>/404.html for a gone address (pageFiles.ts). A
 * page whose path is itself a file name (Gatsby's /404.html) stays where Gatsby wrote it, and the /404
 * page, whose file that is, keeps Gatsby's copy. A folder left empty goes; one that holds other files
 * (an events page's calendar files, an item's page) stays. Any other file already at a page's name
 * stops the build.
 */
export async function movePageFiles(built: readonly (string | BuiltPage)[], root: string = publicDir): Promise<void> {
  const pages = new Map(built.map((page) => (typeof page === "string" ? { path: page } : page)).map((page) => [page.path, page]));
  for (const urlPath of [...pages.keys()].sort()) {
    if (urlPath === "/" || urlPath.endsWith(".html")) continue;
    const from = path.join(root, urlPath.slice(1), "index.html");
    const to = path.join(root, pages.get(urlPath)!.gone ? goneFile(urlPath) : pageFile(urlPath));
    if (!fs.existsSync(from)) throw new StepFailure(`Gatsby wrote no ${path.relative(root, from)} for the page ${urlPath}`);
    if (to === path.join(path.dirname(from), "404.html")) {
      await fs.promises.rename(from, to);
      continue;
    }
    if (fs.existsSync(to)) {
      // Gatsby renders the default language's 404 page twice, as /404 and as /404.html, the file hosts fall back to.
      if (!pages.has(`${urlPath}.html`))
        throw new StepFailure(`${path.relative(root, to)} is already there, so the page ${urlPath} cannot be written to it`);
      await fs.promises.rm(from);
    } else await fs.promises.rename(from, to);
    await fs.promises.rmdir(path.dirname(from)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    });
  }
}

/** Gatsby's pages: every page the build created, the root, the not-found and the gone pages included. */
async function builtPages(graphql: PostBuildFacts["graphql"]): Promise<PostBuildFacts["pages"]> {
  const result = await graphql<Queries.PageFilesQuery>(`
    query PageFiles {
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
    }
  `);
  if (result.errors || !result.data) throw new StepFailure(`the pages query failed: ${JSON.stringify(result.errors)}`);
  return result.data.allSitePage.nodes.map((page) => ({ path: page.path, pageContext: page.pageContext as SitemapPage["pageContext"] }));
}

export const pageFiles: PostBuildStep = {
  name: "page files",
  writes: "public/<path>.html for every page (moved from public/<path>/index.html)",
  needs: ["graphql"],
  gives: ["pages", "pageFiles"],
  async run(facts) {
    const pages = await builtPages(fact(facts, "graphql"));
    await movePageFiles(pages.map((page) => ({ path: page.path, gone: Boolean(page.pageContext?.gone) })));
    facts.pages = pages;
    facts.pageFiles = true;
  },
};
