// The search index the build writes (src/node/postBuild/searchIndex.ts), read as Pagefind's script reads
// it, unzipped: one index per language, of the pages the sitemap lists, each page's main content alone.
// What a visitor finds is checked in a browser (__tests__/browser/search.spec.ts).
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { pathFor } from "../../src/i18n/routes";
import { LANGUAGES } from "../../src/i18n/languages";
import { builtPages, PUBLIC } from "../support/builtSite";
import { pageStrings, type Tree } from "../support/siteUnderTest";

const folder = path.join(PUBLIC, "pagefind");
const entry = JSON.parse(fs.readFileSync(path.join(folder, "pagefind-entry.json"), "utf8")) as {
  languages: Record<string, { page_count: number }>;
};
/** Each page the index holds, unzipped: Pagefind's fragments are gzip with a short signature before their JSON. */
const fragments = fs.readdirSync(path.join(folder, "fragment")).map((file) => {
  const text = zlib.gunzipSync(fs.readFileSync(path.join(folder, "fragment", file))).toString("utf8");
  return {
    file,
    ...(JSON.parse(text.slice(text.indexOf("{"))) as { url: string; content: string; meta: { title: string }; language?: string }),
  };
});
const sitemap = fs
  .readdirSync(PUBLIC)
  .filter((f) => /^sitemap-\d+\.xml$/.test(f))
  .flatMap((f) =>
    [...fs.readFileSync(path.join(PUBLIC, f), "utf8").matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
const strings = (lang: (typeof LANGUAGES)[number], ns: string, key: string) =>
  String(key.split(".").reduce<unknown>((node, k) => (node as Tree)[k], pageStrings(lang, ns)));

it("holds one index per language, of the sitemap's pages less the search pages", () => {
  expect(Object.keys(entry.languages).sort()).toEqual([...LANGUAGES].sort());
  const expected = sitemap.filter((p) => !LANGUAGES.some((lang) => pathFor("search", lang) === p)).sort();
  expect(fragments.map((f) => f.url).sort()).toEqual(expected);
  for (const lang of LANGUAGES)
    expect(entry.languages[lang]!.page_count).toBe(
      expected.filter((p) => p === pathFor("home", lang) || p.startsWith(`${pathFor("home", lang)}/`)).length,
    );
});

it("holds no not-found, gone, redirect or noindex page, nor the content manager", () => {
  const indexed = new Set(fragments.map((f) => f.url));
  for (const page of builtPages().filter((p) => p.status !== 200 || p.route === "/" || /name="robots" content="noindex/.test(p.html)))
    expect({ route: page.route, indexed: indexed.has(page.route) }).toEqual({ route: page.route, indexed: false });
  expect([...indexed].filter((url) => url.startsWith("/admin"))).toEqual([]);
});

it("holds what a visitor reads in each page's main content and nothing of the header, footer, cookie notice or forms", () => {
  for (const lang of LANGUAGES) {
    const frame = [
      strings(lang, "common", "footer.about"),
      strings(lang, "common", "cookieBanner.message"),
      strings(lang, "common", "nav.toggleOpen"),
    ];
    for (const fragment of fragments.filter((f) => f.url === pathFor("home", lang) || f.url.startsWith(`${pathFor("home", lang)}/`))) {
      expect(fragment.meta.title.trim()).not.toBe("");
      for (const text of frame)
        expect({ url: fragment.url, has: fragment.content.includes(text) }).toEqual({ url: fragment.url, has: false });
    }
    // The about page's hero, its main content, is there.
    const about = fragments.find((f) => f.url === pathFor("about", lang))!;
    expect(about.content).toContain(strings(lang, "about", "hero.lead"));
  }
});

it("publishes only the files the search page's script loads: no ready-made interface, no unknown language", () => {
  for (const unused of [
    "pagefind-ui.js",
    "pagefind-modular-ui.js",
    "pagefind-component-ui.js",
    "pagefind-highlight.js",
    "wasm.unknown.pagefind",
  ])
    expect({ unused, there: fs.existsSync(path.join(folder, unused)) }).toEqual({ unused, there: false });
  for (const lang of LANGUAGES) expect(fs.existsSync(path.join(folder, `wasm.${lang}.pagefind`))).toBe(true);
  expect(fs.existsSync(path.join(folder, "pagefind.js"))).toBe(true);
});
