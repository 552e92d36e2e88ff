// Every page's social card as a link preview fetches it: the og:image URL resolves to a PNG in the
// build, 1200×630, under 100 KB, named after its bytes, and not the same picture in both languages.
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { settings } from "../../src/config/settings";
import { pathFor, routes } from "../../src/i18n/routes";
import { builtPages, PUBLIC, type BuiltPage } from "../support/builtSite";
import { itemPages } from "../support/siteUnderTest";
import { LANGUAGES } from "../../src/i18n/languages";

const SITE = settings.siteUrl.replace(/\/$/, "");
const pages = builtPages();
const meta = (page: BuiltPage, key: string) =>
  page.document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? null;

/** The card file a page's og:image names, or undefined when it is not a card of this site. */
function cardFile(page: BuiltPage): string | undefined {
  const url = meta(page, "og:image") ?? "";
  return url.startsWith(`${SITE}/og/`) ? path.join(PUBLIC, url.slice(SITE.length)) : undefined;
}

/** Width and height from the PNG's IHDR chunk, which follows the 8-byte signature. */
function pngSize(bytes: Buffer): { png: boolean; width: number; height: number } {
  const png =
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    bytes.toString("ascii", 12, 16) === "IHDR";
  return { png, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.each(pages.map((p) => [p.route, p] as const))("the social card of %s", (_route, page) => {
  const file = cardFile(page);

  it("is a 1200×630 PNG under 100 KB in the build, at an absolute URL on the site", () => {
    expect(file && fs.existsSync(file)).toBe(true);
    const bytes = fs.readFileSync(file!);
    expect(pngSize(bytes)).toEqual({ png: true, width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(100 * 1024);
  });

  it("is named after its bytes, so a changed card never hides behind the year-long cache", () => {
    const hash = createHash("sha256").update(fs.readFileSync(file!)).digest("hex").slice(0, 12);
    expect(path.basename(file!)).toMatch(new RegExp(`-${hash}\\.png$`));
  });

  it("is announced with its size, its text alternative and the same image for X", () => {
    expect({ width: meta(page, "og:image:width"), height: meta(page, "og:image:height"), type: meta(page, "og:image:type") }).toEqual({
      width: "1200",
      height: "630",
      type: "image/png",
    });
    expect(meta(page, "og:image:alt")).toMatch(/\S/);
    expect(meta(page, "twitter:image")).toBe(meta(page, "og:image"));
    expect(meta(page, "twitter:image:alt")).toBe(meta(page, "og:image:alt"));
  });
});

describe("the social cards of a page pair", () => {
  const byPath = (p: string) => pages.find((page) => page.route === p);

  it.each(routes.map((r) => [r.key] as const))("%s differ between English and Spanish", (key) => {
    const [en, es] = LANGUAGES.map((lang) => byPath(pathFor(key, lang))!);
    const [enFile, esFile] = [cardFile(en!)!, cardFile(es!)!];
    expect(enFile).not.toBe(esFile);
    expect(fs.readFileSync(enFile).equals(fs.readFileSync(esFile))).toBe(false);
  });

  it("name the page's own title in their text alternative", () => {
    for (const route of routes) {
      for (const lang of LANGUAGES) {
        const page = byPath(pathFor(route.key, lang))!;
        expect(meta(page, "og:image:alt")).toBe(meta(page, "og:title"));
      }
    }
  });
});

describe("public/og", () => {
  it("holds exactly the cards the pages name: one per page and language, and one per item page, nothing left over", () => {
    const named = new Set(
      pages
        .map((p) => cardFile(p))
        .filter((f): f is string => !!f)
        .map((f) => path.basename(f)),
    );
    expect(fs.readdirSync(path.join(PUBLIC, "og")).sort()).toEqual([...named].sort());
    // Every page of the slug map, and every item's own page.
    expect(named.size).toBe(routes.length * LANGUAGES.length + itemPages().length);
  });
});
