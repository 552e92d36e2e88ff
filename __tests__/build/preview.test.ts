// A deploy preview against production, on the test command's two builds: public/ is the production
// build, public-endpoint/ the content manager's test builds as a deploy preview (SITE_PREVIEW=1, as
// netlify.toml's preview contexts and Cloudflare's preview environment set it).
import fs from "fs";
import path from "path";
import site from "../../src/config/site.json";
import { PREVIEW_HEADERS } from "../../src/node/hosts/policy";
import { siteFacts } from "../../src/site-diff/facts";

const ROOT = path.resolve(__dirname, "../..");
const BUILDS = { production: path.join(ROOT, "public"), preview: path.join(ROOT, "public-endpoint") };
const read = (build: string, file: string) => fs.readFileSync(path.join(build, file), "utf8");
const [HEADER, VALUE] = PREVIEW_HEADERS[0]!;

/** The headers `_headers` gives every path (its `/*` block). */
function everyPathHeaders(build: string): string[] {
  const lines = read(build, "_headers").split("\n");
  const start = lines.indexOf("/*") + 1;
  const end = lines.findIndex((line, i) => i >= start && !line.startsWith("  "));
  return lines.slice(start, end).map((line) => line.trim());
}

describe.each(Object.entries(BUILDS))("the %s build", (kind, build) => {
  const preview = kind === "preview";

  beforeAll(() => {
    if (!fs.existsSync(path.join(build, "index.html")))
      throw new Error(`No build in ${path.relative(ROOT, build)}/ (the test command makes both)`);
  });

  it(preview ? "asks crawlers to stay out in robots.txt" : "lets crawlers in and names the sitemap in robots.txt", () => {
    const robots = read(build, "robots.txt");
    expect(/^Disallow: \/$/m.test(robots)).toBe(preview);
    expect(robots.includes(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)).toBe(!preview);
  });

  it(preview ? `sends ${HEADER}: ${VALUE} with every response` : `sends no ${HEADER}: ${VALUE} outside the content manager`, () => {
    expect(everyPathHeaders(build).includes(`${HEADER}: ${VALUE}`)).toBe(preview);
  });

  it("points every page's canonical and alternate links at the production site", () => {
    const pages = [...siteFacts(build).pages.entries()].filter(([, facts]) => facts.canonical);
    expect(pages.length).toBeGreaterThan(0);
    for (const [route, facts] of pages) {
      for (const href of [facts.canonical, ...facts.alternates.map((a) => a.split(": ")[1]!)]) {
        expect({ route, href: href.startsWith(`${site.siteUrl}/`) || href === site.siteUrl }).toEqual({ route, href: true });
      }
    }
  });
});
