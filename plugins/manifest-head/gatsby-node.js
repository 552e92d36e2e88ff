// gatsby-plugin-manifest as it is (options, icons, manifest), minus onCreateWebpackConfig, which only
// serves its browser step. That step is left out because Gatsby compiles every plugin that has one,
// with all its options, into app.js on every page, where without `localize` it does nothing.
const { pluginOptionsSchema, onPreInit, onPostBootstrap } = require("gatsby-plugin-manifest/gatsby-node");

module.exports = { pluginOptionsSchema, onPreInit, onPostBootstrap };
