// The two languages in step: the one comparison (src/content-model/translations.ts) that the content
// manager's question, the site diff's "Translations to check" and `npm run translation-status` share.
// Each case edits a copy of content/ the way an editor would; expectations come from the files.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import matter from "gray-matter";
import { text } from "../../../src/content-model/fields";
import {
  bilingualEntry, bodySections, changedInOneLanguage, describeFinding, expectedSame, mediaInOneLanguage, reviewEntry, untranslatedCopies,
  type BilingualEntry, type EntryData,
} from "../../../src/content-model/translations";
import { oneLanguageChanges, questionLines } from "../../../src/cms/app/translationCheck";
import { siteDiff } from "../../../src/site-diff/cli";
import { readBilingualEntries, translationsToCheck } from "../../../src/translation-status/translationContent";
import { main as translationStatus } from "../../../src/translation-status/cli";
import { LANGUAGE_NAMES } from "../../../src/i18n/languages";

const ROOT = path.resolve(__dirname, "../../..");
const CONTENT = path.join(ROOT, "content");
const FIXTURES = path.join(__dirname, "../../fixtures/site-diff");
const readJson = (...parts: string[]) => JSON.parse(fs.readFileSync(path.join(CONTENT, ...parts), "utf8"));
const about = (): EntryData => ({ en: readJson("locales", "en", "about.json"), es: readJson("locales", "es", "about.json") });
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const words = (n: number) => (text: string) => text.trim().split(/\s+/).length >= n;

/** An event of content/ whose English title is long enough to count as a copy. */
function anEvent() {
  const dir = path.join(CONTENT, "collections", "events", "en");
  const key = fs.readdirSync(dir).map((f) => f.replace(/\.json$/, "")).find((k) => words(3)(readJson("collections", "events", "en", `${k}.json`).title))!;
  return { key, data: { en: readJson("collections", "events", "en", `${key}.json`), es: readJson("collections", "events", "es", `${key}.json`) } as EntryData };
}

describe("a change in one language only", () => {
  it("names the About hero's title in the editor's words, with its old and new English and the Spanish left as it was", () => {
    const before = about();
    const after = clone(before);
    (after.en!.hero as Record<string, string>).title = "Meet the Mythforge Group";
    const findings = changedInOneLanguage(bilingualEntry("page_about", "about", before), bilingualEntry("page_about", "about", after)!);
    expect(findings).toEqual([
      {
        kind: "changed", where: "Page: About › Hero › Title", lang: "en",
        before: (before.en!.hero as Record<string, string>).title, after: "Meet the Mythforge Group",
        other: "es", otherText: (before.es!.hero as Record<string, string>).title,
      },
    ]);
  });

  it("lists nothing when both languages changed the field", () => {
    const before = about();
    const after = clone(before);
    (after.en!.hero as Record<string, string>).title = "Meet the Mythforge Group";
    (after.es!.hero as Record<string, string>).title = "Conoce al Grupo Mythforge";
    expect(reviewEntry(bilingualEntry("page_about", "about", before), bilingualEntry("page_about", "about", after)!)).toEqual([]);
  });

  it("leaves out the values typed once and copied (dates, numbers), and new entries", () => {
    const { key, data } = anEvent();
    const after = clone(data);
    after.en!.date = after.es!.date = "2099-01-01";
    after.en!.participants = after.es!.participants = 1;
    expect(changedInOneLanguage(bilingualEntry("events", key, data), bilingualEntry("events", key, after)!)).toEqual([]);
    expect(oneLanguageChanges("events", key, undefined, after)).toEqual([]);
  });

  it("names an event's field by the event's title, and a field written in one language only", () => {
    const { key, data } = anEvent();
    const after = clone(data);
    after.es!.location = `${String(data.es!.location)} (sede nueva)`;
    expect(questionLines(oneLanguageChanges("events", key, data, after))).toEqual([`Event › ${data.en!.title} › Location: changed in Spanish, not in English`]);
    const before = clone(data);
    delete before.en!.location;
    delete before.es!.location;
    const added = clone(data);
    delete added.es!.location;
    expect(changedInOneLanguage(bilingualEntry("events", key, before), bilingualEntry("events", key, added)!)).toEqual([
      { kind: "added", where: `Event › ${data.en!.title} › Location`, lang: "en", after: data.en!.location, other: "es" },
    ]);
  });

  it("compares a policy by front-matter field and by section of its body, named by the section's heading", () => {
    const read = (lang: string) => {
      const { data, content } = matter(fs.readFileSync(path.join(CONTENT, "policies", lang, "privacy.md"), "utf8"));
      return { ...data, body: content.trim() };
    };
    const before: EntryData = { en: read("en"), es: read("es") };
    const sections = bodySections(String(before.es!.body));
    const target = sections.findIndex((s) => s.startsWith("## "));
    const heading = sections[target]!.split("\n")[0]!.slice(3);
    const after = clone(before);
    after.es!.body = String(before.es!.body).replace(sections[target]!, `${sections[target]!}\n\nUna frase nueva.`);
    after.es!.updated = after.en!.updated = "2099-01-01";
    const findings = changedInOneLanguage(bilingualEntry("policies", "privacy", before), bilingualEntry("policies", "privacy", after)!);
    expect(findings.map((f) => [f.kind, f.where])).toEqual([["changed", `Policy › ${before.en!.title} › Text › Section “${heading}”`]]);
  });
});

describe("untranslated copies", () => {
  it("lists a Spanish event whose title is set to the English title", () => {
    const { key, data } = anEvent();
    const after = clone(data);
    after.es!.title = data.en!.title;
    expect(reviewEntry(bilingualEntry("events", key, data), bilingualEntry("events", key, after)!)).toEqual([
      { kind: "changed", where: `Event › ${data.en!.title} › Title`, lang: "es", before: data.es!.title, after: data.en!.title, other: "en", otherText: data.en!.title },
      { kind: "copy", where: `Event › ${data.en!.title} › Title`, text: data.en!.title },
    ]);
  });

  it("leaves out numbers, e-mail addresses, URLs, texts under a few words and the names the content model marks", () => {
    for (const same of ["25,000", "+1 307 555 2273", "hello@example.com", "https://example.com/a", "/en/about", "Marketing", "Community Manager"]) expect([same, expectedSame(same)]).toEqual([same, true]);
    expect(expectedSame("Continue to the English site")).toBe(false);
    const common: EntryData = { en: readJson("locales", "en", "common.json"), es: readJson("locales", "es", "common.json") };
    const copied = clone(common);
    (copied.es!.redirect as Record<string, string>).linkEn = (common.en!.redirect as Record<string, string>).linkEn!;
    const where = untranslatedCopies(bilingualEntry("page_common", "common", copied)!).map((f) => f.where);
    expect(where).not.toContain("Shared: menu, footer, cookie notice, notifications › Redirect › Link en");
    // A field the content model marks as a proper name.
    const entry = (properName: boolean) => ({
      collection: "events", key: "k", labels: ["Event", "Grand Arena Cup"],
      fields: [text("venue", "Venue", { properName })],
      data: { en: { venue: "Grand Arena of Lima" }, es: { venue: "Grand Arena of Lima" } },
    });
    expect(untranslatedCopies(entry(false)).map((f) => f.where)).toEqual(["Event › Grand Arena Cup › Venue"]);
    expect(untranslatedCopies(entry(true))).toEqual([]);
  });
});

describe("pictures and documents in one language only", () => {
  const page = (ns: string): EntryData => ({ en: readJson("locales", "en", `${ns}.json`), es: readJson("locales", "es", `${ns}.json`) });
  const LOGO = "Page: Home › Partners › Items › 1 › Logo";
  const KIT = "Page: Press › Media kit › Media kit (PDF)";
  /** The home page with its first partner's logo, as the content manager stores it, and the Spanish alt text given. */
  const withLogo = (spanishAlt: string | undefined, decorative = false) => {
    const data = clone(page("home"));
    const items = (lang: "en" | "es") => (data[lang]!.partners as { items: Record<string, unknown>[] }).items;
    items("en")[0]!.logo = { src: "media/starfall.png", alt: "Starfall Games logo", decorative };
    if (spanishAlt !== undefined) items("es")[0]!.logo = { alt: spanishAlt };
    return bilingualEntry("page_home", "home", data)!;
  };
  /** The press page with the media kit each language names. */
  const withKit = (en?: string, es?: string) => {
    const data = clone(page("press"));
    if (en) (data.en!.mediaKit as Record<string, string>).file = en;
    if (es) (data.es!.mediaKit as Record<string, string>).file = es;
    return bilingualEntry("page_press", "press", data)!;
  };

  it("names a logo whose alt text is written in English only (Spanish missing or empty), and nothing once Spanish has its own or the logo is decorative", () => {
    const finding = { kind: "media", media: "alt", where: LOGO, lang: "en", value: "Starfall Games logo", other: "es" };
    expect(mediaInOneLanguage(withLogo(undefined))).toEqual([finding]);
    expect(mediaInOneLanguage(withLogo("  "))).toEqual([finding]);
    expect(questionLines(mediaInOneLanguage(withLogo("")))).toEqual([`${LOGO}: alt text written in English only; the Spanish page shows the picture without one`]);
    expect(mediaInOneLanguage(withLogo("Logo de Starfall Games"))).toEqual([]);
    expect(mediaInOneLanguage(withLogo(undefined, true))).toEqual([]);
  });

  it("names a document attached in one language only, and nothing when each language has one or neither has any", () => {
    expect(mediaInOneLanguage(withKit("media/kit.pdf")).map((f) => describeFinding(f, LANGUAGE_NAMES))).toEqual([
      `${KIT}: a document in English only; the Spanish page links to the English one`,
    ]);
    expect(mediaInOneLanguage(withKit(undefined, "media/kit-es.pdf")).map((f) => describeFinding(f, LANGUAGE_NAMES))).toEqual([
      `${KIT}: a document in Spanish only; the English page links to the Spanish one`,
    ]);
    expect(mediaInOneLanguage(withKit("media/kit.pdf", "media/kit-es.pdf"))).toEqual([]);
    expect(mediaInOneLanguage(withKit("media/kit.pdf", "media/kit.pdf"))).toEqual([]);
    expect(mediaInOneLanguage(withKit())).toEqual([]);
  });

  it("names an item's page text written in one language only (its page exists in every language or none), and nothing once both have theirs", () => {
    const release = (en?: string, es?: string): BilingualEntry => {
      const [key] = fs.readdirSync(path.join(CONTENT, "collections", "press", "en")).map((f) => f.replace(/\.json$/, ""));
      const data = { en: readJson("collections", "press", "en", `${key}.json`), es: readJson("collections", "press", "es", `${key}.json`) };
      // Whatever page text the release has today: each case writes its own (or none).
      delete data.en.body;
      delete data.es.body;
      if (en) data.en.body = en;
      if (es) data.es.body = es;
      return bilingualEntry("press", key!, data)!;
    };
    expect(mediaInOneLanguage(release("## About\n\nThe full text.")).map((f) => describeFinding(f, LANGUAGE_NAMES))).toEqual([
      expect.stringMatching(/^Press release › .* › Page text: a page text in English only; the item's page exists in every language or none, so write the Spanish one/),
    ]);
    expect(mediaInOneLanguage(release(undefined, "## Sobre\n\nEl texto."))).toEqual([
      expect.objectContaining({ media: "page", lang: "es", value: "## Sobre" }),
    ]);
    expect(mediaInOneLanguage(release("## About\n\nText.", "## Sobre\n\nTexto."))).toEqual([]);
    expect(mediaInOneLanguage(release())).toEqual([]);
  });

  it("lists in a review what the change made, once; the content manager's question about texts is as it was", () => {
    const [none, english] = [withKit(), withKit("media/kit.pdf")];
    expect(reviewEntry(none, english)).toEqual([{ kind: "media", media: "document", where: KIT, lang: "en", value: "media/kit.pdf", other: "es" }]);
    expect(reviewEntry(english, english)).toEqual([]);
    expect(reviewEntry(english, withKit("media/kit-2026.pdf")).map((f) => f.kind === "media" && f.value)).toEqual(["media/kit-2026.pdf"]);
    expect(reviewEntry(english, withKit("media/kit.pdf", "media/kit-es.pdf"))).toEqual([]);
    expect(reviewEntry(undefined, withLogo(undefined)).filter((f) => f.kind === "media").map((f) => f.where)).toEqual([LOGO]);
    // The question before a save asks about texts changed in one language, as before.
    expect(oneLanguageChanges("page_press", "press", none.data, english.data)).toEqual([]);
  });
});

/** A git repository holding a copy of content/, with one commit. */
function repoWithContent(): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "translations-"));
  fs.cpSync(CONTENT, path.join(repo, "content"), { recursive: true });
  const git = (...args: string[]) => expect(spawnSync("git", args, { cwd: repo, encoding: "utf8" }).status).toBe(0);
  git("init", "-q");
  git("add", "content");
  git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "content");
  return repo;
}

describe("npm run translation-status", () => {
  it("prints every untranslated copy as a table, and with --since every field changed in one language only, as Markdown too", () => {
    const repo = repoWithContent();
    try {
      const { key, data } = anEvent();
      const file = (lang: string) => path.join(repo, "content", "collections", "events", lang, `${key}.json`);
      fs.writeFileSync(file("es"), JSON.stringify({ ...data.es, title: data.en!.title }, null, 2));
      const copies = translationStatus(["--content", path.join(repo, "content")], repo);
      expect(copies).toMatch(/^Translation status: \d+ untranslated cop/);
      expect(copies).toContain(`Event › ${data.en!.title} › Title`);
      const markdown = path.join(repo, "status.md");
      const since = translationStatus(["--content", path.join(repo, "content"), "--since", "HEAD", "--markdown", markdown], repo);
      expect(since).toContain("Changed in one language only since HEAD: 1");
      expect(since).toContain(`${LANGUAGE_NAMES.es}: “${data.es!.title}” → “${data.en!.title}”; ${LANGUAGE_NAMES.en} unchanged`);
      expect(fs.readFileSync(markdown, "utf8")).toContain(`| Event › ${data.en!.title} › Title |`);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  it("lists the alt text and the documents in one language only, for the whole site and since a commit", () => {
    const repo = repoWithContent();
    try {
      const file = (lang: string, ns: string) => path.join(repo, "content", "locales", lang, `${ns}.json`);
      const press = JSON.parse(fs.readFileSync(file("en", "press"), "utf8"));
      fs.writeFileSync(file("en", "press"), JSON.stringify({ ...press, mediaKit: { ...press.mediaKit, file: "media/kit.pdf" } }, null, 2));
      const content = ["--content", path.join(repo, "content")];
      const today = translationStatus(content, repo);
      expect(today).toContain("Alt text, documents and page texts in one language only: 1");
      expect(today).toMatch(/Page: Press › Media kit › Media kit \(PDF\) +a document in English only; the Spanish page links to the English one \(English: “media\/kit\.pdf”\)/);
      const git = (...args: string[]) => expect(spawnSync("git", args, { cwd: repo, encoding: "utf8" }).status).toBe(0);
      git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qam", "media kit");
      const home = JSON.parse(fs.readFileSync(file("en", "home"), "utf8"));
      home.partners.items[0].logo = { src: "media/starfall.png", alt: "Starfall Games logo", decorative: false };
      fs.writeFileSync(file("en", "home"), JSON.stringify(home, null, 2));
      const since = translationStatus([...content, "--since", "HEAD"], repo);
      expect(since).toContain("Alt text, documents and page texts in one language only: 2");
      expect(since).toContain("Changed in one language only since HEAD: 1");
      expect(since.slice(since.indexOf("since HEAD"))).toMatch(/Page: Home › Partners › Items › 1 › Logo +alt text written in English only; the Spanish page shows the picture without one/);
      expect(since.slice(since.indexOf("since HEAD"))).not.toContain("Media kit");
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });

  it("exits 0 whatever it finds", () => {
    const run = spawnSync(process.execPath, ["scripts/run.mjs", "src/translation-status/cli.ts"], { cwd: ROOT, encoding: "utf8" });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
    expect(run.stdout).toMatch(/^Translation status: /);
  });
});

describe("the site diff's Translations to check", () => {
  /** The content in a repository of its own and a copy to change, diffed over two fixed builds: the run's Markdown and plain text, and what it asks to check. */
  async function diffOfChange(
    change: (after: string) => void,
  ): Promise<{ markdown: string; plain: string; toCheck: ReturnType<typeof translationsToCheck> }> {
    const repo = repoWithContent();
    try {
      const before = path.join(repo, "content");
      const after = path.join(repo, "after", "content");
      fs.cpSync(before, after, { recursive: true });
      change(after);
      const builds = ["--before", path.join(FIXTURES, "news-edit", "before"), "--after", path.join(FIXTURES, "news-edit", "after")];
      const markdown = path.join(repo, "out.md");
      const plain = await siteDiff([...builds, "--content-before", before, "--content", after, "--markdown", markdown], repo, () => {});
      return { markdown: fs.readFileSync(markdown, "utf8"), plain, toCheck: translationsToCheck(before, after) };
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  }
  const aboutTitles = (lang: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, "locales", lang, "about.json"), "utf8")).hero.title as string;

  it("lists the English-only change of the About hero's title with the Spanish it left, and nothing when both changed", async () => {
    const retitle = (content: string, lang: string, title: string) => {
      const file = path.join(content, "locales", lang, "about.json");
      const data = JSON.parse(fs.readFileSync(file, "utf8"));
      fs.writeFileSync(file, JSON.stringify({ ...data, hero: { ...data.hero, title } }, null, 2));
    };
    const [en, es] = [aboutTitles("en"), aboutTitles("es")];
    const { markdown, plain } = await diffOfChange((after) => retitle(after, "en", "Meet the Mythforge Group"));
    expect(markdown).toContain("**Translations to check**\n- **Page: About › Hero › Title**: changed in English, not in Spanish");
    expect(markdown).toContain(`  - Spanish, unchanged: \`${es}\``);
    expect(markdown).toContain(`\`${en}\` → \`Meet the Mythforge Group\``);
    expect(plain).toContain("Translations to check:\n  Page: About › Hero › Title: changed in English, not in Spanish");
    const both = await diffOfChange((after) => {
      retitle(after, "en", "Meet the Mythforge Group");
      retitle(after, "es", "Conoce al Grupo Mythforge");
    });
    expect(both.toCheck).toEqual([]);
    expect(both.plain).not.toContain("Translations to check");
  });

  it("lists a logo with English alt text only and a media kit in Spanish only", async () => {
    const { markdown, plain } = await diffOfChange((after) => {
      const file = (lang: string, ns: string) => path.join(after, "locales", lang, `${ns}.json`);
      const home = JSON.parse(fs.readFileSync(file("en", "home"), "utf8"));
      home.partners.items[0].logo = { src: "media/starfall.png", alt: "Starfall Games logo", decorative: false };
      fs.writeFileSync(file("en", "home"), JSON.stringify(home, null, 2));
      const press = JSON.parse(fs.readFileSync(file("es", "press"), "utf8"));
      fs.writeFileSync(file("es", "press"), JSON.stringify({ ...press, mediaKit: { ...press.mediaKit, file: "media/kit-es.pdf" } }, null, 2));
    });
    expect(plain).toContain(
      "  Page: Home › Partners › Items › 1 › Logo: alt text written in English only; the Spanish page shows the picture without one\n    English: Starfall Games logo\n    Spanish: (nothing)",
    );
    expect(plain).toContain("  Page: Press › Media kit › Media kit (PDF): a document in Spanish only; the English page links to the Spanish one\n    Spanish: media/kit-es.pdf");
    expect(markdown).toContain(
      "- **Page: Press › Media kit › Media kit \\(PDF\\)**: a document in Spanish only; the English page links to the Spanish one\n  - Spanish: `media/kit-es.pdf`",
    );
  });

  it("reads every bilingual entry of content/: each page's strings, each item and each policy", () => {
    const entries = [...readBilingualEntries(CONTENT).values()];
    const collections = new Set(entries.map((e) => e.collection));
    for (const name of ["page_about", "page_common", "events", "news", "jobs", "policies"]) expect(collections).toContain(name);
    expect(entries.every((e) => e.data.en && e.data.es)).toBe(true);
  });
});
