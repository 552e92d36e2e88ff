// Where each page's HTML lies in public/, so that every host serves it at the address the site names
// (docs/deploying.md#page-addresses). Gatsby writes /en/about as en/about/index.html: Cloudflare Pages
// serves a folder's index.html only at the address with a slash and answers /en/about with a 308
// redirect there, and Netlify's CDN, with its Pretty URLs, redirects it too. A file en/about.html is
// served at /en/about itself by Cloudflare Pages, Netlify and the nginx server block alike.
import { type Lang } from "../../i18n/languages";
import { notFoundPath } from "../../i18n/routes";

/** The file in public/ that holds the page at `urlPath`: index.html for "/", <path>.html for every other page. */
export function pageFile(urlPath: string): string {
  if (!urlPath.startsWith("/")) throw new Error(`Not a path of the site: "${urlPath}"`);
  return urlPath === "/" ? "index.html" : `${urlPath.slice(1).replace(/\/+$/, "")}.html`;
}

/** A language's not-found page as a host's rule names it: its file, from the site's root (/404.html, /es/404.html). */
export const notFoundFile = (lang: Lang): string => `/${pageFile(notFoundPath(lang))}`;

/**
 * The file of a page whose address is gone (src/node/hosts/addresses.ts): <path>/404.html, never served
 * at the address as a page. nginx answers the address 410 with it when it finds the file, Netlify by a
 * 410 rule, and Cloudflare Pages, which has no such rule, by a rewrite to the folder, whose nearest
 * 404.html it then serves with 404 (docs/deploying.md#gone-pages).
 */
export function goneFile(urlPath: string): string {
  return `${pageFile(urlPath).replace(/\.html$/, "")}/404.html`;
}
