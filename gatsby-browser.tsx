import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { languageFromPath } from "./src/i18n/routes";
import { preloadToasts } from "./src/components/toast/ToastRegion";
import { REPLAY_TAPS, type ReplayTaps } from "./src/inline-scripts/earlyTaps";
// Global styles load once for every page; page behaviour lives in components.
import "./src/styles/global.scss";

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds and yields to the
 * browser in between, instead of one long task that blocks taps on a mid-range phone (TBT). The
 * prerendered page is fully visible and readable meanwhile. What has no prerendered markup in its
 * own container is rendered, as Gatsby's default does: pages under `gatsby develop`, and the
 * loading indicator `gatsby develop` mounts next to the page (hydrating that empty element made
 * React report hydration errors in the development overlay).
 */
function hydrateInSlices(element: ReactElement, container: Element): void {
  const prerendered = container.querySelector("#gatsby-focus-wrapper")?.hasChildNodes() ?? false;
  if (!prerendered) {
    createRoot(container).render(element);
    return;
  }
  // `npm run bench -- --ab` only: Gatsby's own hydration, for comparison (src/node/benchSwitches.ts).
  if (__PLAIN_HYDRATION__) {
    hydrateRoot(container, element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby still types this hook with ReactDOM.render's legacy signature; it calls it as (element, container).
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices as unknown as Renderer;

// The built pages carry their language from the server (gatsby-ssr.tsx); `gatsby develop` serves
// every page one shell without it, and a link may lead to a page in the other language.
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  document.documentElement.lang = languageFromPath(location.pathname);
};

/** The inline script's replay of the taps it kept before the app was there (src/inline-scripts/earlyTaps.ts). */
const replayTaps = () => (window as unknown as Partial<Record<string, ReplayTaps>>)[REPLAY_TAPS];

// The app starts, before it loads the page's own code: a kept tap will show a toast (a button's, or a
// form's outcome), whose code would otherwise be asked for only once it is replayed, a round trip
// after hydration on a slow connection (docs/performance.md#taps-at-first-paint).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if ((replayTaps()?.kept.length ?? 0) > 0) preloadToasts();
};

// The page has hydrated (Gatsby calls this from its root's effect, after every component's own): the
// kept taps act now, once.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  replayTaps()?.();
};
