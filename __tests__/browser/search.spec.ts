// The site's search, as a visitor uses it on the built site (src/components/search/, the index of
// src/node/postBuild/searchIndex.ts). The words come from the content under test (../support/searchTerms.ts).
import { pathFor, routes } from "../../src/i18n/routes";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";
import { MAIN_NAV } from "../../src/components/layout/Header";
import { LEGAL_LINKS } from "../../src/components/layout/Footer";
import { contentItems, pageStrings, type Tree } from "../support/siteUnderTest";
import { frameWord, policyWord, stripAccents } from "../support/searchTerms";
import { expect, hydrated, test, ui, withConsent } from "../support/browserTest";
import type { Page } from "@playwright/test";

const t = (lang: Lang, keyPath: string, values: Record<string, string | number> = {}) => {
  const value = keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], pageStrings(lang, "search"));
  return String(value).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

async function search(page: Page, lang: Lang, words: string) {
  await withConsent(page);
  await page.goto(pathFor("search", lang));
  await hydrated(page);
  const field = page.getByRole("searchbox", { name: t(lang, "form.label") });
  await field.fill(words);
  return field;
}

for (const lang of LANGUAGES) {
  test.describe(`searching the site (${lang})`, () => {
    test("a word only one policy's text holds lists that policy first, as a link with its title and the word marked in its excerpt", async ({
      page,
    }) => {
      const { word, path } = policyWord(lang);
      await search(page, lang, word);
      const first = page.locator("main ol li").first();
      await expect(first.getByRole("link")).toHaveAttribute("href", path);
      await expect(first.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(first.locator("mark").first()).toHaveText(new RegExp(word.slice(0, 5), "i"));
      // Every result is a page of this language.
      for (const href of await page.locator("main ol li a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!)))
        expect(href.startsWith(`${pathFor("home", lang)}/`) || href === pathFor("home", lang)).toBe(true);
    });

    test("a word only the cookie notice or the footer holds finds nothing, and the polite status line says so", async ({ page }) => {
      const word = frameWord(lang);
      await search(page, lang, word);
      await expect(page.getByRole("status").filter({ hasText: t(lang, "results.none", { query: word }) })).toBeVisible();
      await expect(page.locator("main ol li")).toHaveCount(0);
    });

    test("every result is reached by Tab from the field, each visibly focused, and the count is announced as it changes", async ({
      page,
    }) => {
      const field = await search(page, lang, policyWord(lang).word);
      const status = page.getByRole("status").filter({ hasText: /\d/ });
      await expect(status).toHaveAttribute("aria-live", "polite");
      const results = page.locator("main ol li a");
      await expect(results.first()).toBeVisible();
      await field.focus();
      await page.keyboard.press("Tab"); // the button
      for (let i = 0; i < (await results.count()); i++) {
        await page.keyboard.press("Tab");
        await expect(results.nth(i)).toBeFocused();
        expect(await results.nth(i).evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe("none");
        await expect(results.nth(i)).toBeInViewport();
      }
    });

    test("a not-found page offers the search with the words of the address that missed, and the search page searches them at once", async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/404 \(Not Found\)/);
      await withConsent(page);
      const { word } = policyWord(lang);
      await page.goto(`${pathFor("home", lang)}/old-${stripAccents(word).toLowerCase()}-page`);
      const field = page.getByRole("searchbox", { name: ui(lang, "searchForm.label") });
      await expect(field).toHaveValue(`old ${stripAccents(word).toLowerCase()} page`);
      await field.fill(word);
      await page.getByRole("button", { name: ui(lang, "searchForm.button") }).click();
      await expect(page).toHaveURL(new RegExp(`${pathFor("search", lang)}\\?q=`));
      await expect(page.locator("main ol li").first().getByRole("link")).toHaveAttribute("href", policyWord(lang).path);
    });
  });
}

test("a Spanish word typed without its accents finds the page that has them", async ({ page }) => {
  const { word, path } = policyWord("es", true);
  await search(page, "es", stripAccents(word));
  await expect(
    page
      .locator("main ol li a")
      .filter({ has: page.locator(`[href="${path}"]`) })
      .or(page.locator(`main ol li a[href="${path}"]`))
      .first(),
  ).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const lang of LANGUAGES) {
    test(`${pathFor("search", lang)} lists every page of its language, grouped as the menus group them, with the live releases, openings and events under their lists`, async ({
      page,
    }) => {
      await page.goto(pathFor("search", lang));
      const siteMap = page.locator("#site-map-heading").locator("xpath=..");
      const menu = siteMap.getByRole("navigation", { name: t(lang, "siteMap.menu") });
      const legal = siteMap.getByRole("navigation", { name: t(lang, "siteMap.legal") });
      await expect(menu.locator(":scope > ul > li > a")).toHaveText(MAIN_NAV.map((key) => ui(lang, `nav.${key}`)));
      await expect(legal.locator(":scope > ul > li > a")).toHaveText(LEGAL_LINKS.map((key) => ui(lang, `nav.${key}`)));
      // Every page of the slug map is there, the search page's own aside.
      const hrefs = await siteMap.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const route of routes.filter((r) => r.key !== "search")) expect(hrefs).toContain(route.paths[lang]);
      for (const [list, collection] of [
        ["press", "press"],
        ["careers", "jobs"],
        ["events", "events"],
      ] as const) {
        const titles = contentItems<{ title: string; closingDate?: string }>(collection, lang).map((item) => item.title);
        const shown = siteMap.getByRole("list", { name: t(lang, `siteMap.${list}`) });
        if (collection !== "jobs") await expect(shown.locator("li")).toHaveText(titles.filter(Boolean), { useInnerText: true });
        else for (const title of await shown.locator("li").allInnerTexts()) expect(titles).toContain(title);
      }
    });
  }
});
