// The static-output diff: the build reduced to what a reviewer cares about, per route. The committed
// manifest changes only when the site does, so a content edit shows up in review as a manifest change.
// Update it with `npm run manifest:update` after a deliberate change.
import fs from "fs";
import path from "path";
import { builtPages, type BuiltPage } from "./builtSite";

const MANIFEST = path.join(__dirname, "site-manifest.txt");
const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();

function describePage(page: BuiltPage): string[] {
  const d = page.document;
  const attr = (selector: string, name: string) => d.querySelector(selector)?.getAttribute(name) ?? "";
  const alternates = [...d.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => `${l.getAttribute("hreflang")}=${l.getAttribute("href")}`);
  const jsonLd = [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent ?? "{}") as { "@type"?: string })["@type"] ?? "?");
  const links = [...new Set([...d.querySelectorAll("body a[href]")].map((a) => a.getAttribute("href") ?? ""))].sort();
  return [
    `${page.route}  ${page.status}  lang=${d.documentElement.lang}`,
    `  title: ${text(d.querySelector("title"))}`,
    `  description: ${attr('meta[name="description"]', "content")}`,
    `  canonical: ${attr('link[rel="canonical"]', "href")}`,
    `  alternates: ${alternates.join(" ")}`,
    `  json-ld: ${jsonLd.join(", ")}`,
    ...[...d.querySelectorAll("h1, h2, h3")].map((h) => `  ${h.tagName.toLowerCase()}: ${text(h)}`),
    ...links.map((href) => `  link: ${href}`),
  ];
}

export function siteManifest(): string {
  return `${builtPages().flatMap((page) => [...describePage(page), ""]).join("\n")}`;
}

describe("the static-output manifest", () => {
  it("matches the committed __tests__/build/site-manifest.txt (update: npm run manifest:update)", () => {
    const actual = siteManifest();
    if (process.env.UPDATE_MANIFEST) fs.writeFileSync(MANIFEST, actual);
    const committed = fs.existsSync(MANIFEST) ? fs.readFileSync(MANIFEST, "utf8") : "";
    // Compared line by line so a failure prints a readable diff of what the build changed.
    expect(actual.split("\n")).toEqual(committed.split("\n"));
  });
});
