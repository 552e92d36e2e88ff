// The language rule of src/i18n/preferredLanguage.ts (the saved preference wins over the URL), run inline in
// <head> so a visitor is sent to their language before the first paint, without loading any page
// code. It is written out readable here; the build minifies it in the pages
// (src/node/postBuild/minifyPageScripts.ts), and the CSP allows it by the hash of that result.
import settings from "../config/site.json";
import { LANGUAGES } from "../i18n/languages";

/** The element id the build finds the script by. */
export const LANGUAGE_PREFERENCE_ID = "language-preference";

/**
 * Reads the paired URLs from <html data-alt-*>, which gatsby-ssr writes from the slug map. Marks
 * <html class="js">, so styles for visitors without JavaScript key off its absence. Saves the choice
 * of any language link (a[data-switch-lang]) as it is clicked, even before React has hydrated:
 * otherwise an early click would be bounced back by the old preference.
 *
 * It runs as the source text of this function in the browser, so it uses nothing from outside it but
 * its arguments and the page's globals, and only syntax every browser the site supports runs as is.
 */
/* eslint-disable no-var -- the browser runs this function's source text as it is, and every browser the site supports runs var */
function applyLanguagePreference(key: string, languages: string[]): void {
  var root = document.documentElement;
  var preferred: string | null = null;
  root.classList.add("js");
  try {
    preferred = localStorage.getItem(key);
  } catch (refused) {
    // Storage blocked: the URL decides.
  }
  document.addEventListener(
    "click",
    function (event) {
      var target = event.target as Element | null;
      var link = target && target.closest && target.closest("a[data-switch-lang]");
      if (!link) return;
      try {
        localStorage.setItem(key, link.getAttribute("data-switch-lang") || "");
      } catch (refused) {
        // Storage blocked: the link still navigates.
      }
    },
    true,
  );
  var known = preferred !== null && languages.indexOf(preferred) >= 0;
  var forward = root.getAttribute("data-redirect");
  if (forward) {
    location.replace((known && root.getAttribute("data-alt-" + preferred)) || forward);
    return;
  }
  if (known && preferred !== root.lang) {
    var paired = root.getAttribute("data-alt-" + preferred);
    if (paired) location.replace(paired + location.search + location.hash);
  }
}
/* eslint-enable no-var */

/** The inline script: the function above, called with the storage key and the site's languages. */
export const LANGUAGE_PREFERENCE_SCRIPT = `(${applyLanguagePreference.toString()})(${JSON.stringify(settings.storageKeys.language)}, ${JSON.stringify(LANGUAGES)});`;
