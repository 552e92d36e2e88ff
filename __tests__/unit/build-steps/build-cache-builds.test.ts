/**
 * Two real `npm run build`s over one kept build cache (plugins/build-cache), in a temporary copy of
 * the tree: the second, after a style change and with one photo taken out of the content, encodes
 * nothing, publishes none of the removed photo's files, and inlines the new CSS in its pages (the
 * stale-CSS case src/node/postBuild/refuseStalePages.ts guards against). About three minutes, so it
 * runs only when asked: BUILD_CACHE_BUILDS=1 npx jest --selectProjects unit --runTestsByPath <this file>.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { writeItemPages } from "../../fixtures/itemPages";
import { copyWorkingTree, ROOT } from "../../support/treeCopy";

const run = process.env.BUILD_CACHE_BUILDS === "1" ? describe : describe.skip;
const OLD_COLOUR = "#4d4a63";
const NEW_COLOUR = "#4d4a64";

run("clean builds over a kept build cache", () => {
  let work: string;
  let tree: string;
  let content: string;
  const build = () => {
    const result = spawnSync("npm", ["run", "--silent", "build"], {
      cwd: tree,
      encoding: "utf8",
      maxBuffer: 64 * 2 ** 20,
      env: { ...process.env, CONTENT_DIR: content, SITE_BUILD_CACHE_DIR: path.join(work, "cache"), GATSBY_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
    const [reused, encoded] = (/images reused=(\d+) encoded=(\d+)/.exec(result.stdout) ?? []).slice(1).map(Number);
    return { reused: reused ?? -1, encoded: encoded ?? -1 };
  };
  const published = (name: string) =>
    (fs.readdirSync(path.join(tree, "public", "static"), { recursive: true }) as string[]).filter((f) => path.basename(f).startsWith(name));
  const homeHtml = () => fs.readFileSync(path.join(tree, "public", "en", "index.html"), "utf8");

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), "build-cache-builds-"));
    tree = path.join(work, "tree");
    content = path.join(work, "content");
    // The working tree as git sees it (as the test command copies it), with this checkout's packages.
    copyWorkingTree(tree);
    fs.cpSync(path.join(ROOT, "content"), content, { recursive: true });
    // A press release and an event with a photo and a page of their own.
    await writeItemPages(content);
  }, 60_000);
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it("reuses every encoding, publishes no removed photo, and inlines the changed style", () => {
    const first = build();
    expect(first.encoded).toBeGreaterThan(0);
    expect(published("release-picture").length).toBeGreaterThan(0);
    expect(homeHtml()).toContain(OLD_COLOUR);

    // A style change, and the release's picture taken out of its entry and of content/media/.
    const tokens = path.join(tree, "src/styles/_tokens.scss");
    fs.writeFileSync(tokens, fs.readFileSync(tokens, "utf8").replace(`$text-muted: ${OLD_COLOUR};`, `$text-muted: ${NEW_COLOUR};`));
    for (const lang of ["en", "es"]) {
      const folder = path.join(content, "collections", "press", lang);
      for (const name of fs.readdirSync(folder)) {
        const file = path.join(folder, name);
        const data = JSON.parse(fs.readFileSync(file, "utf8")) as { image?: { src?: string } };
        if (!data.image) continue;
        delete data.image;
        fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
      }
    }
    fs.rmSync(path.join(content, "media", "release-picture.jpg"));

    const second = build();
    // Every picture still named was encoded by the first build; the removed one's jobs are not asked for.
    expect(second.encoded).toBe(0);
    expect(second.reused).toBeGreaterThan(0);
    expect(second.reused).toBeLessThan(first.encoded);
    expect(published("release-picture")).toEqual([]);
    expect(published("event-page-photo").length).toBeGreaterThan(0);
    expect(homeHtml()).toContain(NEW_COLOUR);
    expect(homeHtml()).not.toContain(OLD_COLOUR);
  }, 900_000);
});
