// The page paints before its JavaScript runs. Gatsby writes its bundles as async script tags, which
// run the moment they arrive: with a warm cache or a fast connection that is before the first
// frame, and the visitor looks at a blank page while React boots. The build
// (src/node/postBuild/deferBundles.ts) swaps those tags for one inline loader that requests the same
// files, in the same order, once the page has painted.
import { transformSync } from "esbuild";

const BUNDLE_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** How long the loader waits for a paint report before it loads the bundles anyway. */
export const FALLBACK_MS = 1500;

/**
 * Appends the bundles in order (async=false keeps their order, as defer does) once the browser
 * reports the first contentful paint. Animation frames are no proof of it: Chromium can run two of
 * them before it paints any content. A hidden tab, which paints nothing, gets the bundles at once,
 * and a browser that never reports the paint gets them after `fallbackMs`.
 *
 * It runs as the source text of this function in the browser, so it uses nothing from outside it but
 * its arguments and the page's globals.
 */
/* eslint-disable no-var -- the browser runs this function's source text as it is, and every browser the site supports runs var */
function loadAfterPaint(sources: string[], fallbackMs: number): void {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    for (var i = 0; i < sources.length; i++) {
      var tag = document.createElement("script");
      tag.src = sources[i] as string;
      tag.async = false;
      document.body.appendChild(tag);
    }
  }
  if (document.visibilityState === "hidden") return load();
  setTimeout(load, fallbackMs);
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(load, 0);
    }).observe({ type: "paint", buffered: true });
  } catch (unsupported) {
    load();
  }
}
/* eslint-enable no-var */

/** The loader for these bundles as a minified inline script. */
export function scriptLoader(sources: readonly string[]): string {
  const source = `(${loadAfterPaint.toString()})(${JSON.stringify(sources)}, ${FALLBACK_MS});`;
  return transformSync(source, { minify: true, target: "es2017" }).code.trim();
}

/** The page with its bundle tags replaced by the loader, or unchanged when it has none. */
export function loadBundlesAfterPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => m[1] as string);
  if (sources.length === 0) return html;
  let placed = false;
  return html.replace(BUNDLE_TAG, () => {
    if (placed) return "";
    placed = true;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}
