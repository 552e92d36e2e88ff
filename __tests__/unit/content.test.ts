import fs from "fs";
import os from "os";
import path from "path";
import { checkContent, keyPaths, passedEvents } from "../../src/lib/contentChecks";
import { routes } from "../../src/i18n/routes";
import settings from "../../content/settings.json";

const contentDir = path.resolve(__dirname, "../../content");
const policyKeys = routes.filter((r) => r.template === "policy").map((r) => r.key);
const readJson = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(contentDir, ...parts), "utf8"));

describe("the committed content", () => {
  it("passes every editor check the build runs", () => {
    expect(checkContent(contentDir, policyKeys)).toEqual([]);
  });

  it("has every translation key in both languages, in every namespace", () => {
    const namespaces = fs.readdirSync(path.join(contentDir, "locales", "en"));
    expect(fs.readdirSync(path.join(contentDir, "locales", "es")).sort()).toEqual(namespaces.sort());
    for (const ns of namespaces) {
      expect({ ns, keys: keyPaths(readJson("locales", "es", ns)).sort() }).toEqual({ ns, keys: keyPaths(readJson("locales", "en", ns)).sort() });
    }
  });

  it("has a namespace with a title and description for every page", () => {
    for (const route of routes.filter((r) => r.template !== "policy")) {
      for (const lang of ["en", "es"]) {
        const ns = readJson("locales", lang, `${route.key}.json`);
        expect(ns.meta.title).toEqual(expect.any(String));
        expect(ns.meta.description.length).toBeGreaterThan(50);
      }
    }
  });
});

describe("the site settings match §1 and §9", () => {
  it("keeps the business constants of the specification", () => {
    expect(settings.forms).toMatchObject({ partnershipCooldownMs: 300000, contactCooldownMs: 60000, simulatedSendDelayMs: 2000, responseTimeHours: 48 });
    expect(settings.toast).toEqual({ limit: 1, durationMs: 5000, removeDelayMs: 1000000, swipeThresholdPx: 50, swipeDirection: "right", hotkey: "F8" });
    expect(settings.home.newsCount).toBe(3);
    // §2 Events: "three upcoming events"; careers lists twelve openings a page.
    expect(settings.events.upcomingCount).toBe(3);
    expect(settings.careers.openingsPerPage).toBe(12);
    expect(settings.carousel).toEqual({ loop: true, align: "start" });
    expect(settings.copyrightYear).toBe(2025);
    expect(settings.languages).toEqual(["en", "es"]);
  });

  it("names the four storage keys of §3", () => {
    expect(Object.values(settings.storageKeys).sort()).toEqual(
      ["cookie-consent", "last-contact-submission", "last-partnership-submission", "preferred-language"],
    );
  });

  it("has business hours Monday to Friday 09:00-17:00 in Mountain time, and a Wyoming registered agent", () => {
    expect(settings.businessHours).toMatchObject({ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" });
    expect(settings.address).toMatchObject({ locality: "Sheridan", region: "WY", country: "US" });
  });

  it("uses placeholder addresses and a 555 number whose vanity form dials the same digits", () => {
    for (const key of ["email", "careersEmail", "pressEmail"] as const) expect(settings[key]).toMatch(/^[^@\s]+@example\.com$/);
    const keypad: Record<string, string> = { A: "2", B: "2", C: "2", D: "3", E: "3", F: "3", G: "4", H: "4", I: "4", J: "5", K: "5", L: "5", M: "6", N: "6", O: "6", P: "7", Q: "7", R: "7", S: "7", T: "8", U: "8", V: "8", W: "9", X: "9", Y: "9", Z: "9" };
    const dial = (s: string) => s.replace(/[A-Z]/g, (c) => keypad[c]!).replace(/\D/g, "");
    expect(dial(settings.phoneVanity)).toBe(dial(settings.phone));
    expect(dial(settings.phone)).toMatch(/^1\d{3}555\d{4}$/);
  });
});

describe("the editor checks report broken content by file and field", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(contentDir, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("names a translation key missing from Spanish", () => {
    const file = path.join(dir, "locales", "es", "common.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    delete data.nav.about;
    fs.writeFileSync(file, JSON.stringify(data));
    expect(checkContent(dir, policyKeys).join("\n")).toMatch(/locales\/es\/common\.json.*nav\.about/);
  });

  it("names a file that is not valid JSON", () => {
    fs.writeFileSync(path.join(dir, "locales", "en", "home.json"), "{ oops");
    expect(checkContent(dir, policyKeys).join("\n")).toMatch(/locales\/en\/home\.json: not valid JSON/);
  });

  it("names a collection item with a wrong field", () => {
    const file = path.join(dir, "collections", "news", "en.json");
    const items = JSON.parse(fs.readFileSync(file, "utf8"));
    items[0].date = "first of September";
    fs.writeFileSync(file, JSON.stringify(items));
    expect(checkContent(dir, policyKeys).join("\n")).toMatch(/collections\/news\/en\.json.*date/);
  });

  it("names a key used twice, which would leave one language with more items (and careers pages) than the other", () => {
    const file = path.join(dir, "collections", "jobs", "es.json");
    const items = JSON.parse(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, JSON.stringify([...items, items[0]]));
    expect(checkContent(dir, policyKeys)).toEqual([`content/collections/jobs/es.json: key "${items[0].key}" is used twice`]);
  });

  it("keeps the numbered pages of a paged route free of other pages", () => {
    const file = path.join(dir, "routes.json");
    const map = JSON.parse(fs.readFileSync(file, "utf8"));
    map.find((r: { key: string }) => r.key === "press").paths.en = "/en/careers/2";
    fs.writeFileSync(file, JSON.stringify(map));
    expect(checkContent(dir, policyKeys).join("\n")).toMatch(/"\/en\/careers\/2" clashes with the numbered pages of "\/en\/careers"/);
  });
});

describe("the build warns about events that have taken place", () => {
  const events: { key: string; date: string }[] = JSON.parse(fs.readFileSync(path.join(contentDir, "collections", "events", "en.json"), "utf8"));
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date));

  it("names nothing while every event is still ahead", () => {
    expect(passedEvents(contentDir, sorted[0]!.date)).toEqual([]);
  });

  it("names each event dated before today, by key and date", () => {
    const dayAfterSecond = new Date(Date.parse(sorted[1]!.date) + 86_400_000).toISOString().slice(0, 10);
    const warnings = passedEvents(contentDir, dayAfterSecond);
    expect(warnings).toHaveLength(2);
    for (const event of sorted.slice(0, 2)) expect(warnings.join("\n")).toContain(`"${event.key}" took place on ${event.date}`);
  });
});
