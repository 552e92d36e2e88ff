import { absoluteUrl, LANGUAGES, routeByPath, DEFAULT_LANGUAGE } from "./routes";

export interface SitemapPage {
  path: string;
}

export interface SitemapEntry {
  /** gatsby-plugin-sitemap filters on `path`; only url and links are written. */
  path: string;
  url: string;
  links: { lang: string; url: string }[];
}

/** Only slug-map pages are listed (no redirect, no 404), each with its language alternates. */
export function sitemapEntries(pages: SitemapPage[]): SitemapEntry[] {
  return pages.flatMap((page) => {
    const found = routeByPath(page.path);
    if (!found || found.route.paths[found.lang] !== page.path) return [];
    const { paths } = found.route;
    return [
      {
        path: page.path,
        url: absoluteUrl(page.path),
        links: [
          ...LANGUAGES.map((lang) => ({ lang, url: absoluteUrl(paths[lang]) })),
          { lang: "x-default", url: absoluteUrl(paths[DEFAULT_LANGUAGE]) },
        ],
      },
    ];
  });
}
