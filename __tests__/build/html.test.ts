// Every built page is valid HTML under the committed rule set (.htmlvalidate.json), has exactly one
// h1, and every image has a text alternative.
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import path from "path";
import { pathFor } from "../../src/i18n/routes";
import { isOpen, optionsFor } from "../../src/lib/openings";
import { siteDate } from "../../src/lib/siteDate";
import type { JobOpening } from "../../src/lib/openings";
import { contentItems } from "../support/siteUnderTest";
import { builtPages } from "../support/builtSite";
import { LANGUAGES } from "../../src/i18n/languages";

// Reads .htmlvalidate.json from the project root, as the CLI would.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const pages = builtPages();

describe("the built HTML", () => {
  // Which pages exist is routes.test.ts's business; this only makes sure there is something to check.
  it("has pages to check", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  describe.each(pages.map((p) => [p.route, p] as const))("%s", (_route, page) => {
    it("passes html-validate", async () => {
      const report = await validator.validateString(page.html, path.relative(process.cwd(), page.file));
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector ?? ""}): ${m.message}`),
      );
      expect(messages).toEqual([]);
    });

    it("has exactly one h1", () => {
      expect(page.document.querySelectorAll("h1")).toHaveLength(1);
    });

    it("gives every image an alt attribute", () => {
      const missing = [...page.document.querySelectorAll("img:not([alt])")].map((img) => img.outerHTML.slice(0, 100));
      expect(missing).toEqual([]);
    });
  });
});

// The build sorts the careers filters' choices for the language (openingFilterOptions), so the browser
// never has to: every department and location of the committed openings, once each, in that order.
describe.each(LANGUAGES)("the careers page in %s", (lang) => {
  const page = pages.find((p) => p.route === pathFor("careers", lang));
  // The open ones: an opening past its closing date, or not live, is on no list (src/lib/schedule.ts).
  const openings: JobOpening[] = contentItems<Record<string, unknown> & { key: string }>("jobs", lang)
    .filter((o) => isOpen(o as { closingDate?: string }, siteDate()))
    .map((o) => ({
      key: o.key,
      title: String(o.title),
      department: String(o.department),
      location: String(o.location),
      hasPage: false,
    }));
  const choices = (id: string) => [...page!.document.querySelectorAll(`#${id} option:not([value=""])`)].map((o) => o.textContent);

  it.each([
    ["department", "opening-department"],
    ["location", "opening-location"],
  ] as const)("offers each %s once, sorted for the language", (field, id) => {
    expect(page).toBeDefined();
    expect(choices(id)).toEqual(optionsFor(openings, field, lang));
  });
});
