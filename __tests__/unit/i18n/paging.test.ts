import { pageCount, pagedPath, pageOf, pageSlices } from "../../../src/i18n/paging";
import { alternatePath, pathFor, routeByPath } from "../../../src/i18n/routes";
import { sitemapEntries } from "../../../src/i18n/sitemap";
import { preferenceRedirect } from "../../../src/i18n/preferredLanguage";

describe("numbered pages of a list", () => {
  it("count whole pages, at least one even for an empty list", () => {
    expect([0, 1, 12, 13, 24, 25, 400].map((n) => pageCount(n, 12))).toEqual([1, 1, 1, 2, 2, 3, 34]);
    expect(() => pageCount(10, 0)).toThrow(/per page/);
    expect(() => pageCount(10, 2.5)).toThrow(/per page/);
  });

  it("keep page 1 at the base path and put page n at <base>/<n>", () => {
    expect(pagedPath("/en/careers", 1)).toBe("/en/careers");
    expect(pagedPath("/en/careers", 2)).toBe("/en/careers/2");
    expect(pagedPath("/es/empleos", 34)).toBe("/es/empleos/34");
  });

  it("read the page number back, accepting exactly one spelling per page", () => {
    expect(pageOf("/en/careers", "/en/careers")).toBe(1);
    expect(pageOf("/en/careers", "/en/careers/2")).toBe(2);
    expect(pageOf("/en/careers", "/en/careers/120")).toBe(120);
    for (const other of [
      "/en/careers/1",
      "/en/careers/02",
      "/en/careers/0",
      "/en/careers/x",
      "/en/careers/2/3",
      "/en/careersx",
      "/en/career",
    ])
      expect(pageOf("/en/careers", other)).toBeUndefined();
  });

  it("slice the list for each page's query", () => {
    expect(pageSlices(4, 12)).toEqual([{ page: 1, pageCount: 1, skip: 0, limit: 12 }]);
    expect(pageSlices(25, 12)).toEqual([
      { page: 1, pageCount: 3, skip: 0, limit: 12 },
      { page: 2, pageCount: 3, skip: 12, limit: 12 },
      { page: 3, pageCount: 3, skip: 24, limit: 12 },
    ]);
  });
});

describe("the paged careers route", () => {
  it("is recognised on every page, in both languages, as careers", () => {
    expect(routeByPath("/en/careers")).toMatchObject({ route: { key: "careers" }, lang: "en", page: 1 });
    expect(routeByPath("/en/careers/2")).toMatchObject({ route: { key: "careers" }, lang: "en", page: 2 });
    expect(routeByPath("/es/empleos/7/")).toMatchObject({ route: { key: "careers" }, lang: "es", page: 7 });
    expect(routeByPath("/en/careers/1")).toBeUndefined();
  });

  it("builds links to any page, and other routes ignore a page number", () => {
    expect(pathFor("careers", "es", 3)).toBe("/es/empleos/3");
    expect(pathFor("careers", "en")).toBe("/en/careers");
    expect(pathFor("about", "en", 2)).toBe("/en/about");
    expect(routeByPath("/en/about/2")).toBeUndefined();
  });

  it("pairs page n with page n of the other language (language switch, preference redirect)", () => {
    expect(alternatePath("/en/careers/2", "es")).toBe("/es/empleos/2");
    expect(alternatePath("/es/empleos/5", "en")).toBe("/en/careers/5");
    expect(alternatePath("/es/empleos", "en")).toBe("/en/careers");
    expect(preferenceRedirect("/en/careers/3", "es")).toBe("/es/empleos/3");
  });

  it("lists each built page in the sitemap with the same page in each language", () => {
    const entries = sitemapEntries([
      { path: "/en/careers" },
      { path: "/es/empleos/2" },
      { path: "/en/careers/1" },
      { path: "/es/404" },
      { path: "/" },
    ]);
    expect(entries.map((e) => e.path)).toEqual(["/en/careers", "/es/empleos/2"]);
    expect(entries[1]!.links).toEqual([
      { lang: "en", url: "https://www.example.com/en/careers/2" },
      { lang: "es", url: "https://www.example.com/es/empleos/2" },
      { lang: "x-default", url: "https://www.example.com/en/careers/2" },
    ]);
  });
});
