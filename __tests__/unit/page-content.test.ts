// The facts of the specification (§2, §9) as the content files hold them, in both languages.
import fs from "fs";
import path from "path";
import { ITEM_COLLECTIONS } from "../../src/content-model/model";
import { readItems } from "../../src/lib/contentChecks";

const contentDir = path.resolve(__dirname, "../../content");
type Item = Record<string, string | number>;
const LANGS = ["en", "es"] as const;
/** One language's items in the order the site lists them (each collection's listOrder). */
const collection = (name: string, lang: "en" | "es"): Item[] => readItems(contentDir, name, lang) as unknown as Item[];
const locale = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(contentDir, "locales", lang, `${ns}.json`), "utf8"));
const both = (name: string) => LANGS.map((lang) => collection(name, lang));

describe("every content item exists in both languages with the same shape", () => {
  for (const { name, fields } of ITEM_COLLECTIONS) {
    it(`${name}: same keys in the same order, every field of the content model and nothing else`, () => {
      const [en, es] = both(name);
      expect(en!.length).toBeGreaterThan(0);
      expect(es!.map((i) => i.key)).toEqual(en!.map((i) => i.key));
      for (const item of [...en!, ...es!]) expect(Object.keys(item).sort()).toEqual(["key", ...fields.map((f) => f.name)].sort());
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

describe("§2 Home", () => {
  it("has the five dated news items, which the page sorts newest first", () => {
    for (const items of both("news")) {
      expect(items.map((i) => i.date).sort().reverse()).toEqual(["2025-09-01", "2025-06-20", "2025-03-10", "2025-01-15", "2024-09-25"]);
    }
  });

  it("has four pillars: distribution, wholesale, entertainment, franchises", () => {
    expect(locale("en", "home").pillars.items.map((p: Item) => p.title)).toEqual(["Distribution", "Wholesale", "Entertainment", "Franchises"]);
    expect(locale("es", "home").pillars.items.map((p: Item) => p.title)).toEqual(["Distribución", "Mayoreo", "Entretenimiento", "Franquicias"]);
  });

  it("shows the four global figures of §9 in order", () => {
    const [en, es] = both("stats").map((items) => items.filter((s) => s.group === "presence"));
    expect(en!.map((s) => [s.value, s.label])).toEqual([["25+", "Countries"], ["500+", "Partners"], ["1M+", "Community members"], ["50+", "Events annually"]]);
    expect(es!.map((s) => s.value)).toEqual(["25+", "500+", "1M+", "50+"]);
  });

  it("has six partner captions", () => {
    for (const lang of LANGS) expect(locale(lang, "home").partners.items).toHaveLength(6);
  });
});

describe("§2 About", () => {
  it("has the five core values", () => {
    expect(locale("en", "about").values.items.map((v: Item) => v.title)).toEqual(["Excellence", "Innovation", "Community", "Sustainability", "Cultural leadership"]);
  });

  it("has a 2020-2025 timeline with the six milestones", () => {
    for (const items of both("timeline")) expect(items.map((t) => t.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
    expect(collection("timeline", "en").map((t) => t.title)).toEqual([
      "Founded in Mexico", "Latin America expansion", "International growth", "Franchise program launch", "Regional leadership", "Global projection",
    ]);
  });

  it("has three corporate responsibility cards", () => {
    expect(locale("en", "about").responsibility.items.map((r: Item) => r.title)).toEqual(["Community engagement", "Sustainability", "Compliance"]);
  });
});

describe("§2 Divisions and §9 division stats", () => {
  const ids = ["distribution", "shops", "events", "licensing"];

  it("has four blocks with four features each", () => {
    for (const lang of LANGS) {
      const items = locale(lang, "divisions").items;
      expect(items.map((d: Item) => d.id)).toEqual(ids);
      for (const d of items) expect(d.features).toHaveLength(4);
    }
  });

  it("gives each division three stats", () => {
    for (const items of both("stats")) for (const id of ids) expect(items.filter((s) => s.group === id)).toHaveLength(3);
  });

  it("includes every division figure of §9 with its meaning", () => {
    const stats = collection("stats", "en").filter((s) => s.group !== "presence");
    const expected: [string, RegExp][] = [
      ["10K+", /products/i], ["50+", /store locations/i], ["25K+", /active members/i], ["$1M+", /prize pool/i],
      ["15+", /original IPs/i], ["30+", /license partners/i], ["40+", /markets/i],
    ];
    for (const [value, label] of expected) expect(stats.some((s) => s.value === value && label.test(String(s.label)))).toBe(true);
  });
});

describe("§2 Services", () => {
  it("has the five services and the four steps 01-04", () => {
    const en = locale("en", "services");
    expect(en.services.items.map((s: Item) => s.title)).toEqual(["Wholesale supply", "Brand partnerships", "Licensing and IP", "Marketing and events", "Franchise development"]);
    expect(en.process.steps.map((s: Item) => `${s.number} ${s.title}`)).toEqual(["01 Discovery", "02 Proposal", "03 Onboarding", "04 Scale"]);
    expect(locale("es", "services").process.steps.map((s: Item) => s.number)).toEqual(["01", "02", "03", "04"]);
  });
});

describe("§2 Events", () => {
  it("has three event types, whose text describes prize pools up to $50K", () => {
    for (const lang of LANGS) {
      const types = locale(lang, "events").types.items;
      expect(types).toHaveLength(3);
      expect(types.some((t: Item) => String(t.text).includes("$50K"))).toBe(true);
    }
  });

  it("has three upcoming events with every field, showing $100,000 and $25,000 prize pools", () => {
    for (const items of both("events")) {
      expect(items).toHaveLength(3);
      expect(items.map((e) => e.prizePool)).toEqual(expect.arrayContaining([100000, 25000]));
      for (const e of items) for (const f of ["title", "date", "location", "type", "participants", "prizePool"]) expect(e[f]).toBeTruthy();
    }
  });

  it("has six gallery tiles", () => {
    for (const lang of LANGS) expect(locale(lang, "events").gallery.items).toHaveLength(6);
  });
});

describe("§2 Careers", () => {
  it("has four culture cards", () => {
    for (const lang of LANGS) expect(locale(lang, "careers").culture.items).toHaveLength(4);
  });

  it("lists the four openings, each with a department and a location", () => {
    for (const items of both("jobs")) {
      expect(items.map((j) => j.key)).toEqual(["marketing-manager", "supply-chain-analyst", "community-manager", "franchise-development-lead"]);
      for (const j of items) {
        expect(j.department).toBeTruthy();
        expect(j.location).toBeTruthy();
      }
    }
    expect(collection("jobs", "en").map((j) => j.title)).toEqual(["Marketing Manager", "Supply Chain Analyst", "Community Manager", "Franchise Development Lead"]);
  });
});

describe("§2 Press", () => {
  it("has three dated press releases", () => {
    for (const items of both("press")) {
      expect(items).toHaveLength(3);
      for (const r of items) expect(String(r.date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
