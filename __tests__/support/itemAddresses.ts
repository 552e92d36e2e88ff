// The addresses the build names for an item outside its pages: each calendar file's URL, each feed
// item's link and each JSON-LD item's url. Calendar apps, feed readers and search engines keep them
// for years, so each must lead to a page that never moves and shows the item (issue 67). Read from the
// files as written, with no DOM, so the host checks (hosts.spec.ts) can read them too.
import fs from "fs";
import path from "path";
import { settings } from "../../src/config/settings";
import { BUILD_DIR } from "./siteUnderTest";
import { parseCalendar } from "./icalendar";

const SITE = settings.siteUrl.replace(/\/$/, "");

/** Every file of the build whose name matches, at any depth, outside Gatsby's and the content manager's folders. */
function files(name: RegExp, dir = BUILD_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["admin", "page-data", "static", "_gatsby"].includes(entry.name) && dir === BUILD_DIR ? [] : files(name, full);
    return name.test(entry.name) ? [full] : [];
  });
}

/** The site's addresses a value of JSON-LD names as an item's page (url, mainEntityOfPage, @id), anywhere in it. */
function jsonLdAddresses(value: unknown, key = ""): string[] {
  if (typeof value === "string") return ["url", "mainEntityOfPage", "@id"].includes(key) && value.startsWith(SITE) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => jsonLdAddresses(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => jsonLdAddresses(v, k));
  return [];
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** Each address the build names for an item, with the file that names it. */
export function itemAddresses(): { url: string; where: string }[] {
  const named: { url: string; where: string }[] = [];
  const where = (file: string) => path.relative(BUILD_DIR, file);
  for (const file of files(/\.ics$/))
    for (const event of parseCalendar(fs.readFileSync(file, "utf8")).events)
      if (event.url) named.push({ url: event.url, where: where(file) });
  for (const file of files(/^rss\.xml$/))
    for (const [, link] of fs.readFileSync(file, "utf8").matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g))
      named.push({ url: unescapeXml(link!.trim()), where: where(file) });
  for (const file of files(/\.html$/))
    for (const [, json] of fs.readFileSync(file, "utf8").matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
      // The site-wide blocks and the breadcrumbs name pages, not items.
      if (!/"@type":"(Organization|LocalBusiness|BreadcrumbList)"/.test(json!))
        for (const url of jsonLdAddresses(JSON.parse(json!))) named.push({ url, where: where(file) });
  return named;
}
