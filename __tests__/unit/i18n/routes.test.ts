import { alternatePath, languageFromPath, pathFor, routeByPath, routes, absoluteUrl } from "../../../src/i18n/routes";
import { LANGUAGES } from "../../../src/i18n/languages";

// requirements.md#routes's table, written out here so the slug map cannot drift from the requirements unnoticed.
const SPEC_ROUTES: Record<string, [string, string]> = {
  home: ["/en", "/es"],
  about: ["/en/about", "/es/acerca"],
  divisions: ["/en/divisions", "/es/divisiones"],
  services: ["/en/services", "/es/servicios"],
  events: ["/en/events", "/es/eventos"],
  partnerships: ["/en/partnerships", "/es/alianzas"],
  careers: ["/en/careers", "/es/empleos"],
  press: ["/en/press", "/es/prensa"],
  contact: ["/en/contact", "/es/contacto"],
  privacy: ["/en/policies/privacy", "/es/politicas/privacidad"],
  terms: ["/en/policies/terms", "/es/politicas/terminos"],
  compliance: ["/en/policies/compliance", "/es/politicas/compliance"],
  cookies: ["/en/policies/cookies", "/es/politicas/cookies"],
};

describe("the slug map", () => {
  it("has exactly the 13 pages of the requirements, each paired in English and Spanish", () => {
    expect(routes).toHaveLength(13);
    for (const route of routes) expect([route.paths.en, route.paths.es]).toEqual(SPEC_ROUTES[route.key]);
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(SPEC_ROUTES).sort());
  });

  it("gives 26 distinct paths, each under its language prefix", () => {
    const all = routes.flatMap((r) => LANGUAGES.map((l) => r.paths[l]));
    expect(new Set(all).size).toBe(26);
    for (const r of routes) for (const l of LANGUAGES) expect(languageFromPath(r.paths[l])).toBe(l);
  });

  it("pairs every page with its translation in both directions", () => {
    for (const [en, es] of Object.values(SPEC_ROUTES)) {
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
