// useTranslation does not work inside Gatsby's Head, so the head reads the page's own locale data.
import { settings } from "../config/settings";
import { cutBetweenWords } from "../lib/text";

export interface LocaleEdges {
  readonly edges: readonly { readonly node: { readonly ns: string; readonly data: string } }[];
}

type Tree = { [key: string]: Tree | string };

export type HeadStrings = (ns: string, key: string) => string;

export function headStrings(locales: LocaleEdges): HeadStrings {
  const byNs = new Map(locales.edges.map(({ node }) => [node.ns, JSON.parse(node.data) as Tree]));
  return (ns: string, key: string): string => {
    let value: Tree | string | undefined = byNs.get(ns);
    for (const part of key.split(".")) value = typeof value === "object" ? value[part] : undefined;
    if (typeof value !== "string") throw new Error(`Missing string ${ns}:${key} for the page head`);
    return value;
  };
}

/** i18next-style {{name}} placeholders, for the few head strings that take values (a page number). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * A page title as the head and the social card's text alternative show it: with the brand, once.
 * The build steps pass the brand of the content folder they read (src/node/contentFolder.ts).
 */
export function withBrand(title: string, brand: string = settings.brandName): string {
  return title.includes(brand) ? title : `${title} | ${brand}`;
}

/**
 * A page's <title>: its title and the brand in at most 70 characters, what search results show (and
 * html-validate holds every page to). An item page's title is an editor's, as long as they like: it
 * is cut between words to fit, and its heading on the page keeps every word.
 */
export function pageTitle(title: string, brand: string = settings.brandName, max = 70): string {
  const full = withBrand(title, brand);
  if ([...full].length <= max) return full;
  return withBrand(cutBetweenWords(title, max - [...` | ${brand}`].length), brand);
}
