import fs from "fs";
import path from "path";
import { routes } from "../../src/i18n/routes";
import { CONTENT_DIR } from "../support/siteUnderTest";
import { strings, text } from "../support/pageContent";
import { expect, hydrated, pageFor, test, withConsent } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

const POLICY_KEYS = routes.filter((r) => r.template === "policy").map((r) => r.key);
/** A policy's sections: its level-two headings in the content folder (docs/editing.md: each is a table-of-contents entry). */
const sectionCount = (key: string, lang: string) =>
  fs
    .readFileSync(path.join(CONTENT_DIR, "policies", lang, `${key}.md`), "utf8")
    .split("\n")
    .filter((line) => /^## /.test(line)).length;

test.describe("the policy pages", () => {
  for (const lang of LANGUAGES) {
    // One visit per width and language, following the footer from policy to policy as a reader
    // does: a page load is most of a browser test's time (docs/testing.md).
    test(`the footer's legal links reach each policy in ${lang}, whose sections are each linked from its table of contents`, async ({
      page,
    }) => {
      await withConsent(page);
      await page.goto(pageFor("home", lang).path);
      for (const key of POLICY_KEYS) {
        const policy = pageFor(key, lang);
        const count = sectionCount(key, lang);
        await test.step(`${policy.path}: its ${count} sections`, async () => {
          await page.locator("footer").locator(`a[href="${policy.path}"]`).click();
          await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
          await expect(page.locator("h1")).toBeVisible();
          await hydrated(page);
          const sections = page.locator("article h2[id]:not(nav h2)");
          await expect(sections).toHaveCount(count);
          const toc = page.getByRole("navigation", { name: text(strings(lang, "policy"), "toc") });
          const entries = toc.getByRole("link");
          await expect(entries).toHaveCount(count);
          for (let i = 0; i < count; i++) {
            const heading = sections.nth(i);
            const id = await heading.getAttribute("id");
            await expect(entries.nth(i)).toHaveAttribute("href", `#${id}`);
            await expect(entries.nth(i)).toHaveText((await heading.textContent())!.trim());
          }
          // Following an entry brings its section into view below the fixed header.
          await entries.nth(count - 1).click();
          await expect(page).toHaveURL(new RegExp(`#${await sections.nth(count - 1).getAttribute("id")}$`));
          await expect(sections.nth(count - 1)).toBeInViewport();
          const headerBottom = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
          expect((await sections.nth(count - 1).boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
        });
      }
    });
  }
});
