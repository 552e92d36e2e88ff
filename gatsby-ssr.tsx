import type { GatsbySSR } from "gatsby";
import React from "react";
import "./src/styles/global.scss";
import { shareHeadTags } from "./src/components/ShareHead";
import { headStrings } from "./src/i18n/headStrings";
import { alternatePath, isNotFoundPath, languageFromPath, pathFor } from "./src/i18n/routes";
import { COOKIE_NOTICE_ID, cookieNoticeScript } from "./src/inline-scripts/cookieNotice";
import { EARLY_TAPS_ID, earlyTapsScript } from "./src/inline-scripts/earlyTaps";
import { LANGUAGE_PREFERENCE_ID, LANGUAGE_PREFERENCE_SCRIPT } from "./src/inline-scripts/languagePreference";
import type { SitePageContext } from "./src/types/pageContext";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/i18n/languages";

/** The social card and feed tags of a built page, from its page data (every page queries its locales). */
function shareHead(loadPageDataSync: (pathname: string) => { result: Record<string, unknown> }, pathname: string) {
  const { data, pageContext } = loadPageDataSync(pathname).result as {
    data: { locales: Queries.PageLocalesFragment };
    pageContext: SitePageContext;
  };
  return shareHeadTags(pageContext, headStrings(data.locales)("common", "feed.title"));
}

/** Whether a built page stands at an address whose page is gone (src/node/hosts/addresses.ts). */
const isGonePage = (loadPageDataSync: (pathname: string) => { result: Record<string, unknown> }, pathname: string) =>
  Boolean((loadPageDataSync(pathname).result as { pageContext?: SitePageContext }).pageContext?.gone);

/**
 * <html lang> and the paired URLs come from the slug map at build time, so the inline preference
 * script can redirect before first paint without loading any page code (docs/requirements.md#language).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, loadPageDataSync }) => {
  // `gatsby develop` (`npm run cms`) serves every page the one shell it renders for "/": with that
  // page's language and redirect, the script would send every page to /en, again and again. There
  // the page itself is all there is to show (no language preference, no forwarding from "/").
  const shell = process.env.BUILD_STAGE === "develop-html";
  const isRoot = pathname === "/" && !shell;
  if (!shell) {
    const attributes: Record<string, string> = { lang: languageFromPath(pathname) };
    // A not-found or gone page answers for its address: with no paired URL the preference script leaves
    // the visitor on it, so a saved language never turns "this address is wrong" into another page.
    const gone = typeof loadPageDataSync === "function" && isGonePage(loadPageDataSync, pathname);
    if (!isNotFoundPath(pathname) && !gone) for (const l of LANGUAGES) attributes[`data-alt-${l}`] = alternatePath(pathname, l);
    if (isRoot) attributes["data-redirect"] = pathFor("home", DEFAULT_LANGUAGE);
    setHtmlAttributes(attributes);
  }
  const head = [
    <script key="preference" id={LANGUAGE_PREFERENCE_ID} dangerouslySetInnerHTML={{ __html: LANGUAGE_PREFERENCE_SCRIPT }} />,
    <script key="cookie-notice" id={COOKIE_NOTICE_ID} dangerouslySetInnerHTML={{ __html: cookieNoticeScript() }} />,
    <script key="early-taps" id={EARLY_TAPS_ID} dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />,
  ];
  // `gatsby develop` renders no page HTML on the server unless asked to (DEV_SSR), and passes no page data.
  if (typeof loadPageDataSync === "function") head.push(...shareHead(loadPageDataSync, pathname));
  // Gatsby's Head API has no <noscript>: without JavaScript, "/" forwards by meta refresh (and shows links).
  if (isRoot)
    head.push(
      <noscript key="refresh">
        <meta httpEquiv="refresh" content={`0; url=${pathFor("home", DEFAULT_LANGUAGE)}`} />
      </noscript>,
    );
  setHeadComponents(head);
};
