// Writes the `_redirects` file format that Netlify and Cloudflare Pages read from the publish folder:
// one rule a line, "<from> <to> <status>", the first that matches wins.
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../i18n/languages";
import { pathFor } from "../../i18n/routes";
import type { AddressPlan } from "./addresses";
import { goneFile, notFoundFile } from "./pageFiles";

/**
 * A rule of the file. Both hosts follow 301 and 200 (a rewrite: the visitor keeps the address). A 404
 * or 410 line shows the file `to` with that status, which Netlify does; Cloudflare Pages accepts only
 * redirects and 200, so it skips such a line (its build log lists it as invalid).
 */
export interface HostRule {
  from: string;
  to: string;
  status: 200 | 301 | 404 | 410;
}

/**
 * Each non-default language's misses get its own not-found page. Netlify serves /404.html for any
 * other miss by itself, and never lets a rule like this shadow a file that is there. Cloudflare Pages
 * finds each language's 404.html up the folder tree itself.
 */
export function notFoundRules(): HostRule[] {
  return LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => ({
    from: `${pathFor("home", lang)}/*`,
    to: notFoundFile(lang),
    status: 404,
  }));
}

/**
 * A gone address, for each host (docs/deploying.md#gone-pages): Netlify answers it 410 with its page;
 * Cloudflare Pages, which skips that line, rewrites it to the page's folder, where nothing but the
 * page's 404.html is, and so answers 404 with the same page. Netlify never reaches the second line.
 */
export function goneRules(gone: readonly string[]): HostRule[] {
  return gone.flatMap((from) => [
    { from, to: `/${goneFile(from)}`, status: 410 as const },
    { from, to: `/${goneFile(from).replace(/404\.html$/, "")}`, status: 200 as const },
  ]);
}

/** Every rule of a build, in the order the hosts must meet them: moved addresses, gone ones, then each language's misses. */
export function hostRules(plan: Pick<AddressPlan, "moved" | "gone">): HostRule[] {
  return [
    ...plan.moved.map(({ from, to }) => ({ from, to, status: 301 as const })),
    ...goneRules(plan.gone.map((page) => page.path)),
    ...notFoundRules(),
  ];
}

/** The file's text: the rules in their order, each group under a comment that says which host reads it how. */
export function redirectsFile(rules: readonly HostRule[]): string {
  const group = (comment: readonly string[], statuses: readonly HostRule["status"][]) => {
    const lines = rules.filter((r) => statuses.includes(r.status)).map((r) => `${r.from}  ${r.to}  ${r.status}`);
    return lines.length > 0 ? ["", ...comment.map((line) => `# ${line}`), ...lines] : [];
  };
  return [
    "# Written by the build (src/node/postBuild/writeHostRedirects.ts); edit src/node/hosts/ or content/addresses.json instead.",
    ...group(["Moved addresses: the short addresses, then the content manager's list. Both hosts."], [301]),
    ...group(
      [
        "Gone pages. Netlify: the 410 line. Cloudflare Pages skips it (its build log calls it invalid) and takes",
        "the 200 line, a rewrite to a folder whose only file is the page's 404.html: it answers 404 with that page.",
      ],
      [410, 200],
    ),
    ...group(
      [
        "Each language's not-found page: Netlify only. Cloudflare Pages skips these lines (it has no 404 rule)",
        "and serves the nearest 404.html up the folder tree instead.",
      ],
      [404],
    ),
    "",
  ].join("\n");
}
