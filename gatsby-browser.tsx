import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import type { Renderer } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { languageFromPath } from "./src/i18n/routes";
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
