// §4 language rules: the URL decides, unless a valid saved preference says otherwise.
import settings from "../config/site.json";
import { readItem, writeItem, type KeyValueStore } from "../lib/storage";
import { alternatePath, isLang, languageFromPath, type Lang } from "./routes";

const KEY = settings.storageKeys.language;

export function readPreferredLanguage(store?: KeyValueStore): Lang | undefined {
  const value = readItem(KEY, store);
  return isLang(value) ? value : undefined;
}

export function savePreferredLanguage(lang: Lang, store?: KeyValueStore): boolean {
  return writeItem(KEY, lang, store);
}

/** Where a visitor on `pathname` should be sent, or undefined to stay. */
export function preferenceRedirect(pathname: string, preferred: Lang | undefined): string | undefined {
  if (!preferred || preferred === languageFromPath(pathname)) return undefined;
  return alternatePath(pathname, preferred);
}

/**
 * The same rule as preferenceRedirect, as a self-contained inline script for <head> so the
 * redirect happens before first paint. It reads the paired URLs from <html data-alt-*>, which
 * gatsby-ssr writes from the slug map; keeping it one constant string gives CSP a single hash.
 * It also marks <html class="js">, so styles for visitors without JavaScript key off its absence, and
 * saves the choice of any language link (a[data-switch-lang]) as it is clicked, even before React
 * has hydrated: otherwise an early click would be bounced back by the old preference.
 */
export const PREFERENCE_SCRIPT = `(function(){var d=document.documentElement,k=${JSON.stringify(KEY)},p=null;d.classList.add("js");try{p=localStorage.getItem(k)}catch(e){}document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[data-switch-lang]");if(a)try{localStorage.setItem(k,a.getAttribute("data-switch-lang"))}catch(x){}},true);var r=d.getAttribute("data-redirect");if(r){location.replace((p==="es"||p==="en")&&d.getAttribute("data-alt-"+p)||r);return}if((p==="en"||p==="es")&&p!==d.lang){var u=d.getAttribute("data-alt-"+p);if(u)location.replace(u+location.search+location.hash)}})();`;
