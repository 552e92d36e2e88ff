// The content manager in the build (public/admin): complete, generated from the content model,
// and kept apart from the public site, which loads none of it.
import fs from "fs";
import path from "path";
import { adminContentSecurityPolicy } from "../../src/node/hosts/policy";
import { builtPages, PUBLIC } from "../support/builtSite";

const ADMIN = path.join(PUBLIC, "admin");
const read = (...parts: string[]) => fs.readFileSync(path.join(...parts), "utf8");
const adminPage = read(ADMIN, "index.html");
const config = JSON.parse(read(ADMIN, "config.yml").replace(/^#.*\n/, "")) as {
  collections: { name: string }[];
  backend: { name: string };
};

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe("the content manager at /admin", () => {
  it("loads Decap's own bundle and ours from /admin, and nothing from another host", () => {
    const sources = [...adminPage.matchAll(/(?:src|href|data-preview-style)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.filter((s) => !s.startsWith("/"))).toEqual([]);
    for (const source of sources) expect({ source, exists: fs.existsSync(path.join(PUBLIC, source)) }).toEqual({ source, exists: true });
    expect(sources.filter((s) => s.startsWith("/admin/")).map((s) => s.replace(/[A-Z0-9]{8}/g, "#").replace(/\d+\.\d+\.\d+/, "v"))).toEqual(
      ["/admin/config.yml", "/admin/decap-cms-v/decap-cms.js", "/admin/cms-#.js", "/admin/cms-#.css"],
    );
  });

  it("ships every chunk Decap's bundle loads next to it", () => {
    const folder = fs.readdirSync(ADMIN).find((f) => f.startsWith("decap-cms-"))!;
    const shipped = new Set(fs.readdirSync(path.join(ADMIN, folder)));
    expect(shipped.size).toBeGreaterThan(50);
    const dist = path.join(path.dirname(require.resolve("decap-cms/package.json")), "dist");
    for (const chunk of fs.readdirSync(dist).filter((f) => /^\d+\.decap-cms\.js$|\.wasm$/.test(f))) expect(shipped.has(chunk)).toBe(true);
  });

  it("is kept out of search engines by the page itself", () => {
    expect(adminPage).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(read(PUBLIC, "sitemap-0.xml")).not.toContain("/admin");
  });

  it("has a configuration: the GitHub backend and every collection of the content model", () => {
    expect(config.backend.name).toBe("github");
    expect(config.collections.map((c) => c.name)).toEqual(
      expect.arrayContaining(["news", "events", "jobs", "policies", "settings", "page_home"]),
    );
  });

  it("has a policy of its own in _headers; the public pages' policy is unchanged by it", () => {
    const headers = read(PUBLIC, "_headers");
    const adminRule = headers.split("\n\n").find((block) => block.startsWith("/admin\n"))!;
    expect(adminRule).toContain(`Content-Security-Policy: ${adminContentSecurityPolicy()}`);
    expect(adminRule).toContain("X-Robots-Tag: noindex, nofollow");
    const siteRule = headers.split("\n\n").find((block) => block.startsWith("/en/*\n"))!;
    expect(siteRule).not.toMatch(/unsafe-eval|api\.github\.com/);
  });
});

describe("the public pages", () => {
  const publicScripts = files(PUBLIC).filter((f) => f.endsWith(".js") && !f.startsWith(ADMIN + path.sep));
  const pages = builtPages();

  it("load no CMS code: no bundle of the site holds Decap or the admin bundle", () => {
    expect(publicScripts.length).toBeGreaterThan(10);
    const withCms = publicScripts.filter((f) => /decap|registerPreviewTemplate|preSave/i.test(read(f)));
    expect(withCms.map((f) => path.relative(PUBLIC, f))).toEqual([]);
  });

  it("neither link to nor load anything under /admin", () => {
    expect(pages.length).toBeGreaterThan(25);
    for (const page of pages)
      expect({ route: page.route, admin: page.html.includes("/admin") }).toEqual({ route: page.route, admin: false });
  });
});
