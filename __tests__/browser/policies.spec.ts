import { expect, hydrated, pageFor, test, withConsent } from "./support";

const SECTIONS = { privacy: 6, terms: 6, compliance: 5, cookies: 5 } as const;
const TOC = { en: "On this page", es: "En esta página" };

test.describe("the policy pages", () => {
  for (const lang of ["en", "es"] as const) {
    for (const [key, count] of Object.entries(SECTIONS) as [keyof typeof SECTIONS, number][]) {
      const policy = pageFor(key, lang);

      test(`the footer's legal link reaches ${policy.path}, whose ${count} sections are each linked from its table of contents`, async ({ page }) => {
        await withConsent(page);
        await page.goto(pageFor("home", lang).path);
        await page.locator("footer").locator(`a[href="${policy.path}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
        await expect(page.locator("h1")).toBeVisible();
        await hydrated(page);
        const sections = page.locator("article h2[id]:not(nav h2)");
        await expect(sections).toHaveCount(count);
        const toc = page.getByRole("navigation", { name: TOC[lang] });
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
  }
});
