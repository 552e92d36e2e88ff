// The stale-CSS case, over the kept build cache (plugins/build-cache), on the test command's two
// builds: public/ is the production build of the tree as it is, which fills the cache;
// public-endpoint/ is the content manager's test's build, made afterwards in a copy of the tree with
// a style-only change (__tests__/fixtures/styleChange.ts) over that cache. Every page of the second
// must carry the changed styles, and no page of the first; and the second must have reused encodings.
import fs from "fs";
import path from "path";
import { STYLE_PROBE_SELECTOR } from "../fixtures/styleChange";
import { htmlFiles } from "../../src/node/htmlFiles";

const ROOT = path.resolve(__dirname, "../..");
const BUILDS = { production: path.join(ROOT, "public"), changed: path.join(ROOT, "public-endpoint") };
const BUILD_LOG = path.join(ROOT, ".edited", "build.log");

/** The pages (not the admin's, which Gatsby does not render, nor Gatsby's script slices) and whether each inlines the probe rule. */
function pagesWithProbe(build: string): { page: string; probe: boolean }[] {
  return htmlFiles(build)
    .filter((file) => !/^(admin|_gatsby)\//.test(path.relative(build, file)))
    .map((file) => ({ page: path.relative(build, file), probe: fs.readFileSync(file, "utf8").includes(STYLE_PROBE_SELECTOR) }));
}

describe("a clean build after a style-only change, over the kept build cache", () => {
  beforeAll(() => {
    for (const build of Object.values(BUILDS))
      if (!fs.existsSync(path.join(build, "index.html")))
        throw new Error(`No build in ${path.relative(ROOT, build)}/ (the test command makes both)`);
  });

  it("inlines the changed styles in every page it renders", () => {
    const pages = pagesWithProbe(BUILDS.changed);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((p) => !p.probe).map((p) => p.page)).toEqual([]);
  });

  it("while the build before the change has them in none", () => {
    expect(
      pagesWithProbe(BUILDS.production)
        .filter((p) => p.probe)
        .map((p) => p.page),
    ).toEqual([]);
  });

  it("reused pictures the cache kept, so the styles came fresh while the encodings did not", () => {
    const line = /images reused=(\d+) encoded=(\d+)/.exec(fs.readFileSync(BUILD_LOG, "utf8"));
    expect(line).not.toBeNull();
    expect(Number(line![1])).toBeGreaterThan(0);
  });
});
