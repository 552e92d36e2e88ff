// Every internal link and asset reference in the built output resolves; mailto and tel links are
// well formed; nothing points at a development machine.
import fs from "fs";
import path from "path";
import { settings } from "../../src/config/settings";
import { builtPages, PUBLIC, resolvePath } from "../support/builtSite";

const SITE = settings.siteUrl.replace(/\/$/, "");
const DEV_HOST = /\/\/(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\]|[^/]*\.local)(:\d+)?(\/|$)/i;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[a-z]{2,}$/i;

/** Every URL a page refers to, with where it was found. */
function references(document: Document): { url: string; where: string }[] {
  const found: { url: string; where: string }[] = [];
  const add = (url: string | null, where: string) => url && found.push({ url: url.trim(), where });
  document.querySelectorAll("a[href], link[href], area[href]").forEach((el) => add(el.getAttribute("href"), el.outerHTML.slice(0, 80)));
  document.querySelectorAll("[src]").forEach((el) => add(el.getAttribute("src"), el.outerHTML.slice(0, 80)));
  document
    .querySelectorAll("[srcset], source[srcset]")
    .forEach((el) =>
      (el.getAttribute("srcset") ?? "").split(",").forEach((part) => add(part.trim().split(/\s+/)[0] ?? "", `srcset of ${el.tagName}`)),
    );
  document
    .querySelectorAll('meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]')
    .forEach((el) => add(el.getAttribute("content"), el.outerHTML.slice(0, 80)));
  // Every value of the JSON-LD that is an address: read as data, so an address inside a text (a job
  // posting's description is HTML, its links escaped as \") is the page's own link, checked above.
  const addresses = (value: unknown): string[] =>
    typeof value === "string"
      ? /^https?:\/\/\S+$/.test(value)
        ? [value]
        : []
      : Array.isArray(value)
        ? value.flatMap(addresses)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(addresses)
          : [];
  document.querySelectorAll('script[type="application/ld+json"]').forEach((el) => {
    for (const url of addresses(JSON.parse(el.textContent ?? "null"))) add(url, "JSON-LD");
  });
  return found;
}

/** A same-site URL as a path on this site, or undefined for other hosts and schemes. */
function sitePath(url: string, from: string): string | undefined {
  if (url.startsWith(SITE)) return url.slice(SITE.length) || "/";
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//")) return undefined;
  return new URL(url, `https://site.invalid${from}`).pathname + (url.includes("#") ? `#${url.split("#")[1]}` : "");
}

const pages = builtPages();

describe.each(pages.map((p) => [p.route, p] as const))("links and assets of %s", (route, page) => {
  const refs = references(page.document);

  it("resolve to files in the build, and anchors to ids on the target page", () => {
    const broken: string[] = [];
    for (const { url, where } of refs) {
      const target = sitePath(url, route);
      if (target === undefined) continue;
      const [pathname = "/", fragment] = target.split("#");
      const file = pathname === "" ? page.file : resolvePath(pathname);
      if (!file) {
        broken.push(`${url} (${where}) → no file`);
        continue;
      }
      if (fragment && file.endsWith(".html")) {
        const html = file === page.file ? page.html : fs.readFileSync(file, "utf8");
        if (!html.includes(`id="${decodeURIComponent(fragment)}"`)) broken.push(`${url} (${where}) → no element with id "${fragment}"`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("write mailto and tel links in a form mail and phone apps accept", () => {
    const bad = refs
      .map((r) => r.url)
      .filter((url) => /^(mailto|tel):/i.test(url))
      .filter((url) =>
        url.startsWith("mailto:")
          ? !decodeURIComponent(url.slice(7).split("?")[0] ?? "")
              .split(",")
              .every((a) => EMAIL.test(a.trim()))
          : !/^tel:\+?\d{7,15}$/.test(url),
      );
    expect(bad).toEqual([]);
  });

  it("point at no development machine", () => {
    expect(refs.filter((r) => DEV_HOST.test(r.url)).map((r) => `${r.url} (${r.where})`)).toEqual([]);
    expect(page.html).not.toMatch(DEV_HOST);
  });
});

describe("asset references in the built CSS", () => {
  const cssFiles = fs.readdirSync(PUBLIC).filter((f) => f.endsWith(".css"));

  it.each(cssFiles)("%s refers only to files that exist", (file) => {
    const css = fs.readFileSync(path.join(PUBLIC, file), "utf8");
    const urls = [...css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)]
      .map((m) => m[1]!)
      .filter((u) => !u.startsWith("data:") && !u.startsWith("#"));
    expect(urls.filter((u) => !resolvePath(new URL(u, "https://site.invalid/").pathname))).toEqual([]);
  });
});
