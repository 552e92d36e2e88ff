// The icon, apple-touch-icon, manifest and theme-color tags, rendered into the HTML at build time only.
exports.onRenderBody = require("gatsby-plugin-manifest/gatsby-ssr").onRenderBody;
