// Rewrites public/**/*.html: Gatsby's async bundle tags become one inline loader that runs after the
// first paint (src/inline-scripts/bundleLoader.ts says why).
import { isOff } from "../benchSwitches";
import { loadBundlesAfterPaint } from "../../inline-scripts/bundleLoader";
import { rewritePages } from "../htmlFiles";
import type { PostBuildStep } from "./steps";

export const deferBundles: PostBuildStep = {
  name: "load bundles after paint",
  writes: "the script tags of public/**/*.html",
  gives: ["bundlesDeferred"],
  async run(facts) {
    // The benchmark's A/B switches the loader off to measure Gatsby's own tags (npm run bench -- --ab).
    if (!isOff("loader")) await rewritePages(loadBundlesAfterPaint);
    facts.bundlesDeferred = true;
  },
};
