// Rules every valid content/ keeps, in both languages. Collections (news, events, openings, …) are
// the editors' to grow and shrink, so nothing here counts their items or copies their words; the
// card counts of the page layouts are the design's, fixed by the content model, and stay checked.
import fs from "fs";
import path from "path";
import { ITEM_COLLECTIONS } from "../../../src/content-model/model";
import { isRequired } from "../../../src/content-model/fields";
import { readItems } from "../../../src/node/contentChecks";
import { LANGUAGES } from "../../../src/i18n/languages";

const contentDir = path.resolve(__dirname, "../../../content");
type Item = Record<string, string | number>;
/** One language's items in the order the site lists them (each collection's listOrder). */
const collection = (name: string, lang: "en" | "es"): Item[] => readItems(contentDir, name, lang) as unknown as Item[];
const locale = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(contentDir, "locales", lang, `${ns}.json`), "utf8"));
const both = (name: string) => LANGUAGES.map((lang) => collection(name, lang));

describe("every content item exists in both languages with the same shape", () => {
  for (const { name, fields } of ITEM_COLLECTIONS) {
    it(`${name}: same keys in the same order, every required field of the content model and nothing else`, () => {
      const [en, es] = both(name);
      expect(es!.map((i) => i.key)).toEqual(en!.map((i) => i.key));
      const known = new Set(["key", ...fields.map((f) => f.name)]);
      const required = ["key", ...fields.filter(isRequired).map((f) => f.name)];
      for (const item of [...en!, ...es!]) {
        expect(Object.keys(item).filter((k) => !known.has(k))).toEqual([]);
        expect(required.filter((k) => !(k in item))).toEqual([]);
      }
    });
  }

  it("the locale lists of the content pages have the same length in both languages", () => {
    const lists = [
      "home:pillars.items", "home:presence.regions", "home:partners.items", "about:values.items", "about:responsibility.items",
      "about:leadership.paragraphs", "divisions:items", "services:services.items", "services:process.steps",
      "events:types.items", "events:gallery.items", "careers:culture.items",
    ];
    const pick = (tree: unknown, keyPath: string): unknown =>
      keyPath.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], tree);
    for (const entry of lists) {
      const [ns, keyPath] = entry.split(":") as [string, string];
      const [enList, esList] = [pick(locale("en", ns), keyPath), pick(locale("es", ns), keyPath)];
      expect({ entry, isList: Array.isArray(enList), length: (esList as unknown[]).length }).toEqual({ entry, isList: true, length: (enList as unknown[]).length });
    }
  });
});

describe("the page layouts keep the number of cards the requirements' design counts on (requirements.md#pages)", () => {
  // The content model fixes each list's length at the English file's (src/content-model/pageStrings.ts),
  // so the content manager cannot change these: a developer who changes a layout changes the count here.
  const cards: [string, string, number][] = [
    ["home", "pillars.items", 4], ["home", "partners.items", 6], ["about", "values.items", 5], ["about", "responsibility.items", 3],
    ["divisions", "items", 4], ["services", "services.items", 5], ["services", "process.steps", 4], ["events", "types.items", 3],
    ["events", "gallery.items", 6], ["careers", "culture.items", 4],
  ];
  const pick = (tree: unknown, keyPath: string) => keyPath.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], tree) as unknown[];

  for (const [ns, keyPath, count] of cards) {
    it(`${ns}: ${keyPath} has ${count} cards in both languages`, () => {
      for (const lang of LANGUAGES) expect(pick(locale(lang, ns), keyPath)).toHaveLength(count);
    });
  }

  it("divisions: each of the four blocks has four features and its anchor", () => {
    for (const lang of LANGUAGES) {
      const items = locale(lang, "divisions").items as Item[];
      expect(items.map((d) => d.id)).toEqual(["distribution", "shops", "events", "licensing"]);
      for (const d of items) expect(d.features).toHaveLength(4);
    }
  });

  it("services: the process steps are numbered 01 to 04", () => {
    for (const lang of LANGUAGES) expect(locale(lang, "services").process.steps.map((s: Item) => s.number)).toEqual(["01", "02", "03", "04"]);
  });
});
