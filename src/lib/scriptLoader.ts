// The page paints before its JavaScript runs. Gatsby writes its bundles as async script tags, which
// run the moment they arrive: with a warm cache or a fast connection that is before the first
// frame, and the visitor looks at a blank page while React boots. The build swaps those tags for
// one inline loader that requests the same files, in the same order, once the page has painted.

const BUNDLE_TAG = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g;

/** How long the loader waits for a paint report before it loads the bundles anyway. */
export const FALLBACK_MS = 1500;

/**
 * An inline script that appends the bundles in order (async=false keeps their order, as defer
 * does) once the browser reports the first contentful paint. Animation frames are no proof of it:
 * Chromium can run two of them before it paints any content. A hidden tab, which paints nothing,
 * gets the bundles at once, and a browser that never reports the paint gets them after 1.5 s.
 */
export function scriptLoader(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=false;function go(){if(d)return;d=true;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=false;document.body.appendChild(e)}}if(document.visibilityState==="hidden")return go();setTimeout(go,${FALLBACK_MS});try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)}).observe({type:"paint",buffered:true})}catch(x){go()}})();`;
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
