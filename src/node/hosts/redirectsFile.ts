// Writes the `_redirects` file format that Netlify and Cloudflare Pages read from the publish folder:
// one rule a line, "<from> <to> <status>", the first that matches wins.
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { pathFor } from "../../i18n/routes";
import { notFoundFile } from "./pageFiles";

/**
 * A rule of the file. Both hosts follow 301. A 404 (or 410) line shows the file `to` with that status,
 * which Netlify does; Cloudflare Pages accepts only redirects and 200 there, so it skips such a line
 * (its build log lists it as invalid) and finds each language's 404.html up the folder tree itself.
 */
export interface HostRule {
  from: string;
  to: string;
  status: 301 | 404 | 410;
}

/**
 * Each non-default language's misses get its own not-found page. Netlify serves /404.html for any
 * other miss by itself, and never lets a rule like this shadow a file that is there.
 */
export function notFoundRules(): HostRule[] {
  return LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => ({
    from: `${pathFor("home", lang)}/*`,
    to: notFoundFile(lang),
    status: 404,
  }));
}

/** The file's text: the redirects first (both hosts), then the status pages (Netlify only), the catch-alls last. */
export function redirectsFile(rules: readonly HostRule[]): string {
  const moved = rules.filter((r) => r.status === 301);
  const shown = rules.filter((r) => r.status !== 301);
  const line = (r: HostRule) => `${r.from}  ${r.to}  ${r.status}`;
  return [
    "# Written by the build (src/node/postBuild/writeHostRedirects.ts); edit src/node/hosts/ instead.",
    ...(moved.length > 0 ? ["", "# Redirects: Netlify and Cloudflare Pages.", ...moved.map(line)] : []),
    ...(shown.length > 0
      ? [
          "",
          "# Status pages: Netlify only. Cloudflare Pages skips these lines (its build log calls them invalid:",
          "# it has no 404 or 410 rule) and serves the nearest 404.html up the folder tree instead.",
          ...shown.map(line),
        ]
      : []),
    "",
  ].join("\n");
}
