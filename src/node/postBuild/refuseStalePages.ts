// Writes nothing: stops the build when a page still uses a bundle or stylesheet this build did not make.
import fs from "fs";
import path from "path";
import { StepFailure } from "../buildSteps";
import { publicDir } from "../paths";
import { htmlFiles } from "../htmlFiles";
import type { PostBuildStep } from "./steps";

/**
 * Gatsby 5 reuses a page's HTML from the previous build when neither its data nor its template's
 * server-side code changed. A change that only touches styles changes neither, so `gatsby build` over
 * an old `.cache/` and `public/` keeps the old inlined stylesheet (and its <style data-href>) in every
 * page while writing the new one beside it: the site would ship looking as it did before. `npm run
 * build` cleans first and never meets this; the build refuses it everywhere else.
 */

/** A content-hashed bundle or stylesheet at the site root, as webpack names them: app-<20 hex>.js, styles.<20 hex>.css. */
const HASHED_ASSET = /(?<=["'(]\/)[\w~-]+[.-][0-9a-f]{20}\.(?:css|js)(?=\\?["')])/g;

/** Every file name webpack reports for this build, wherever `webpack.stats.json` lists it. */
export function webpackAssets(stats: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (/\.(?:css|js)$/.test(value)) names.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(stats);
  return names;
}

/** The hashed root assets a page refers to that this build did not produce, each once. */
export function staleAssetReferences(html: string, built: ReadonlySet<string>): string[] {
  const referenced = new Set(Array.from(html.matchAll(HASHED_ASSET), ([name]) => name));
  return [...referenced].filter((name) => !built.has(name));
}

export const refuseStalePages: PostBuildStep = {
  name: "stale pages",
  writes: "nothing (a check)",
  run() {
    const built = webpackAssets(JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")));
    const stale = htmlFiles().flatMap((file) =>
      staleAssetReferences(fs.readFileSync(file, "utf8"), built).map((asset) => `${path.relative(publicDir, file)} uses ${asset}`),
    );
    if (stale.length > 0) {
      throw new StepFailure(
        `${stale.length} reference(s) in the built pages to bundles or styles this build did not produce ` +
          `(Gatsby reused pages from an earlier build): ${stale.slice(0, 3).join("; ")}. ` +
          "Build with `npm run build`, which cleans .cache/ and public/ first.",
      );
    }
  },
};
