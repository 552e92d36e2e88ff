// The icon, apple-touch-icon, manifest and theme-color tags, rendered into the HTML at build time only.
//
// Two changes to the plugin's tags, so that a page load fetches one icon, not two:
// - the PNG fallback gets sizes="32x32". A browser cannot rank an icon without sizes against the SVG,
//   so Chromium fetches both; with sizes it takes the SVG, and browsers without SVG icons the PNG.
// - one apple-touch-icon, the 180 px one iOS uses. The plugin links every manifest icon as
//   apple-touch-icon (its `legacy` option); 192 and 512 px are for the manifest, which lists them.
const React = require("react");
const { onRenderBody } = require("gatsby-plugin-manifest/gatsby-ssr");

const APPLE_TOUCH_SIZE = "180x180";

function adjust(element) {
  const { rel, type, sizes } = element.props;
  if (rel === "icon" && type === "image/png" && !sizes) return React.cloneElement(element, { sizes: "32x32" });
  if (rel === "apple-touch-icon" && sizes !== APPLE_TOUCH_SIZE) return null;
  return element;
}

exports.onRenderBody = (args, options) =>
  onRenderBody({ ...args, setHeadComponents: (components) => args.setHeadComponents(components.map(adjust).filter(Boolean)) }, options);
