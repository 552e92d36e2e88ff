// The check the CMS runs before it saves an entry (src/cms/app/entryProblems.ts, registered as Decap's
// preSave handler): the content model's rules over every language of the entry.
import fs from "fs";
import path from "path";
import { describeProblems, entryProblems } from "../app/entryProblems";

const contentDir = path.resolve(__dirname, "../../../content");
const read = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(contentDir, ...parts), "utf8"));

describe("the CMS's check before saving", () => {
  const facts = { employmentType: "FULL_TIME", datePosted: "2026-10-01" };
  const opening = {
    en: { title: "Data Engineer", department: "Technology", location: "Remote (Latin America)", order: 50, ...facts },
    es: { title: "Ingeniera de datos", department: "Tecnología", location: "Remoto (Latinoamérica)", order: 50, ...facts },
  };

  it("lets a complete job opening through", () => {
    expect(entryProblems("jobs", opening)).toEqual([]);
  });

  it("refuses a job opening whose Spanish title is empty, and says which language and field", () => {
    const problems = entryProblems("jobs", { ...opening, es: { ...opening.es, title: "" } });
    expect(problems).toEqual([{ path: "title", labels: ["Job title"], message: "is empty", lang: "es" }]);
    expect(describeProblems(problems)).toBe("Not saved: Spanish: “Job title” is required.");
  });

  it("refuses a page text written in one language only, a closing date before the posting and a salary without its currency", () => {
    const problems = entryProblems("jobs", {
      en: { ...opening.en, body: "## The role\n\nYou lead our data work.", closingDate: "2026-09-01", salaryMin: 50000 },
      es: { ...opening.es, closingDate: "2026-09-01", salaryMin: 50000 },
    });
    expect(describeProblems(problems)).toBe(
      "Not saved: Spanish: “Page text” is missing: it is written in English, and the page it makes exists in every language. Write it in Spanish too, or empty it in English. " +
        "English: “Closing date” must be on or after the date posted (2026-10-01). " +
        "English: “Salary currency” is missing: a salary needs its lowest figure, its currency and its period. " +
        "English: “Salary per” is missing: a salary needs its lowest figure, its currency and its period.",
    );
    const both = { body: "## The role\n\nText.", salaryMin: 50000, salaryMax: 40000, salaryCurrency: "USD", salaryPeriod: "YEAR" };
    expect(describeProblems(entryProblems("jobs", { en: { ...opening.en, ...both }, es: { ...opening.es, ...both } }))).toBe(
      "Not saved: English: “Salary up to” must be at least the salary from (50000).",
    );
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

  it("refuses, before it saves, a moved address holding a character a host reads specially, naming the line and the character", () => {
    const problems = entryProblems("addresses", { en: { addresses: [{ from: "/en/ok" }, { from: "/en/old-site/*", to: "/en/press" }] } });
    expect(problems.map((p) => p.labels)).toEqual([["Addresses", "2", "Old address"]]);
    expect(describeProblems(problems)).toMatch(
      /^Not saved: “Addresses › 2 › Old address” holds “\*”, which Netlify and Cloudflare Pages read as “anything here”/,
    );
    // An item's address or a year's page of a list is the build's to judge: neither refused nor taken on trust.
    expect(entryProblems("addresses", { en: { addresses: [{ from: "/en/press/2019", to: "/en/press/some-release" }] } })).toEqual([]);
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
