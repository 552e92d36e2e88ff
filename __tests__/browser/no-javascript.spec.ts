import { expect, PAGES, test } from "./support";

// A visitor whose browser runs no JavaScript reads the prerendered HTML as it is.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const p of PAGES) {
    test(`${p.path} shows its content, the whole navigation and a working language link`, async ({ page }) => {
      await page.goto(p.path);
      await expect(page.locator("h1")).toBeVisible();
      const main = page.locator("main");
      expect((await main.innerText()).length).toBeGreaterThan(80);
      const nav = page.locator("header nav");
      // The menu toggle needs JavaScript, so the links are shown in the page flow instead.
      await expect(page.locator("header button[aria-controls]")).toBeHidden();
      await expect(nav.getByRole("link")).toHaveCount(9);
      for (const link of await nav.getByRole("link").all()) await expect(link).toBeVisible();
      await expect(page.locator("footer")).toBeVisible();
      await page.locator("header").locator(`a[hreflang="${p.lang === "en" ? "es" : "en"}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${p.pair}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", p.lang === "en" ? "es" : "en");
      await expect(page.locator("h1")).toBeVisible();
    });
  }
});
