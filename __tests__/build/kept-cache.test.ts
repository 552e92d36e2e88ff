// The stale-CSS case, over the kept build cache (plugins/build-cache), on the test command's two
// builds: public/ is the production build of the tree as it is, which fills the cache;
// public-endpoint/ is the content manager's test's build, made afterwards in a copy of the tree with
// a style-only change (__tests__/fixtures/styleChange.ts) over that cache. Every page of the second
// must carry the changed styles, and no page of the first; and the second must have reused encodings.
// The editor's day also replaced one of the site's pictures under the same name
// (replaceSitePicture in __tests__/fixtures/editorDay.ts): the cache holds both versions, and each
// build may publish only the files of the pictures in its own content.
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { STYLE_PROBE_SELECTOR } from "../fixtures/styleChange";
import { htmlFiles } from "../../src/node/htmlFiles";

const ROOT = path.resolve(__dirname, "../..");
const BUILDS = { production: path.join(ROOT, "public"), changed: path.join(ROOT, "public-endpoint") };
const BUILD_LOG = path.join(ROOT, ".edited", "build.log");
const CONTENT = { production: path.join(ROOT, "content"), changed: path.join(ROOT, ".edited", "content") };

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
/** Gatsby publishes a picture's or a document's files in static/<the md5 of the source file's bytes>/. */
const md5 = (file: string) => createHash("md5").update(fs.readFileSync(file)).digest("hex");
const contentDigests = (content: string) => new Set(filesUnder(content).map(md5));
const publishedDigests = (build: string) => (fs.existsSync(path.join(build, "static")) ? fs.readdirSync(path.join(build, "static")) : []);

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

  it.each(Object.keys(BUILDS) as (keyof typeof BUILDS)[])(
    "publishes, in the %s build, the files of no picture or document but those of its own content",
    (name) => {
      const own = contentDigests(CONTENT[name]);
      const published = publishedDigests(BUILDS[name]);
      expect(published.length).toBeGreaterThan(0);
      expect(published.filter((digest) => !own.has(digest))).toEqual([]);
    },
  );

  it("publishes a replaced picture only with its new bytes, though the cache kept the old one's files", () => {
    const changed = contentDigests(CONTENT.changed);
    const replacedOrRemoved = publishedDigests(BUILDS.production).filter((digest) => !changed.has(digest));
    // The picture the editor's day replaced, which production published.
    expect(replacedOrRemoved.length).toBeGreaterThan(0);
    const published = new Set(publishedDigests(BUILDS.changed));
    expect(replacedOrRemoved.filter((digest) => published.has(digest))).toEqual([]);
  });
});
