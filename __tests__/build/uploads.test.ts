// What the build publishes of the pictures and documents in content/ (docs/editing.md, "Add a
// picture"): a picture only as the copies it makes (never the original, with its metadata), a document
// an entry names as it is, and nothing of a file no entry names (an upload from the content manager's
// Media page, which reaches the main branch without review). The editor's day's build (BUILD_DIR,
// CONTENT_DIR) has every placeholder filled and two files nobody uses.
import { createHash } from "crypto";
import fs from "fs";
import path from "path";
import { MEDIA_FOLDER } from "../../src/content-model/media";
import { mediaUses } from "../../src/node/media/checkMedia";
import { CONTENT_DIR } from "../support/siteUnderTest";
import { PUBLIC } from "../support/builtSite";

const files = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
const hash = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

const published = files(PUBLIC);
const publishedHashes = new Map<string, string[]>();
for (const file of published) {
  const digest = hash(file);
  publishedHashes.set(digest, [...(publishedHashes.get(digest) ?? []), path.relative(PUBLIC, file)]);
}
const uses = mediaUses(CONTENT_DIR);
const used = new Map(uses.map((use) => [path.join(CONTENT_DIR, use.ref.src), use.ref.field.kind]));
// The site's own pictures (content/images/) and every upload.
const originals = [...files(path.join(CONTENT_DIR, "images")), ...files(path.join(CONTENT_DIR, MEDIA_FOLDER))];

describe("what the build publishes of the files in content/", () => {
  it("has pictures and uploads to look at", () => {
    expect(originals.length).toBeGreaterThan(0);
  });

  it.each(originals.map((file) => [path.relative(CONTENT_DIR, file), file] as const))(
    "%s: published as it is only if an entry names it as a document; a picture only as the copies the build makes",
    (_name, file) => {
      const copies = publishedHashes.get(hash(file)) ?? [];
      if (used.get(file) === "document") expect(copies).toHaveLength(1);
      else expect(copies).toEqual([]);
    },
  );

  it("publishes nothing named after an upload no entry names", () => {
    const unused = files(path.join(CONTENT_DIR, MEDIA_FOLDER)).filter((file) => !used.has(file) && !path.basename(file).startsWith("."));
    const names = new Set(unused.map((file) => path.parse(file).name));
    expect(published.filter((file) => names.has(path.parse(file).name)).map((file) => path.relative(PUBLIC, file))).toEqual([]);
  });
});
