// What a visitor, a crawler or a feed reader gets from a built site, read from its folder: the
// facts the site diff compares. Bundles, page data and hashes of files nobody reads are left out.
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { splitStyles } from "./styles";
import { isNotFoundPath } from "../i18n/routes";

export interface PageFacts {
  title: string;
  description: string;
  canonical: string;
  /** `hreflang: href` of each alternate link. */
  alternates: string[];
  /** `h2 Text`, in document order. */
  headings: string[];
  /** The words a visitor reads, in order, separated by single spaces. */
  text: string;
  /**
   * The same words in three parts: up to the end of the site's header, the page's own, from the
   * site's footer on. Each part is
   * diffed apart, so a change to the shared frame reads the same on every page, whatever changed
   * near it on the page itself.
   */
  parts: [string, string, string];
  /** `text → href`. */
  links: string[];
  /** `alt (src)`. */
  images: string[];
  /** The share card: every og: and twitter: meta, `property: content`. */
  socialCards: string[];
  /** Each JSON-LD block, pretty-printed. */
  jsonLd: string[];
  /**
   * A fingerprint of the styles that can reach what the page shows: the inline rules whose selectors
   * match an element of its HTML (fonts, keyframes, custom properties and selectors that cannot be
   * evaluated count as matching), and the linked stylesheets. A change there can move the layout.
   */
  styles: string;
  /**
   * A fingerprint of the inline rules that match no element of the page's HTML ("" when there are
   * none): rules for what only other pages show, or only scripts add (a toast). Gatsby inlines the
   * whole global stylesheet in every page, so a rule for a new element reaches every page's text.
   */
  unusedStyles: string;
}

export interface FeedItem {
  id: string;
  title: string;
  date: string;
}

export interface SiteFacts {
  /** By the URL path the host serves each page at. */
  pages: Map<string, PageFacts>;
  /** By feed path (`/en/rss.xml`). */
  feeds: Map<string, FeedItem[]>;
  sitemap: string[];
}

/** Folders of a build that are not the site's pages: Gatsby's internals and the content manager. */
const NOT_PAGES = new Set(["_gatsby", "admin", "page-data", "static", "~partytown"]);

function htmlFiles(dir: string, top = true): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return top && NOT_PAGES.has(entry.name) ? [] : htmlFiles(full, false);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/**
 * The address a page file is served at. A build lays a page out as <path>.html (src/node/hosts/pageFiles.ts);
 * one from before that change, as Gatsby does, as <path>/index.html. Both give the same address, so a
 * diff across the change compares each page with itself. Gatsby renders the default language's
 * not-found page twice, as 404/index.html and 404.html (the file hosts show for a miss); both are /404.
 */
export function routeOf(root: string, file: string): string {
  const relative = `/${path.relative(root, file).split(path.sep).join("/")}`;
  // A gone address's page (<address>/404.html, src/node/hosts/pageFiles.ts) is what that address
  // shows, so a page that came down is changed, not removed; a language's own not-found page is its /404.
  const gone = /^(.+)\/404\.html$/.exec(relative)?.[1];
  if (gone !== undefined && !isNotFoundPath(`${gone}/404`)) return gone;
  const route = relative.replace(/\/index\.html$/, "").replace(/\.html$/, "");
  return route === "" ? "/" : route;
}

const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** Text nodes joined with spaces, so `<h2>A</h2><p>B</p>` reads "A B", not "AB". */
function visibleText(body: Element): string {
  const copy = body.cloneNode(true) as Element;
  copy.querySelectorAll("script, style, noscript, template, [hidden]").forEach((el) => el.remove());
  const words: string[] = [];
  const walker = copy.ownerDocument.createTreeWalker(copy, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = squash(node.textContent);
    if (text) words.push(text);
  }
  return words.join(" ");
}

/**
 * The page's words cut where the site's header ends and where its footer starts (the first `header`
 * and the last `footer` outside the page's `main`): three runs of the page's own text, each whole.
 */
function frameParts(body: HTMLElement, text: string): [string, string, string] {
  const outside = (selector: string) => [...body.querySelectorAll(selector)].filter((el) => !el.closest("main, article, section"));
  const header = outside("header")[0];
  const footer = outside("footer").at(-1);
  const headerText = header ? visibleText(header) : "";
  const footerText = footer ? visibleText(footer) : "";
  const headerEnd = headerText ? text.indexOf(headerText) + headerText.length : 0;
  const footerStart = footerText ? text.lastIndexOf(footerText) : text.length;
  if ((headerText && headerEnd < headerText.length) || footerStart < headerEnd) return ["", text, ""];
  return [text.slice(0, headerEnd).trim(), text.slice(headerEnd, footerStart).trim(), text.slice(footerStart).trim()];
}

const fingerprint = (parts: readonly string[]) => createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 12);

export function pageFacts(html: string): PageFacts {
  const { document } = new JSDOM(html).window;
  const text = visibleText(document.body);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? "";
  const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href") ?? "");
  const { used, unused } = splitStyles(document);
  return {
    title: squash(document.title),
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => `${l.getAttribute("hreflang")}: ${l.getAttribute("href")}`,
    ),
    headings: [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => `${h.tagName.toLowerCase()} ${squash(h.textContent)}`),
    text,
    parts: frameParts(document.body, text),
    links: [...document.querySelectorAll("a[href]")].map(
      (a) => `${squash(a.textContent) || a.getAttribute("aria-label") || "(no text)"} → ${a.getAttribute("href")}`,
    ),
    images: [...document.querySelectorAll("img")]
      .filter((img) => !img.closest("noscript"))
      .map((img) => `${img.getAttribute("alt") || "(no alt)"} (${img.getAttribute("src") ?? img.getAttribute("data-src") ?? ""})`),
    socialCards: [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map(
      (m) => `${m.getAttribute("property") ?? m.getAttribute("name")}: ${m.getAttribute("content")}`,
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => {
      try {
        return JSON.stringify(JSON.parse(s.textContent ?? ""), null, 2);
      } catch {
        return s.textContent ?? "";
      }
    }),
    styles: fingerprint([...used, ...sheets]),
    unusedStyles: unused.length > 0 ? fingerprint(unused) : "",
  };
}

function xml(file: string): Document {
  return new JSDOM(fs.readFileSync(file, "utf8"), { contentType: "text/xml" }).window.document;
}

export function feedItems(file: string): FeedItem[] {
  return [...xml(file).getElementsByTagName("item")].map((item) => {
    const child = (name: string) => squash(item.getElementsByTagName(name)[0]?.textContent);
    return { id: child("guid") || child("link"), title: child("title"), date: child("pubDate") };
  });
}

/** Every `<loc>` of the sitemaps the index names (gatsby-plugin-sitemap writes sitemap-0.xml, …). */
export function sitemapEntries(root: string): string[] {
  const files = fs
    .readdirSync(root)
    .filter((f) => /^sitemap-.*\.xml$/.test(f) && f !== "sitemap-index.xml")
    .sort();
  return files.flatMap((f) => [...xml(path.join(root, f)).getElementsByTagName("loc")].map((loc) => squash(loc.textContent)));
}

export function siteFacts(root: string): SiteFacts {
  if (!fs.existsSync(path.join(root, "index.html")) && !fs.existsSync(path.join(root, "404.html"))) {
    throw new Error(`${root} is not a built site (no index.html): run \`npm run build\` first.`);
  }
  const pages = new Map<string, PageFacts>();
  for (const file of htmlFiles(root).sort()) pages.set(routeOf(root, file), pageFacts(fs.readFileSync(file, "utf8")));
  const feeds = new Map<string, FeedItem[]>();
  for (const entry of fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))) {
    const feed = path.join(root, entry.name, "rss.xml");
    if (fs.existsSync(feed)) feeds.set(`/${entry.name}/rss.xml`, feedItems(feed));
  }
  return { pages, feeds, sitemap: sitemapEntries(root) };
}
