// Every content file is in the one form the content manager writes (src/content-model/serialise.ts),
// so a save changes only the lines of the values the editor changed, and a hand edit that drifts
// from that form is caught here rather than in the next editor's diff.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { contentFormats, formatName } from "../../../src/content-model/contentFormats";
import { decapConfig } from "../../../src/cms/build/decapConfig";
import { date, image, list, object, paragraph, text } from "../../../src/content-model/fields";
import { parseFile, parseFrontMatter, serialiseFile, serialiseFrontMatter, serialiseJson, shapeOf } from "../../../src/content-model/serialise";
import { contentFiles, englishPageStrings } from "../../../src/node/contentFiles";

const contentDir = process.env.CONTENT_DIR ? path.resolve(process.env.CONTENT_DIR) : path.resolve(__dirname, "../../../content");
const files = contentFiles(contentDir);

describe("every file in content/", () => {
  it("is written by a collection of the content manager", () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => !f.format).map((f) => f.file)).toEqual([]);
  });

  it.each(files.map((f) => [f.file, f] as const))("%s reads and writes back unchanged", (file, { format }) => {
    const original = fs.readFileSync(path.join(contentDir, file), "utf8");
    if (!format) throw new Error(`${file} has no format`);
    expect(serialiseFile(format.kind, parseFile(format.kind, original), format.shape)).toBe(original);
  });

  it("has policies whose front matter the build reads as the content manager does", () => {
    for (const { file, format } of files.filter((f) => f.format?.kind === "frontmatter")) {
      const original = fs.readFileSync(path.join(contentDir, file), "utf8");
      const { body, ...meta } = parseFrontMatter(original);
      const built = matter(original);
      // gray-matter (the build) turns YYYY-MM-DD into a Date; the content manager keeps the text.
      const asText = Object.fromEntries(Object.entries(built.data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
      expect({ file, meta: asText }).toEqual({ file, meta });
      expect(built.content.trim()).toBe(String(body).trim());
      expect(format?.collection).toBe("policies");
    }
  });
});

describe("the content manager's collections", () => {
  it("each write their files in the site's own format for that collection", () => {
    const pageStrings = englishPageStrings(contentDir);
    const config = decapConfig({ github: { repo: "o/r", branch: "main" }, siteUrl: "https://example.com", pageStrings }) as { collections: { name: string; format?: string }[] };
    const formats = contentFormats(pageStrings).map((f) => f.collection).sort();
    expect(config.collections.map((c) => c.name).sort()).toEqual(formats);
    for (const collection of config.collections) expect({ collection: collection.name, format: collection.format }).toEqual({ collection: collection.name, format: formatName(collection.name) });
  });
});

describe("the serialiser", () => {
  const fields = [
    text("title", "Title"),
    object("meta", "Meta", [text("title", "Title"), text("description", "Description")]),
    list("items", "Items", object("item", "Item", [text("icon", "Icon"), text("name", "Name")])),
    list("lines", "Lines", paragraph("line", "Line")),
  ];
  const shape = shapeOf(fields);

  it("writes keys in the model's order at every depth, keys the model does not know after them, as 2-space JSON with a final newline", () => {
    const scrambled = { lines: ["b", "a"], extra: 1, items: [{ name: "N", icon: "I", note: "x" }], meta: { description: "D", title: "T" }, title: "Top" };
    expect(serialiseJson(scrambled, shape)).toBe(
      `${JSON.stringify({ title: "Top", meta: { title: "T", description: "D" }, items: [{ icon: "I", name: "N", note: "x" }], lines: ["b", "a"], extra: 1 }, null, 2)}\n`,
    );
  });

  it("writes a picture without what says nothing (an empty path or alt text, decorative: false), and no picture at all when nothing is left", () => {
    const withPicture = shapeOf([text("title", "Title"), image("image", "Picture", "photo"), list("items", "Items", object("item", "Item", [text("name", "Name"), image("logo", "Logo", "logo")]))]);
    const saved = {
      title: "T",
      image: { decorative: false },
      items: [{ name: "A", logo: { src: "media/a.png", alt: "A's logo", decorative: false } }, { name: "B", logo: { alt: " " } }],
    };
    expect(JSON.parse(serialiseJson(saved, withPicture))).toEqual({
      title: "T",
      items: [{ name: "A", logo: { src: "media/a.png", alt: "A's logo" } }, { name: "B" }],
    });
    expect(JSON.parse(serialiseJson({ image: { src: "media/b.jpg", decorative: true } }, withPicture))).toEqual({
      image: { src: "media/b.jpg", decorative: true },
    });
  });

  it("writes front matter in the model's order without wrapping long values, one blank line, then the body as it is", () => {
    const policy = shapeOf([text("title", "Title"), paragraph("description", "Description"), date("updated", "Updated")]);
    const description = `${"A long sentence: it goes on ".repeat(8)}and ends.`;
    const body = "| a | b |\n|---|---|\n| 1 | 2 |\n\n\nTwo blank lines above.";
    const written = serialiseFrontMatter({ body, updated: "2025-10-01", description, title: "Privacy" }, policy);
    expect(written).toBe(`---\ntitle: Privacy\ndescription: "${description}"\nupdated: 2025-10-01\n---\n\n${body}\n`);
    expect(parseFrontMatter(written)).toEqual({ title: "Privacy", description, updated: "2025-10-01", body });
  });
});
