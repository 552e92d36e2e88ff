import fs from "fs";
import path from "path";
import { alternatePath, languageFromPath, pathFor, routeByKey, routeByPath, routes, absoluteUrl } from "../../../src/i18n/routes";
import { LANGUAGES } from "../../../src/i18n/languages";

// The table of requirements.md#routes, read from the requirements themselves, so the slug map cannot
// drift from them unnoticed: each page's English and Spanish path.
const requirements = fs.readFileSync(path.resolve(__dirname, "../../../docs/requirements.md"), "utf8");
const routesSection = requirements.slice(requirements.indexOf('<h2 id="routes">'), requirements.indexOf('<h2 id="shared-frame">'));
const SPEC_PAIRS = [...routesSection.matchAll(/^\| [^|]+ \| (\/en\S*) \| (\/es\S*) \|$/gm)].map(([, en, es]) => [en!, es!] as const);

describe("the slug map", () => {
  it("has exactly the 13 pages of the requirements and the search page, each paired in English and Spanish", () => {
    expect(SPEC_PAIRS).toHaveLength(13);
    // The search page (src/components/search/) is the one page beyond the requirements' table.
    const required = routes.filter((route) => route.key !== "search");
    expect(required).toHaveLength(13);
    expect(required.map((route) => [route.paths.en, route.paths.es]).sort()).toEqual([...SPEC_PAIRS].sort());
    expect(routeByKey("search").paths).toEqual({ en: "/en/search", es: "/es/buscar" });
    // Each page's key, the name code gives it (pathFor), is its English slug; home's is "home".
    for (const route of routes) expect(route.key).toBe(route.paths.en === "/en" ? "home" : route.paths.en.split("/").at(-1));
  });

  it("gives 28 distinct paths, each under its language prefix", () => {
    const all = routes.flatMap((r) => LANGUAGES.map((l) => r.paths[l]));
    expect(new Set(all).size).toBe(28);
    for (const r of routes) for (const l of LANGUAGES) expect(languageFromPath(r.paths[l])).toBe(l);
  });

  it("pairs every page with its translation in both directions", () => {
    for (const [en, es] of SPEC_PAIRS) {
      expect(alternatePath(en, "es")).toBe(es);
      expect(alternatePath(es, "en")).toBe(en);
      expect(alternatePath(en, "en")).toBe(en);
    }
  });

  it("sends a page without a pair to the other language's home", () => {
    expect(alternatePath("/en/no-such-page", "es")).toBe("/es");
    expect(alternatePath("/", "es")).toBe("/es");
    expect(alternatePath("/es/404", "en")).toBe("/en");
  });

  it("finds a route despite a trailing slash, query or hash", () => {
    expect(routeByPath("/es/acerca/")?.route.key).toBe("about");
    expect(routeByPath("/en/about?x=1#top")?.route.key).toBe("about");
    expect(routeByPath("/en/abou")).toBeUndefined();
  });

  it("builds links from route keys and absolute URLs from the site URL", () => {
    expect(pathFor("contact", "es")).toBe("/es/contacto");
    expect(absoluteUrl("/en/about")).toMatch(/^https:\/\/[^/]+\/en\/about$/);
    expect(() => pathFor("nope" as never, "en")).toThrow(/Unknown route key/);
  });
});

describe("language from the URL (requirements.md#language)", () => {
  it.each([
    ["/es", "es"],
    ["/es/", "es"],
    ["/es/acerca", "es"],
    ["/en", "en"],
    ["/", "en"],
    ["/espanol", "en"],
    ["/en/es", "en"],
    ["/404.html", "en"],
  ])("%s is %s", (path, lang) => expect(languageFromPath(path)).toBe(lang));
});
