// Netlify keeps a folder between deploys only when a build plugin hands it to utils.cache, its
// documented build cache (the one "Clear cache and deploy" empties). Without this plugin each deploy
// would start from an empty build cache and encode every photo again (../README.md).
"use strict";
const path = require("path");
const { cacheEnabled, cacheRoot } = require("../store");

/** The folder, as the build log names it. */
const shown = () => path.relative(process.cwd(), cacheRoot()) || cacheRoot();

module.exports = {
  /** Before the build: the folder as the last successful deploy left it, if there is one. */
  async onPreBuild({ utils }) {
    if (!cacheEnabled()) return console.log("build cache: off (SITE_BUILD_CACHE=off), nothing restored");
    const restored = await utils.cache.restore(cacheRoot());
    console.log(`build cache: ${restored ? "restored" : "none kept yet"} (${shown()})`);
  },
  /**
   * After a successful build only (a failed one runs no onPostBuild): the folder as this build left it,
   * pruned (gatsby-node.js), for the next deploy.
   */
  async onPostBuild({ utils }) {
    if (!cacheEnabled()) return;
    const saved = await utils.cache.save(cacheRoot());
    console.log(`build cache: ${saved ? "kept for the next deploy" : "nothing to keep"} (${shown()})`);
  },
};
