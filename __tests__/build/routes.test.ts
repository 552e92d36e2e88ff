// What no valid content edit can break, computed from the slug map (src/config/routes.json) and the
// content model, never from today's words: every page in both languages at its path, its status,
// language, canonical, hreflang pairs, title, description and JSON-LD types, and no page besides.
// The test command also runs this on the build of an editor's day of changes (BUILD_DIR, CONTENT_DIR).
import { absoluteUrl, pathFor, routes, type Route, type RouteKey } from "../../src/i18n/routes";
import { contentItems, itemPages, listPages } from "../support/siteUnderTest";
import { eventsFirstPage, type DatedEvent } from "../../src/lib/eventCalendar";
import { siteDate } from "../../src/lib/siteDate";
import fs from "fs";
import path from "path";
import { goneFile, notFoundFile, pageFile } from "../../src/node/hosts/pageFiles";
import { builtPages, PUBLIC, type BuiltPage } from "../support/builtSite";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";

const pages = builtPages();
const pageAt = (route: string) => pages.find((p) => p.route === route);

const expected = routes.flatMap((route) => LANGUAGES.map((lang) => ({ route, lang, path: pathFor(route.key, lang) })));

/** The structured data each template states; the home page speaks for the organisation as a whole, the events page for each event it lists. */
const JSON_LD_TYPES = (template: Route["template"], lang: Lang): string[] => {
  const { upcoming, past } = eventsFirstPage(contentItems<DatedEvent>("events", lang), siteDate());
  const types: Partial<Record<Route["template"], string[]>> = {
    home: ["Organization"],
    contact: ["LocalBusiness", "BreadcrumbList"],
    events: ["BreadcrumbList", ...[...upcoming, ...past].map(() => "Event")],
  };
  return types[template] ?? ["BreadcrumbList"];
};
/** Each item page's own data, after its breadcrumb. */
const ITEM_TYPES = { pressRelease: "NewsArticle", opening: "JobPosting", event: "Event" } as const;
const jsonLdTypes = (page: BuiltPage) =>
  [...page.document.querySelectorAll('script[type="application/ld+json"]')].map(
    (s) => (JSON.parse(s.textContent ?? "") as { "@type": string })["@type"],
  );

describe("the pages of the slug map", () => {
  it("are all built, and nothing else but the error pages and the root's language redirect", () => {
    const built = pages
      .filter((p) => p.status === 200 && p.route !== "/")
      .map((p) => p.route)
      .sort();
    const lists = listPages().flatMap((page) => LANGUAGES.map((lang) => page.paths[lang]));
    expect(built).toEqual([...expected.map((e) => e.path), ...itemPages().map((p) => p.path), ...lists].sort());
  });

  describe.each(expected.map((e) => [e.path, e] as const))("%s", (_path, { route, lang, path }) => {
    const page = pageAt(path)!;
    const attr = (selector: string, name: string) => page.document.querySelector(selector)?.getAttribute(name);

    it("is served with status 200 in its language", () => {
      expect(page).toBeDefined();
      expect(page.status).toBe(200);
      expect(page.document.documentElement.lang).toBe(lang);
    });

    it("names itself as canonical, and its pair in each language, with English as the default", () => {
      expect(attr('link[rel="canonical"]', "href")).toBe(absoluteUrl(path));
      const alternates = Object.fromEntries(
        [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute("hreflang"),
          l.getAttribute("href"),
        ]),
      );
      const paired = Object.fromEntries(LANGUAGES.map((other) => [other, absoluteUrl(pathFor(route.key, other))]));
      expect(alternates).toEqual({ ...paired, "x-default": paired.en });
    });

    it("has a title and a meta description", () => {
      expect(page.document.title.trim()).not.toBe("");
      expect(attr('meta[name="description"]', "content")?.trim()).toBeTruthy();
    });

    it("states the structured data of its template", () => {
      expect(jsonLdTypes(page)).toEqual(JSON_LD_TYPES(route.template, lang));
    });
  });
});

describe("the items' own pages", () => {
  // One test per item page the content under test makes (none on the launch content; the editor's day has some).
  for (const { path, key, lang, pair } of itemPages())
    it(`${path}: in its language, its twin named, its data stated`, () => {
      const page = pageAt(path)!;
      expect(page?.status).toBe(200);
      expect(page.document.documentElement.lang).toBe(lang);
      expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(absoluteUrl(path));
      const other = lang === "en" ? "es" : "en";
      expect(page.document.querySelector(`link[rel="alternate"][hreflang="${other}"]`)?.getAttribute("href")).toBe(absoluteUrl(pair));
      expect(page.document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim()).toBeTruthy();
      expect(jsonLdTypes(page)).toEqual(["BreadcrumbList", ITEM_TYPES[key]]);
    });
});

describe("the pages of the long lists", () => {
  // One per list page the content under test makes, in each language (a year's releases; an events month's, type's or country's).
  const lists = listPages().flatMap((page) => LANGUAGES.map((lang) => ({ page, lang, path: page.paths[lang] })));
  for (const { page: list, lang, path } of lists)
    it(`${path}: in its language, its twins named, its breadcrumb under its list, titled and described`, () => {
      const page = pageAt(path)!;
      expect(page?.status).toBe(200);
      expect(page.document.documentElement.lang).toBe(lang);
      expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(absoluteUrl(path));
      const alternates = Object.fromEntries(
        [...page.document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute("hreflang"),
          l.getAttribute("href"),
        ]),
      );
      const paired = Object.fromEntries(LANGUAGES.map((other) => [other, absoluteUrl(list.paths[other])]));
      expect(alternates).toEqual({ ...paired, "x-default": paired.en });
      // A long label is shortened in the title ("Monterrey <img src=x…"): its first word is always there.
      expect(page.document.title).toContain(list.labels[lang].split(" ")[0]);
      expect(page.document.querySelector('meta[name="description"]')?.getAttribute("content")?.trim()).toBeTruthy();
      const types = jsonLdTypes(page);
      expect(types[0]).toBe("BreadcrumbList");
      // An events list page states each event it shows (events.test.ts checks which); no other list page states more.
      expect(types.slice(1)).toEqual(
        Array<string>(page.document.querySelectorAll("[data-event]").length).fill(list.route.list === "events" ? "Event" : ""),
      );
      const crumbs = (
        JSON.parse(page.document.querySelector('script[type="application/ld+json"]')!.textContent ?? "") as {
          itemListElement: { item: string }[];
        }
      ).itemListElement.map((crumb) => crumb.item);
      // Under its list: Home › the list › the value; the home page's own lists (news by year): Home › the value.
      const parents: RouteKey[] = list.route.list === "home" ? ["home"] : ["home", list.route.list];
      expect(crumbs).toEqual([...parents.map((key) => absoluteUrl(pathFor(key, lang))), absoluteUrl(path)]);
    });
});

describe("the error and redirect pages", () => {
  it("has a 404 page for each language, kept out of search engines", () => {
    for (const lang of LANGUAGES) {
      const page = pages.find((p) => p.status === 404 && p.document.documentElement.lang === lang);
      expect({ lang, found: Boolean(page) }).toEqual({ lang, found: true });
      expect(page!.document.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    }
  });

  it("has each language's 404 page in the file the host rules name, pairing with no page, so no saved language forwards from it", () => {
    for (const lang of LANGUAGES) {
      const page = pages.find((p) => p.file === path.join(PUBLIC, notFoundFile(lang)));
      expect({ lang, found: page?.status }).toEqual({ lang, found: 404 });
      expect(page!.document.documentElement.lang).toBe(lang);
      // The language script forwards a visitor whose saved language differs to the page's pair (src/inline-scripts/languagePreference.ts).
      expect(page!.document.documentElement.getAttributeNames().filter((name) => name.startsWith("data-alt-"))).toEqual([]);
    }
  });

  it("has every page in its file <path>.html, which each host serves at the page's own address (a gone address's in <address>/404.html): no folder holds an index.html but the content manager's", () => {
    for (const page of pages)
      expect(path.relative(PUBLIC, page.file)).toBe(
        page.route === "/404.html" ? "404.html" : page.status === 410 ? goneFile(page.route) : pageFile(page.route),
      );
    const indexes = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? indexes(path.join(dir, entry.name))
            : entry.name === "index.html"
              ? [path.relative(PUBLIC, path.join(dir, entry.name))]
              : [],
        );
    expect(indexes(PUBLIC).filter((file) => !file.startsWith(`admin${path.sep}`))).toEqual(["index.html"]);
  });

  it("sends the root to a language home", () => {
    const root = pageAt("/")!;
    expect(root).toBeDefined();
    expect(LANGUAGES.map((lang) => pathFor("home", lang))).toContain(root.document.documentElement.getAttribute("data-redirect"));
  });
});
