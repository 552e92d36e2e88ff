// The check the CMS runs before it saves an entry (src/cms/app/entryProblems.ts, registered as Decap's
// preSave handler): the content model's rules over every language of the entry.
import fs from "fs";
import path from "path";
import { describeProblems, entryProblems } from "../app/entryProblems";

const contentDir = path.resolve(__dirname, "../../../content");
const read = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(contentDir, ...parts), "utf8"));

describe("the CMS's check before saving", () => {
  const opening = {
    en: { title: "Data Engineer", department: "Technology", location: "Remote (Latin America)", order: 50 },
    es: { title: "Ingeniera de datos", department: "Tecnología", location: "Remoto (Latinoamérica)", order: 50 },
  };

  it("lets a complete job opening through", () => {
    expect(entryProblems("jobs", opening)).toEqual([]);
  });

  it("refuses a job opening whose Spanish title is empty, and says which language and field", () => {
    const problems = entryProblems("jobs", { ...opening, es: { ...opening.es, title: "" } });
    expect(problems).toEqual([{ path: "title", labels: ["Job title"], message: "is empty", lang: "es" }]);
    expect(describeProblems(problems)).toBe("Not saved: Spanish: “Job title” is required.");
  });

  it("refuses an event whose Spanish prize pool was changed apart from the English one", () => {
    // Whichever event content/ lists first.
    const file = fs.readdirSync(path.join(contentDir, "collections", "events", "en")).filter((f) => f.endsWith(".json"))[0]!;
    const event = read("collections", "events", "en", file);
    const problems = entryProblems("events", {
      en: event,
      es: { ...read("collections", "events", "es", file), prizePool: event.prizePool + 1 },
    });
    expect(describeProblems(problems)).toBe(
      `Not saved: Spanish: “Prize pool (US dollars)” must be the same in both languages (English: ${event.prizePool}).`,
    );
  });

  it("refuses page text whose Spanish lost a placeholder or a card", () => {
    const en = read("locales", "en", "contact.json");
    const es = read("locales", "es", "contact.json");
    es.toast.sent.description = "Gracias.";
    expect(describeProblems(entryProblems("page_contact", { en, es }))).toMatch(
      /^Not saved: Spanish: “Toast › Sent › Description” must be text that keeps \{\{hours\}\} as written\.$/,
    );
    const home = { en: read("locales", "en", "home.json"), es: read("locales", "es", "home.json") };
    home.es.pillars.items.pop();
    expect(describeProblems(entryProblems("page_home", home))).toMatch(/Spanish: “Pillars › Items” must have exactly 4 items \(it has 3\)/);
  });

  it("refuses a policy without a Spanish text, and settings with a phone number that cannot be dialled", () => {
    const policy = { title: "Privacy Policy", description: "How we handle data.", updated: "2025-10-01", body: "## Who we are\n\nText." };
    expect(describeProblems(entryProblems("policies", { en: policy, es: { ...policy, body: "   " } }))).toBe(
      "Not saved: Spanish: “Text” is required.",
    );
    const settings = read("settings.json");
    expect(describeProblems(entryProblems("settings", { en: { ...settings, phone: "call us" } }))).toBe(
      "Not saved: “Phone” must be an international number starting with +, such as +1 307 555 2273.",
    );
    expect(
      describeProblems(entryProblems("settings", { en: { ...settings, phone: "+1 307 555 0000", phoneVanity: "+1 (307) 555-CARD" } })),
    ).toBe("Not saved: “Phone, keypad form” must dial the same number as the phone number (+1 307 555 0000).");
  });

  it("accepts every committed entry as it is", () => {
    for (const name of fs.readdirSync(path.join(contentDir, "collections", "news", "en")))
      expect(entryProblems("news", { en: read("collections", "news", "en", name), es: read("collections", "news", "es", name) })).toEqual(
        [],
      );
    for (const ns of ["common", "home", "careers"])
      expect(entryProblems(`page_${ns}`, { en: read("locales", "en", `${ns}.json`), es: read("locales", "es", `${ns}.json`) })).toEqual([]);
    expect(entryProblems("settings", { en: read("settings.json") })).toEqual([]);
  });
});
