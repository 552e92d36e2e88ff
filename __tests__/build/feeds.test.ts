// The news feeds as a feed reader fetches them: valid RSS 2.0, that language's news newest first,
// and every link in them leads to a page and an element that exist. Every page links its language's feed.
import fs from "fs";
import { JSDOM } from "jsdom";
import { settings } from "../../src/config/settings";
import { feedPath, languageFromPath, pathFor } from "../../src/i18n/routes";
import { contentItems } from "../support/siteUnderTest";
import { builtPages, PUBLIC, resolvePath } from "../support/builtSite";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";

const SITE = settings.siteUrl.replace(/\/$/, "");
const ATOM = "http://www.w3.org/2005/Atom";
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const pages = builtPages();

function readFeed(lang: Lang) {
  const xml = fs.readFileSync(`${PUBLIC}${feedPath(lang)}`, "utf8");
  const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  const text = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent?.trim() ?? "";
  const channel = document.querySelector("rss > channel");
  const items = [...document.querySelectorAll("rss > channel > item")].map((item) => ({
    title: text(item, "title"),
    link: text(item, "link"),
    guid: text(item, "guid"),
    pubDate: text(item, "pubDate"),
    description: text(item, "description"),
  }));
  return { document, channel, items, text };
}

describe.each(LANGUAGES.map((lang) => [lang] as const))("the %s news feed", (lang) => {
  const { document, channel, items, text } = readFeed(lang);
  const home = pages.find((p) => p.route === pathFor("home", lang))!;
  const news = contentItems<{ date: string }>("news", lang);

  it("parses as XML and is RSS 2.0 with the channel's title, link, description, language and self link", () => {
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    expect(channel).not.toBeNull();
    expect(text(channel!, "title")).toMatch(/\S/);
    expect(text(channel!, "link")).toBe(`${SITE}${pathFor("home", lang)}`);
    expect(text(channel!, "description")).toMatch(/\S/);
    expect(text(channel!, "language")).toBe(lang);
    const self = [...document.getElementsByTagNameNS(ATOM, "link")].find((l) => l.getAttribute("rel") === "self");
    expect({ href: self?.getAttribute("href"), type: self?.getAttribute("type") }).toEqual({
      href: `${SITE}${feedPath(lang)}`,
      type: "application/rss+xml",
    });
  });

  it("carries that language's newest news, as many as the feed takes (settings.feed.maxItems)", () => {
    const newest = news
      .map((n) => n.date)
      .sort()
      .reverse()
      .slice(0, settings.feed.maxItems);
    expect(items.map((i) => new Date(i.pubDate).toISOString().slice(0, 10))).toEqual(newest);
  });

  it("gives every item a title, link, summary, a guid of its own and an RFC 822 date, newest first", () => {
    for (const item of items) {
      expect(item.title).toMatch(/\S/);
      expect(item.description).toMatch(/\S/);
      expect(item.pubDate).toMatch(RFC_822);
    }
    expect(new Set(items.map((i) => i.guid)).size).toBe(items.length);
    const times = items.map((i) => Date.parse(i.pubDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("starts with the news the home page in that language shows, in its order", () => {
    const onHome = [...home.document.querySelectorAll("[data-news] h3")].map((h) => h.textContent?.trim());
    expect(onHome).toHaveLength(Math.min(settings.home.newsCount, news.length));
    expect(items.slice(0, onHome.length).map((i) => i.title)).toEqual(onHome);
  });

  // An item with a press release of its own links that page; the others, their card on the press page.
  it("links every item to a page in that language and, where the link has a fragment, an element that exists on it", () => {
    const broken: string[] = [];
    for (const { link } of items) {
      const [pathname = "", fragment] = link.replace(SITE, "").split("#");
      const file = link.startsWith(SITE) ? resolvePath(pathname) : undefined;
      if (!file || languageFromPath(pathname) !== lang) broken.push(`${link} → no page in ${lang}`);
      else if (fragment !== undefined && !fs.readFileSync(file, "utf8").includes(`id="${fragment}"`))
        broken.push(`${link} → no element with id "${fragment}"`);
    }
    expect(broken).toEqual([]);
  });
});

describe("the two feeds", () => {
  const [en, es] = LANGUAGES.map(readFeed);

  it("list the same news, paired by date, each in its own language", () => {
    expect(es!.items.map((i) => i.pubDate)).toEqual(en!.items.map((i) => i.pubDate));
    es!.items.forEach((item, i) => expect(item.title).not.toBe(en!.items[i]!.title));
  });

  it("are linked, by their title, from every page of their language", () => {
    for (const page of pages) {
      const lang = languageFromPath(page.route);
      const links = [...page.document.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')];
      const { channel, text } = lang === "en" ? en! : es!;
      expect({ route: page.route, links: links.map((l) => [l.getAttribute("href"), l.getAttribute("title")]) }).toEqual({
        route: page.route,
        links: [[feedPath(lang), text(channel!, "title")]],
      });
    }
  });
});
