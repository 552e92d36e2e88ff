// Gatsby tells its runtime which page it is on with an inline script of its own on every page,
// `window.pagePath="/en/careers"`. Its text, and so its CSP hash, differs on every page, and the
// one policy every page is served with (src/node/hosts/) listed all of them: 30 hashes for 30
// pages, a Content-Security-Policy line of 2,181 characters in `_headers`, past the 2,000 that
// Cloudflare Pages reads, and one more for each page of openings an editor adds (nginx refuses a
// line over 4,096). The build (src/node/postBuild/sharePagePathScripts.ts) moves the path into the
// script's data-page-path attribute and gives every page the same text, so the policy holds one
// hash for it, whatever the number of pages.

/** The text every page's page-path script now has: the CSP allows it by this one hash. */
export const PAGE_PATH_SCRIPT = "window.pagePath=document.currentScript.dataset.pagePath";

const GATSBY_TAG = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*]]>\*\/<\/script>/;

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The page with Gatsby's page-path script in the shared form; a page without one comes back unchanged. */
export function sharePagePathScript(html: string): string {
  return html.replace(GATSBY_TAG, (_tag, literal: string) => {
    const pagePath = JSON.parse(literal) as string;
    return `<script id="gatsby-script-loader" data-page-path="${attribute(pagePath)}">${PAGE_PATH_SCRIPT}</script>`;
  });
}
