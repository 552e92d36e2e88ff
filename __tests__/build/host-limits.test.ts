// The headers the build writes, against what the hosts accept, and the inline scripts behind the
// policy: pages of one template carry the same ones, so the policy stays the same size however many
// pages the content makes (paged openings, new policies).
import fs from "fs";
import path from "path";
import { inlineScriptHashes } from "../../src/node/hosts/policy";
import { CLOUDFLARE_LIMITS, countRedirects, hostLimitWarnings } from "../../src/node/hosts/hostLimits";
import { builtPages, PUBLIC } from "../support/builtSite";

// Cloudflare Pages reads no `_headers` line longer than this, and no more rules; nginx refuses a
// directive argument over 4,096 bytes, so a CSP that fits here fits nginx.conf too.
const CLOUDFLARE_HEADERS_LINE = 2000;
const CLOUDFLARE_HEADERS_RULES = 100;

/** The template that rendered a page, as its page data names it. */
function templateOf(route: string): string {
  const dir = route === "/" ? "index" : route.replace(/^\//, "");
  const file = path.join(PUBLIC, "page-data", dir, "page-data.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { componentChunkName: string }).componentChunkName;
}

describe("the built site's headers and inline scripts", () => {
  it("_headers has no line longer, and no more rules, than Cloudflare Pages reads", () => {
    const lines = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n");
    const long = lines.filter((line) => line.length > CLOUDFLARE_HEADERS_LINE);
    expect(long.map((line) => `${line.length} characters: ${line.slice(0, 60)}…`)).toEqual([]);
    // A rule is a URL pattern line; its headers are the indented lines under it.
    const rules = lines.filter((line) => /^\S/.test(line) && !line.startsWith("#"));
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_HEADERS_RULES);
  });

  it("_redirects has no more static or dynamic rules, and no longer line, than Cloudflare Pages reads, and the build has nothing to warn of", () => {
    const redirects = fs.readFileSync(path.join(PUBLIC, "_redirects"), "utf8");
    const counts = countRedirects(redirects);
    expect(counts.staticRedirects).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.staticRedirects);
    expect(counts.dynamicRedirects).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.dynamicRedirects);
    expect(counts.longestLine).toBeLessThanOrEqual(CLOUDFLARE_LIMITS.lineLength);
    expect(hostLimitWarnings(redirects, fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8"))).toEqual([]);
  });

  it("gives every page of a template the same inline scripts, so no page adds a hash of its own to the policy", () => {
    const byTemplate = new Map<string, Map<string, string[]>>();
    for (const page of builtPages()) {
      const template = templateOf(page.route);
      const scripts = [...new Set(inlineScriptHashes(page.html))].sort().join(" ");
      const variants = byTemplate.get(template) ?? new Map<string, string[]>();
      variants.set(scripts, [...(variants.get(scripts) ?? []), page.route]);
      byTemplate.set(template, variants);
    }
    const differing = [...byTemplate]
      .filter(([, variants]) => variants.size > 1)
      .map(([template, variants]) => `${template}: ${[...variants.values()].map((routes) => routes.join(", ")).join(" | ")}`);
    expect(differing).toEqual([]);
  });
});
