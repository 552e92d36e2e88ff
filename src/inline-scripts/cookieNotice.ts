// The cookie notice (docs/requirements.md#cookie-banner) is in every page's HTML, hidden by its styles
// (CookieBanner.module.scss). This script, inline in <head>, runs the notice from the first paint, with
// no page code:
// - it marks <html> when no answer is stored, and the styles show the notice for that mark. Drawn by
//   React after hydration instead, it appeared only once the bundles had run, and on a page with a short
//   hero its message was the page's largest paint (docs/performance.md);
// - its three buttons answer it at once: a tap before the bundles have run used to be lost, and the
//   notice stayed (docs/performance.md#taps-at-first-paint). React draws the buttons and nothing more;
// - while it shows, the page reserves its height (`--cookie-banner-space`, read by global.scss and
//   Footer.module.scss), measured from the moment it is parsed: a focused control is never behind it
//   (WCAG 2.4.11), not even before the bundles run.
// Without JavaScript nothing marks the page, and the notice, whose buttons could not work, stays hidden.
import settings from "../config/site.json";

/** The element id the build finds the script by (minified like the others, and allowed by its hash). */
export const COOKIE_NOTICE_ID = "cookie-notice";

/** The class on <html> that shows the notice: this script sets it, and takes it off when the notice is answered or closed. */
export const COOKIE_NOTICE_CLASS = "cookie-notice";

/** The notice's own element id (CookieBanner.tsx). */
export const COOKIE_NOTICE_REGION_ID = "cookie-notice-region";

/** The attribute of each of the notice's buttons: what it stores, or nothing ("") for the close button. */
export const COOKIE_ANSWER_ATTRIBUTE = "data-cookie-answer";

/** The custom property that holds the notice's height, with its gap to the bottom edge and room for a focus ring. */
export const COOKIE_NOTICE_SPACE = "--cookie-banner-space";

/**
 * A refused read counts as no answer, as src/lib/storage.ts reads it: the notice shows.
 *
 * It runs as the source text of this function in the browser, so it uses nothing from outside it but
 * its arguments and the page's globals, and only syntax every browser the site supports runs as is.
 */
/* eslint-disable no-var -- the browser runs this function's source text as it is, and every browser the site supports runs var */
function runCookieNotice(key: string, className: string, regionId: string, answerAttribute: string, spaceProperty: string): void {
  var root = document.documentElement;
  var answer: string | null = null;
  try {
    answer = localStorage.getItem(key);
  } catch (refused) {
    // Storage blocked: nothing can be stored either, so the notice shows on every load.
  }
  if (answer === null) root.classList.add(className);

  // Where focus was before it entered the notice: an answer hides the focused button, and focus goes
  // back there (or to the main content) instead of being dropped on the page's start (WCAG 2.4.3).
  var returnTo: Element | null = null;
  document.addEventListener("focusin", function (event) {
    var notice = document.getElementById(regionId);
    var from = event.relatedTarget as Node | null;
    if (notice && notice.contains(event.target as Node) && !notice.contains(from)) returnTo = from as Element | null;
  });
  document.addEventListener("click", function (event) {
    var target = event.target as Element | null;
    var button = target && target.closest && target.closest("[" + answerAttribute + "]");
    if (!button) return;
    var notice = document.getElementById(regionId);
    var hadFocus = notice && notice.contains(document.activeElement);
    // "Accept All" and "Manage Preferences" store their answer; the close button stores nothing, so
    // the notice returns on the next load.
    var value = button.getAttribute(answerAttribute);
    if (value)
      try {
        localStorage.setItem(key, value);
      } catch (refused) {
        // Storage blocked: the notice still closes for this page.
      }
    root.classList.remove(className);
    // Without scrolling: a pointer user who clicked is not sent back to where they were long ago.
    if (hadFocus) {
      var back = (returnTo && returnTo.isConnected ? returnTo : document.getElementById("main")) as HTMLElement | null;
      if (back) back.focus({ preventScroll: true });
    }
  });

  if (typeof ResizeObserver === "undefined") return;
  var observed: HTMLElement | null = null;
  var sizes = new ResizeObserver(reserve);
  // The notice in the page now: a client-side navigation draws a new one.
  function watch(): HTMLElement | null {
    var notice = document.getElementById(regionId);
    if (notice && notice !== observed) {
      if (observed) sizes.unobserve(observed);
      observed = notice;
      sizes.observe(notice);
    }
    return notice;
  }
  function reserve() {
    var notice = watch();
    if (!notice) return;
    root.style.setProperty(spaceProperty, Math.ceil(notice.offsetHeight + parseFloat(getComputedStyle(notice).bottom) + 8) + "px");
    // A control focused before the notice showed or grew is brought above it, as Tab would bring it.
    var focused = document.activeElement;
    if (!root.classList.contains(className) || !focused || focused === document.body || notice.contains(focused)) return;
    var under = focused.getBoundingClientRect();
    var over = notice.getBoundingClientRect();
    if (under.bottom > over.top && under.top < over.bottom && under.right > over.left && under.left < over.right)
      focused.scrollIntoView({ block: "nearest" });
  }
  // The notice is at the end of the page's HTML: it is watched from the moment the parser adds it,
  // before it is first painted, and its first size report sets the space before that paint.
  new MutationObserver(function (_records, parsing) {
    if (watch()) parsing.disconnect();
  }).observe(root, { childList: true, subtree: true });
}
/* eslint-enable no-var */

/**
 * The inline script: the function above, called with the storage key, the class, the notice's id,
 * its buttons' attribute and the custom property. A function, not a constant like the other scripts':
 * CookieBanner imports the names from here, and a constant's `toString()` call would ship the script's
 * source in the browser bundle too.
 */
export function cookieNoticeScript(): string {
  const args = [
    settings.storageKeys.cookieConsent,
    COOKIE_NOTICE_CLASS,
    COOKIE_NOTICE_REGION_ID,
    COOKIE_ANSWER_ATTRIBUTE,
    COOKIE_NOTICE_SPACE,
  ];
  return `(${runCookieNotice.toString()})(${args.map((a) => JSON.stringify(a)).join(", ")});`;
}
