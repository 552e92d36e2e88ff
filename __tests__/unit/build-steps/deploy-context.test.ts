import fs from "fs";
import path from "path";
import { buildContext, PREVIEW_VARIABLE, robotsTxt } from "../../../src/node/deployContext";
import { headersFile } from "../../../src/node/hosts/netlifyHeaders";
import { PREVIEW_HEADERS } from "../../../src/node/hosts/policy";

const MAIN = "main";

describe("whether a build is a deploy preview", () => {
  it("follows Netlify's context: production is production, every other context a preview", () => {
    expect(buildContext({ NETLIFY: "true", CONTEXT: "production" }, MAIN).preview).toBe(false);
    for (const context of ["deploy-preview", "branch-deploy", "dev"])
      expect(buildContext({ NETLIFY: "true", CONTEXT: context }, MAIN).preview).toBe(true);
  });

  it("follows Cloudflare Pages' branch: the production branch is production, a pull request's branch a preview", () => {
    expect(buildContext({ CF_PAGES: "1", CF_PAGES_BRANCH: MAIN }, MAIN).preview).toBe(false);
    expect(buildContext({ CF_PAGES: "1", CF_PAGES_BRANCH: "cms/news/en/spring" }, MAIN).preview).toBe(true);
  });

  it(`lets ${PREVIEW_VARIABLE} decide over the host, and refuses a value it cannot read`, () => {
    expect(buildContext({ [PREVIEW_VARIABLE]: "1", NETLIFY: "true", CONTEXT: "production" }, MAIN).preview).toBe(true);
    expect(buildContext({ [PREVIEW_VARIABLE]: "0", CF_PAGES: "1", CF_PAGES_BRANCH: "feature" }, MAIN).preview).toBe(false);
    expect(() => buildContext({ [PREVIEW_VARIABLE]: "maybe" }, MAIN)).toThrow(/must be 1/);
  });

  it("is production when nothing says otherwise (a build by hand, nginx, CI)", () => {
    expect(buildContext({}, MAIN)).toMatchObject({ preview: false });
  });
});

describe("what a preview serves to crawlers", () => {
  it("robots.txt shuts every crawler out of a preview and names the production sitemap otherwise", () => {
    expect(robotsTxt("https://www.example.com/", true)).toMatch(/^User-agent: \*\nDisallow: \/\n$/);
    const production = robotsTxt("https://www.example.com/", false);
    expect(production).toContain("Sitemap: https://www.example.com/sitemap-index.xml");
    expect(production).not.toContain("Disallow");
  });

  it("the _headers file adds X-Robots-Tag to every path of a preview only", () => {
    const [name, value] = PREVIEW_HEADERS[0]!;
    const header = `  ${name}: ${value}`;
    const preview = headersFile("default-src 'self'", undefined, { preview: true }).split("\n");
    expect(preview.slice(preview.indexOf("/*"), preview.indexOf(""))).toContain(header);
    expect(headersFile("default-src 'self'").split("\n")).not.toContain(header);
  });
});

describe("netlify.toml", () => {
  /** `key = "value"` lines of one [section] of the file (the only TOML it uses). */
  function section(name: string): Record<string, string> {
    const lines = fs.readFileSync(path.join(__dirname, "../../../netlify.toml"), "utf8").split("\n");
    const start = lines.findIndex((line) => line.trim() === `[${name}]`);
    if (start < 0) throw new Error(`netlify.toml has no [${name}]`);
    const end = lines.findIndex((line, i) => i > start && line.trim().startsWith("["));
    const entries = lines.slice(start + 1, end < 0 ? undefined : end).flatMap((line) => {
      const match = /^\s*([A-Za-z_][\w-]*)\s*=\s*"([^"]*)"\s*$/.exec(line);
      return match ? [[match[1]!, match[2]!] as const] : [];
    });
    return Object.fromEntries(entries);
  }

  it("builds with the build command into the folder the build writes, on the Node version of .nvmrc", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, "../../../package.json"), "utf8"));
    expect(section("build")).toEqual({ command: "npm run build", publish: "public" });
    expect(pkg.scripts.build).toMatch(/gatsby build/);
    expect(section("build.environment").NODE_VERSION).toBe(fs.readFileSync(path.join(__dirname, "../../../.nvmrc"), "utf8").trim());
  });

  it.each([
    ["deploy-preview", "a preview", true],
    ["branch-deploy", "a preview", true],
    ["production", "production", false],
  ])("builds the %s context as %s", (context, _kind, preview) => {
    const env = { NETLIFY: "true", CONTEXT: context, ...section(`context.${context}.environment`) };
    expect(buildContext(env, MAIN)).toMatchObject({ preview, reason: expect.stringContaining(PREVIEW_VARIABLE) });
  });
});
