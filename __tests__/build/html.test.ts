// Every built page is valid HTML under the committed rule set (.htmlvalidate.json), has exactly one
// h1, and every image has a text alternative.
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import path from "path";
import { builtPages } from "./builtSite";

// Reads .htmlvalidate.json from the project root, as the CLI would.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const pages = builtPages();

describe("the built HTML", () => {
  it("covers the 26 pages, the root redirect and the error pages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  describe.each(pages.map((p) => [p.route, p] as const))("%s", (_route, page) => {
    it("passes html-validate", async () => {
      const report = await validator.validateString(page.html, path.relative(process.cwd(), page.file));
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector ?? ""}): ${m.message}`));
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
