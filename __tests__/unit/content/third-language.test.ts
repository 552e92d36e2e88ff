// The languages are written once (src/config/languages.ts): given a third one and its slugs, as a
// fixture, the route table, the content model and the CMS configuration all follow without other edits.
jest.mock("../../../src/config/languages", () => jest.requireActual("../../fixtures/third-language/languages"));
jest.mock("../../../src/config/routes.json", () => jest.requireActual("../../fixtures/third-language/routes.json"));

import fixtureRoutes from "../../fixtures/third-language/routes.json";
import { decapConfig } from "../../../src/cms/build/decapConfig";
import { englishPageStrings } from "../../../src/node/contentFiles";
import { alternatePath, languageFromPath, routeByPath, routes } from "../../../src/i18n/routes";
import { checkRoutes } from "../../../src/i18n/routeChecks";
import { sitemapEntries } from "../../../src/i18n/sitemap";
import path from "path";
import { DEFAULT_LANGUAGE, type Lang, LANGUAGE_NAMES, LANGUAGES } from "../../../src/i18n/languages";

// The real Lang type has two members; under the fixture the code sees three.
const FR = "fr" as unknown as Lang;
const fr = (key: string) => fixtureRoutes.find((r) => r.key === key)!.paths.fr;
const frPath = (route: { paths: object }) => (route.paths as Record<string, string>).fr!;

describe("a third language from fixture config", () => {
  it("makes a route table with every page in all three languages, paired", () => {
    expect(LANGUAGES).toEqual(["en", "es", "fr"]);
    expect(checkRoutes(routes)).toEqual([]);
    for (const route of routes) {
      expect(routeByPath(frPath(route))).toMatchObject({ route: { key: route.key }, lang: "fr" });
      expect(alternatePath(route.paths.en, FR)).toBe(frPath(route));
      expect(alternatePath(frPath(route), "es")).toBe(route.paths.es);
    }
    expect(languageFromPath(fr("about"))).toBe("fr");
    expect(languageFromPath("/fr")).toBe("fr");
    expect(languageFromPath("/francais")).toBe("en");
  });

  it("refuses a route that has no path in the third language", () => {
    const missing = routes.map((r, i) => (i === 1 ? { ...r, paths: { en: r.paths.en, es: r.paths.es } } : r));
    expect(checkRoutes(missing)).toEqual([`src/config/routes.json[1].paths.fr: must be a path under /fr`]);
  });

  it("lists every page in the sitemap with an alternate in each language", () => {
    const entries = sitemapEntries(routes.map((r) => ({ path: frPath(r) })));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.links.map((l) => l.lang)).toEqual(["en", "es", "fr", "x-default"]);
  });

  it("gives the content model the three locales", () => {
    expect(LANGUAGES).toEqual(["en", "es", "fr"]);
    expect(DEFAULT_LANGUAGE).toBe("en");
    expect(LANGUAGE_NAMES).toEqual({ en: "English", es: "Spanish", fr: "French" });
  });

  it("gives the content manager the three locales, the default first", () => {
    const config = decapConfig({
      github: { repo: "o/r", branch: "main" },
      siteUrl: "https://example.com",
      pageStrings: englishPageStrings(path.resolve("content")),
    }) as { i18n: { locales: string[]; default_locale: string } };
    expect(config.i18n).toMatchObject({ locales: ["en", "es", "fr"], default_locale: "en" });
  });
});
