// gatsby-plugin-sharp as it is, named in gatsby-config.ts in its place so that its jobs carry this
// plugin's name and Gatsby runs them with this folder's gatsby-worker.js (the cached one). The image
// functions gatsby-transformer-sharp and gatsby-plugin-image call are gatsby-plugin-sharp's own
// module, given this plugin's actions by the hooks below.
"use strict";
const sharpNode = require("gatsby-plugin-sharp/gatsby-node");
const { counts } = require("./gatsby-worker");
const store = require("./store");

exports.pluginOptionsSchema = sharpNode.pluginOptionsSchema;
exports.onPluginInit = sharpNode.onPluginInit;
exports.onPreBootstrap = sharpNode.onPreBootstrap;
exports.onPostBootstrap = sharpNode.onPostBootstrap;
exports.onCreateDevServer = sharpNode.onCreateDevServer;

/** Entries no build has used for this many days are removed: a photo taken out of content/ stops taking room. */
const KEEP_DAYS = Number(process.env.SITE_BUILD_CACHE_DAYS || 30);

exports.onPostBuild = ({ reporter }) => {
  if (!store.cacheEnabled()) return reporter.info("build cache: off (SITE_BUILD_CACHE=off)");
  const pruned = store.pruneOlderThan(KEEP_DAYS);
  if (pruned > 0) reporter.info(`build cache: removed ${pruned} entries no build used for ${KEEP_DAYS} days`);
  reporter.info(`build cache: images reused=${counts.reused} encoded=${counts.encoded} (${store.cacheRoot()})`);
};
