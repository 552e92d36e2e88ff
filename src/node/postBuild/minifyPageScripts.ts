// Rewrites public/**/*.html: the site's own inline scripts, written readable in src/inline-scripts/,
// are minified with esbuild, so every page carries the small form and the CSP hashes that form.
import { transformSync } from "esbuild";
import { COOKIE_NOTICE_ID } from "../../inline-scripts/cookieNotice";
import { EARLY_TAPS_ID } from "../../inline-scripts/earlyTaps";
import { LANGUAGE_PREFERENCE_ID } from "../../inline-scripts/languagePreference";
import { pageRewrite } from "./steps";

/** The inline scripts, by element id, that this step minifies. */
export const MINIFIED_SCRIPT_IDS: readonly string[] = [LANGUAGE_PREFERENCE_ID, COOKIE_NOTICE_ID, EARLY_TAPS_ID];

const minified = new Map<string, string>();

/** The page with each listed inline script minified; pages without them come back unchanged. */
export function minifyInlineScripts(html: string): string {
  return html.replace(/<script id="([\w-]+)">([\s\S]*?)<\/script>/g, (tag, id: string, source: string) => {
    if (!MINIFIED_SCRIPT_IDS.includes(id)) return tag;
    let code = minified.get(source);
    if (code === undefined) {
      // Browsers old enough to lack ES2017 never ran the site's bundles either.
      code = transformSync(source, { minify: true, target: "es2017" }).code.trim();
      minified.set(source, code);
    }
    return `<script id="${id}">${code}</script>`;
  });
}

export const minifyPageScripts = pageRewrite(
  { name: "minify inline scripts", writes: "the site's inline scripts in public/**/*.html", done: "inlineScriptsMinified" },
  minifyInlineScripts,
);
