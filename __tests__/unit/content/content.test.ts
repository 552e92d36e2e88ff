import fs from "fs";
import os from "os";
import path from "path";
import routeMap from "../../../src/config/routes.json";
import { checkContent, readItems } from "../../../src/node/contentChecks";
import { checkRoutes } from "../../../src/i18n/routeChecks";
import { routes } from "../../../src/i18n/routes";
import { settings } from "../../../src/config/settings";
import { FORMS } from "../../../src/forms/definitions";
import { LANGUAGES } from "../../../src/i18n/languages";
import { MEDIA_PREFIX } from "../../../src/content-model/media";
import { checkAddresses } from "../../../src/node/hosts/addresses";
import { siteTime } from "../../../src/lib/siteDate";

const contentDir = path.resolve(__dirname, "../../../content");
const policyKeys = routes.filter((r) => r.template === "policy").map((r) => r.key);
const readJson = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(contentDir, ...parts), "utf8"));

describe("the committed content", () => {
  it("passes every editor check the build runs", () => {
    expect(checkContent(contentDir, policyKeys)).toEqual([]);
  });

  it("has moved and gone addresses that are right at the moment they are written (the build settles what time changes later)", () => {
    // SITE_TIME, pinned by the test command and the content lane: the moment the change is checked.
    expect(checkAddresses(contentDir, siteTime(), "written")).toEqual([]);
  });

  it("has the same page-string files in both languages", () => {
    const namespaces = fs.readdirSync(path.join(contentDir, "locales", "en")).sort();
    expect(fs.readdirSync(path.join(contentDir, "locales", "es")).sort()).toEqual(namespaces);
  });

  it("has a namespace with a title and description for every page", () => {
    for (const route of routes.filter((r) => r.template !== "policy")) {
      for (const lang of LANGUAGES) {
        const ns = readJson("locales", lang, `${route.key}.json`);
        expect(ns.meta.title).toEqual(expect.any(String));
        expect(ns.meta.description.length).toBeGreaterThan(50);
      }
    }
  });

  it("has the words of every field the form definitions draw, in every language", () => {
    for (const lang of LANGUAGES) {
      for (const { ns, rules } of Object.values(FORMS)) {
        const form = readJson("locales", lang, `${ns}.json`).form;
        const where = `content/locales/${lang}/${ns}.json`;
        for (const rule of rules) {
          const words = form[rule.name];
          expect([where, rule.name, typeof words?.label]).toEqual([where, rule.name, "string"]);
          if (rule.hint) expect([where, rule.name, typeof words.hint]).toEqual([where, rule.name, "string"]);
          if (!rule.required) expect([where, "optional", typeof form.optional]).toEqual([where, "optional", "string"]);
          if (rule.kind === "email" || rule.kind === "url") expect([where, rule.kind, typeof form.errors[rule.kind]]).toEqual([where, rule.kind, "string"]);
          if (rule.kind === "choice") {
            expect([where, rule.name, typeof words.placeholder, typeof form.errors.choose]).toEqual([where, rule.name, "string", "string"]);
            expect(Object.keys(words.options).sort()).toEqual([...(rule.options ?? [])].sort());
          }
        }
        expect([where, typeof form.errors.required]).toEqual([where, "string"]);
      }
    }
  });

  it("has a slug map the build accepts", () => {
    expect(checkRoutes(routeMap)).toEqual([]);
  });
});

describe("the site settings match requirements.md#audience and requirements.md#constants", () => {
  it("keeps the business constants of the requirements", () => {
    expect(settings.forms).toMatchObject({ partnershipCooldownMs: 300000, contactCooldownMs: 60000, simulatedSendDelayMs: 2000, responseTimeHours: 48 });
    expect(settings.toast).toEqual({ limit: 1, durationMs: 5000, removeDelayMs: 1000000, swipeThresholdPx: 50, swipeDirection: "right", hotkey: "F8" });
    expect(settings.home.newsCount).toBe(3);
    // requirements.md#pages Events: "three upcoming events" are the launch content's, not a limit: every
    // upcoming event is on its month's page (issue 67); the events page shows the soonest six, at least
    // the launch content's three, and keeps the newest six past ones. Careers lists every open opening on
    // one page; the press page the newest ten releases, each year's on a page of its own.
    expect(settings.events).toEqual({ pastCount: 6, firstPageCount: 6 });
    expect(settings.events.firstPageCount).toBeGreaterThanOrEqual(3);
    expect(settings.press).toEqual({ firstPageCount: 10 });
    expect(settings.carousel).toEqual({ loop: true, align: "start" });
    expect(settings.copyrightYear).toBe(2025);
    expect(LANGUAGES).toEqual(["en", "es"]);
  });

  it("names the four storage keys of requirements.md#content-items", () => {
    expect(Object.values(settings.storageKeys).sort()).toEqual(
      ["cookie-consent", "last-contact-submission", "last-partnership-submission", "preferred-language"],
    );
  });

  it("has business hours Monday to Friday 09:00-17:00 in Mountain time", () => {
    expect(settings.businessHours).toMatchObject({ days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" });
  });

  it("keeps what only developers change out of content/ (the CMS offers everything in there)", () => {
    const editable = readJson("settings.json");
    for (const constant of ["forms", "toast", "home", "events", "careers", "carousel", "storageKeys", "siteUrl", "copyrightYear", "businessHours"])
      expect({ constant, inContent: constant in editable }).toEqual({ constant, inContent: false });
  });
});

/**
 * A fresh copy of content/ for each test of the describe that calls it, with what a test does to
 * it: edit a JSON file's data, write or remove a file, and run the editor checks the build runs.
 */
function contentCopy() {
  let dir = "";
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(contentDir, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test edits its own field of a content file, whatever its shape
    edit: (file: string, change: (data: any) => unknown) => {
      const full = path.join(dir, file);
      const data = JSON.parse(fs.readFileSync(full, "utf8"));
      const result = change(data);
      fs.writeFileSync(full, JSON.stringify(result === undefined ? data : result));
    },
    write: (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text),
    copy: (from: string, to: string) => fs.copyFileSync(path.join(dir, from), path.join(dir, to)),
    remove: (file: string) => fs.rmSync(path.join(dir, file)),
    check: () => checkContent(dir, policyKeys),
  };
}
// Items are picked from what content/ holds today, so the checks hold whatever editors add or remove.
const firstItem = (collection: string) => readItems(contentDir, collection, "en")[0]!.key as string;

describe("the editor checks name a broken page string by file and key", () => {
  const { edit, write, check } = contentCopy();

  it("names a translation key missing from Spanish", () => {
    edit("locales/es/common.json", (data) => void delete data.nav.about);
    expect(check()).toEqual(['content/locales/es/common.json: "nav.about" is missing']);
  });

  it("names an empty translation", () => {
    edit("locales/es/home.json", (data) => void (data.hero.title = " "));
    expect(check()).toEqual(['content/locales/es/home.json: "hero.title" is empty']);
  });

  it("names a Spanish text that lost the {{placeholder}} the site fills in", () => {
    edit("locales/es/contact.json", (data) => void (data.toast.sent.description = "Gracias por su mensaje."));
    expect(check().join("\n")).toMatch(/locales\/es\/contact\.json: "toast\.sent\.description" must be text that keeps \{\{hours\}\}/);
  });

  it("names a logo's missing Spanish alt text, the logo stored as the content manager stores it (with its decorative flag)", () => {
    const logo = { src: `${MEDIA_PREFIX}starfall.png`, alt: "Starfall Games logo", decorative: false };
    edit("locales/en/home.json", (data) => void (data.partners.items[0].logo = logo));
    edit("locales/es/home.json", (data) => void (data.partners.items[0].logo = { alt: "" }));
    expect(check().join("\n")).toMatch(/locales\/es\/home\.json: "partners\.items\.0\.logo\.alt" is missing: say what the logo shows/);
  });

  it("names a list whose Spanish version has a card less", () => {
    edit("locales/es/home.json", (data) => void data.pillars.items.pop());
    expect(check().join("\n")).toMatch(/locales\/es\/home\.json: "pillars\.items" must have exactly 4 items \(it has 3\)/);
  });

  it("names a page-string file whose page name does not match its file", () => {
    edit("locales/en/about.json", (data) => void (data.page = "home"));
    expect(check().join("\n")).toMatch(/content\/locales\/en\/about\.json: "page" must be "about"/);
  });

  it("names a file that is not valid JSON", () => {
    write("locales/en/home.json", "{ oops");
    expect(check().join("\n")).toMatch(/locales\/en\/home\.json: not valid JSON/);
  });
});

describe("the editor checks name words that would not read right on the page", () => {
  const { edit, check } = contentCopy();

  it("names a link's full name that no longer starts with the words shown on the page", () => {
    let shown = "";
    edit("locales/es/divisions.json", (data) => void (data.learnMore = shown = `¿${data.learnMoreLabel}`));
    expect(check()).toEqual([`content/locales/es/divisions.json: "learnMoreLabel" must start with “${shown}”, the words shown on the page (Learn more)`]);
  });

  it("names menu page names too long to fit in the header together", () => {
    let total = 0;
    edit("locales/es/common.json", (data) => {
      data.nav.press = `${data.nav.press} ${"x".repeat(settings.menu.maxLabelChars)}`;
      total = settings.menu.pages.reduce((sum: number, key: string) => sum + data.nav[key].trim().length, 0);
    });
    expect(check()).toEqual([`content/locales/es/common.json: "nav" must fit in the menu: its ${settings.menu.pages.length} page names have ${total} characters together, and at most ${settings.menu.maxLabelChars} fit`]);
  });
});

describe("the editor checks name a broken collection item by file and field", () => {
  const { edit, remove, check } = contentCopy();

  it("names a collection item with a wrong date", () => {
    const file = `collections/news/en/${firstItem("news")}.json`;
    edit(file, (item) => void (item.date = "first of September"));
    expect(check()).toContain(`content/${file}: "date" must be a date like 2025-09-01`);
  });

  it("names an item whose Spanish version is missing", () => {
    const file = `collections/jobs/es/${firstItem("jobs")}.json`;
    remove(file);
    expect(check()).toEqual([`content/${file}: is missing: every item needs both languages`]);
  });

  it("names an item whose Spanish title is empty", () => {
    const file = `collections/jobs/es/${firstItem("jobs")}.json`;
    edit(file, (item) => void (item.title = ""));
    expect(check()).toEqual([`content/${file}: "title" is empty`]);
  });

  it("names a shared fact that differs between the languages", () => {
    const key = firstItem("events");
    const english = readJson("collections", "events", "en", `${key}.json`).prizePool as number;
    edit(`collections/events/es/${key}.json`, (item) => void (item.prizePool = english + 1000));
    expect(check()).toEqual([`content/collections/events/es/${key}.json: "prizePool" must be the same in both languages (English: ${english})`]);
  });

  it("names a field the site does not read", () => {
    const file = `collections/press/en/${firstItem("press")}.json`;
    edit(file, (item) => void (item.subtitle = "Extra"));
    expect(check()).toEqual([`content/${file}: "subtitle" is not a field the site reads (remove it)`]);
  });
});

describe("the editor checks name a file the site never reads", () => {
  const { write, check } = contentCopy();

  it("names a file left in the old one-file-per-language layout", () => {
    write("collections/news/en.json", "[]");
    expect(check().join("\n")).toMatch(/content\/collections\/news\/en\.json: not read by the site; each news item is one file per language/);
  });

  it("names a file anywhere the site never reads", () => {
    write("setings.json", "{}");
    expect(check()).toEqual(["content/setings.json: not read by the site or the CMS"]);
  });
});

describe("the editor checks name a settings value of the wrong form", () => {
  const { edit, check } = contentCopy();

  it("names an e-mail address that is not one", () => {
    edit("settings.json", (data) => void (data.email = "hello at example.com"));
    expect(check()).toEqual(['content/settings.json: "email" must be an e-mail address, such as hello@example.com']);
  });

  it("names a keypad form of the phone number that dials another number", () => {
    let phone = "";
    edit("settings.json", (data) => {
      phone = data.phone;
      data.phoneVanity = data.phone.replace(/\d$/, (last: string) => (last === "9" ? "A" : "Z"));
    });
    expect(check()).toEqual([`content/settings.json: "phoneVanity" must dial the same number as the phone number (${phone})`]);
  });
});

describe("the editor checks name a broken policy by file", () => {
  const { write, copy, remove, check } = contentCopy();

  it("names a policy without its Spanish version", () => {
    remove("policies/es/terms.md");
    expect(check().join("\n")).toMatch(/content\/policies\/es\/terms\.md: is missing/);
  });

  it("names a policy with malformed front matter", () => {
    write("policies/en/cookies.md", "---\ntitle: [unclosed\n---\nText");
    expect(check().join("\n")).toMatch(/content\/policies\/en\/cookies\.md: front matter is malformed/);
  });

  it("names a policy file the slug map has no page for", () => {
    copy("policies/en/terms.md", "policies/en/refunds.md");
    expect(check()).toEqual(["content/policies/en/refunds.md: not read by the site; policies are privacy.md, terms.md, compliance.md, cookies.md"]);
  });
});

describe("the slug map check", () => {
  it("refuses a slug map in which two languages' pages would claim the same short address", () => {
    const map = JSON.parse(JSON.stringify(routeMap));
    map.find((r: { key: string }) => r.key === "about").paths.es = "/es/careers";
    expect(checkRoutes(map).join("\n")).toMatch(/the short address "\/careers" would lead to both "\/es\/careers" and "\/en\/careers"/);
  });

  it("lets one page have the same path in two languages: its short address leads to the default language's", () => {
    const map = JSON.parse(JSON.stringify(routeMap));
    map.find((r: { key: string }) => r.key === "contact").paths.es = "/es/contact";
    expect(checkRoutes(map)).toEqual([]);
  });

  it("refuses a short address that is a language's own space", () => {
    const map = JSON.parse(JSON.stringify(routeMap));
    map.find((r: { key: string }) => r.key === "about").paths.en = "/en/es/about";
    expect(checkRoutes(map).join("\n")).toMatch(/the short address "\/es\/about" of "\/en\/es\/about" is a language's own address/);
  });

  it("refuses a list by type or place at the path of the items' own pages, where a value could be a key", () => {
    const map = JSON.parse(JSON.stringify(routeMap));
    const entry = map.find((r: { entries?: string }) => r.entries !== undefined);
    const list = { key: "byType", template: "pressYear", by: "type", list: entry.parent, paths: { ...entry.paths } };
    for (const lang of Object.keys(list.paths)) list.paths[lang] = list.paths[lang].replace(":key", ":value");
    expect(checkRoutes([...map, list]).join("\n")).toMatch(/is where the items' own pages are: only a month or a year can share it/);
  });

  it("refuses a list route whose path does not say where the value goes", () => {
    const map = JSON.parse(JSON.stringify(routeMap));
    const list = map.find((r: { by?: string }) => r.by !== undefined);
    list.paths.en = list.paths.en.replace(":value", "all");
    expect(checkRoutes(map).join("\n")).toMatch(/paths\.en: must hold ":value" once/);
  });
});
