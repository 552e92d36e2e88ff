// The cookie notice (docs/requirements.md#cookie-banner) is in every page's HTML, hidden by its styles
// (CookieBanner.module.scss). This script, inline in <head>, marks <html> before the first paint when
// no answer is stored, and the styles show the notice for that mark. Drawn by React after hydration
// instead, it appeared only once the bundles had run, and on a page with a short hero its message was
// the page's largest paint (docs/performance.md). Without JavaScript nothing marks the page, and the
// notice, whose buttons could not work, stays hidden.
import settings from "../config/site.json";

/** The element id the build finds the script by (minified like the others, and allowed by its hash). */
export const COOKIE_NOTICE_ID = "cookie-notice";

/** The class on <html> that shows the notice; CookieBanner keeps it in step with what is stored. */
export const COOKIE_NOTICE_CLASS = "cookie-notice";

/**
 * A refused read counts as no answer, as src/lib/storage.ts reads it: the notice shows.
 *
 * It runs as the source text of this function in the browser, so it uses nothing from outside it but
 * its arguments and the page's globals, and only syntax every browser the site supports runs as is.
 */
/* eslint-disable no-var -- the browser runs this function's source text as it is, and every browser the site supports runs var */
function markCookieNotice(key: string, className: string): void {
  var answer: string | null = null;
  try {
    answer = localStorage.getItem(key);
  } catch (refused) {
    // Storage blocked: nothing can be stored either, so the notice shows on every load.
  }
  if (answer === null) document.documentElement.classList.add(className);
}
/* eslint-enable no-var */

/**
 * The inline script: the function above, called with the storage key and the class. A function, not a
 * constant like the other scripts': CookieBanner imports the class from here, and a constant's
 * `toString()` call would ship the script's source in the browser bundle too (216 bytes compressed).
 */
export function cookieNoticeScript(): string {
  return `(${markCookieNotice.toString()})(${JSON.stringify(settings.storageKeys.cookieConsent)}, ${JSON.stringify(COOKIE_NOTICE_CLASS)});`;
}
