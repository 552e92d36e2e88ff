// The files the hosts read, against what Cloudflare Pages reads of them (src/node/hosts/hostLimits.ts):
// counted as its engine counts, and a warning that says what to do well before a line would be dropped.
import { CLOUDFLARE_LIMITS, countRedirects, countHeaderRules, hostLimitWarnings, WARN_AT } from "../../../src/node/hosts/hostLimits";
import { goneRules, hostRules, redirectsFile } from "../../../src/node/hosts/redirectsFile";

/** `n` gone addresses, as the build writes them: each a 410 line for Netlify and a rewrite for Cloudflare. */
const goneLines = (n: number) => goneRules(Array.from({ length: n }, (_, i) => `/en/press/release-${i}`));

describe("how Cloudflare Pages counts the rules", () => {
  it("counts every rule before the first dynamic one as static, the 410 lines it then ignores included", () => {
    const text = redirectsFile(hostRules({ moved: [{ from: "/about", to: "/en/about" }], gone: [] }).concat(goneLines(3)));
    // One 301, six gone lines, then each non-default language's catch-all (dynamic: a splat).
    expect(countRedirects(text)).toMatchObject({ staticRedirects: 7, dynamicRedirects: 1 });
  });

  it("counts every rule after a placeholder or a splat as dynamic, whatever it is", () => {
    expect(countRedirects("/a /b 301\n/c/:x /d 301\n/e /f 301\n# note\n\n/g/* /h 301\n")).toMatchObject({
      staticRedirects: 1,
      dynamicRedirects: 3,
    });
  });

  it("counts a header rule per path line, not per header", () => {
    expect(countHeaderRules("/*\n  X-A: 1\n  X-B: 2\n/en\n  X-C: 3\n")).toMatchObject({ headerRules: 2 });
  });
});

describe("the build's warning", () => {
  const rules = (n: number) => redirectsFile(goneLines(n / 2).map((r) => r));
  const threshold = CLOUDFLARE_LIMITS.staticRedirects * WARN_AT;

  it("says nothing below four fifths of a limit", () => {
    expect(hostLimitWarnings(rules(threshold - 2), "/*\n  X: 1\n")).toEqual([]);
  });

  it("names the file, the count, the limit and what to do from four fifths on", () => {
    const [warning] = hostLimitWarnings(rules(threshold), "/*\n  X: 1\n");
    expect(warning).toMatch(/^public\/_redirects holds 1,600 of the 2,000 rules Cloudflare Pages reads \(80%\)/);
    expect(warning).toMatch(/oldest gone addresses then show its plain not-found page/);
    expect(warning).toMatch(/docs\/deploying\.md#host-limits/);
  });

  it("warns of a header rule count and a line length near Cloudflare's", () => {
    const headers = Array.from({ length: 80 }, (_, i) => `/p${i}\n  X: 1`).join("\n");
    expect(hostLimitWarnings("", headers)).toEqual([expect.stringMatching(/^public\/_headers holds 80 of the 100 rules/)]);
    expect(hostLimitWarnings("", `/*\n  Content-Security-Policy: ${"x".repeat(1700)}\n`)).toEqual([
      expect.stringMatching(/^public\/_headers has a line of 1,7\d\d characters/),
    ]);
  });
});
