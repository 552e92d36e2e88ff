// The folders the build reads and writes, named once. Gatsby compiles the build steps into .cache,
// so every path is taken from the project root (the working directory of gatsby and npm scripts),
// never from __dirname.
import { createRequire } from "module";
import path from "path";

/**
 * The content folder a build or `gatsby develop` reads: content/, or a copy named by CONTENT_DIR
 * (`npm run cms -- --content`, the content manager's test, the benchmark's scaled copy).
 */
export const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.resolve("content");

/** What a host publishes. */
export const publicDir = path.resolve("public");

/** Generated deploy files that are not part of the site (nginx reads them from the server's disk). */
export const deployDir = path.resolve("deploy", "generated");

/**
 * The build's plan of the addresses that have no page (src/node/createPages/addressPlan.ts), kept for
 * the steps after the build: in Gatsby's cache, which every `npm run build` starts without.
 */
export const addressPlanFile = path.resolve(".cache", "address-plan.json");

/** Resolves packages as the project does, wherever Gatsby compiled the calling module to. */
export const projectRequire = createRequire(path.resolve("package.json"));
