// Rewrites public/**/*.html: Gatsby's async bundle tags become one inline loader that runs after the
// first paint (src/inline-scripts/bundleLoader.ts says why).
import { isOff } from "../benchSwitches";
import { loadBundlesAfterPaint } from "../../inline-scripts/bundleLoader";
import { pageRewrite } from "./steps";

// The benchmark's A/B switches the loader off to measure Gatsby's own tags (npm run bench -- --ab).
export const deferBundles = pageRewrite(
  { name: "load bundles after paint", writes: "the script tags of public/**/*.html", done: "bundlesDeferred", skip: () => isOff("loader") },
  loadBundlesAfterPaint,
);
