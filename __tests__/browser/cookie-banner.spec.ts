import { ANY_WIDTH, expect, hydrated, pageFor, test, ui } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

for (const lang of LANGUAGES) {
  const t = {
    path: pageFor("about", lang).path,
    name: ui(lang, "cookieBanner.label"),
    accept: ui(lang, "cookieBanner.accept"),
    manage: ui(lang, "cookieBanner.manage"),
    close: ui(lang, "cookieBanner.close"),
    message: ui(lang, "cookieBanner.message"),
  };
  test.describe(`the cookie banner (${lang})`, () => {
    test("shows its message on a first visit; Accept All stores accepted, hides the banner, and it stays away", async ({ page }) => {
      await page.goto(t.path);
      await hydrated(page);
      const banner = page.getByRole("region", { name: t.name });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(t.message);
      await banner.getByRole("button", { name: t.accept }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("region", { name: t.name })).toHaveCount(0);
    });

    // The banner's look and its first button are checked at both widths; what the others store, once.
    test("Manage Preferences stores managed and hides the banner", ANY_WIDTH, async ({ page }) => {
      await page.goto(t.path);
      await hydrated(page);
      const banner = page.getByRole("region", { name: t.name });
      await banner.getByRole("button", { name: t.manage }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("managed");
    });

    test("the close button hides it without storing anything, so it returns on the next load", ANY_WIDTH, async ({ page }) => {
      await page.goto(t.path);
      await hydrated(page);
      const banner = page.getByRole("region", { name: t.name });
      await banner.getByRole("button", { name: t.close }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole("region", { name: t.name })).toBeVisible();
    });
  });
}
