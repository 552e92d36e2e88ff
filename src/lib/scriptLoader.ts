// The page paints before its JavaScript runs. Gatsby writes its bundles as async script tags, which
// run the moment they arrive: with a warm cache or a fast connection that is before the first
// frame, and the visitor looks at a blank page while React boots. The build swaps those tags for
// one inline loader that requests the same files, in the same order, once the first frame is drawn.

const BUNDLE_TAG = /<script src="([^"]+\.js)" async=""><\/script>|<script src="([^"]+\.js)" async><\/script>/g;

/**
 * An inline script that appends the bundles in order (async=false keeps their order, as defer
 * does) once a frame of the whole document has been drawn: the second animation frame comes after
 * the first has been presented. A hidden tab, which draws no frames, gets them at once.
 */
export function scriptLoader(sources: readonly string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=false;function go(){if(d)return;d=true;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=false;document.body.appendChild(e)}}if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})();`;
}

/** The page with its bundle tags replaced by the loader, or unchanged when it has none. */
export function loadBundlesAfterPaint(html: string): string {
  const sources = [...html.matchAll(BUNDLE_TAG)].map((m) => (m[1] ?? m[2]) as string);
  if (sources.length === 0) return html;
  let placed = false;
  return html.replace(BUNDLE_TAG, () => {
    if (placed) return "";
    placed = true;
    return `<script>${scriptLoader(sources)}</script>`;
  });
}
