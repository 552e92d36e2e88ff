import { ANY_WIDTH, expect, hydrated, pageFor, test, ui } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";
import type { Locator, Page } from "@playwright/test";

for (const lang of LANGUAGES) {
  const t = {
    path: pageFor("about", lang).path,
    name: ui(lang, "cookieBanner.label"),
    accept: ui(lang, "cookieBanner.accept"),
    manage: ui(lang, "cookieBanner.manage"),
    close: ui(lang, "cookieBanner.close"),
    message: ui(lang, "cookieBanner.message"),
  };
  /** Opens the page as a first-time visitor, who has answered nothing yet; returns where the banner is. */
  const firstVisit = async (page: Page) => {
    await page.goto(t.path);
    await hydrated(page);
    return page.getByRole("region", { name: t.name });
  };
  /** Answers the banner with one of its buttons: it hides. Returns what is stored then. */
  const answer = async (banner: Locator, button: string) => {
    await banner.getByRole("button", { name: button }).click();
    await expect(banner).toBeHidden();
    return banner.page().evaluate(() => localStorage.getItem("cookie-consent"));
  };
  /** Loads the page again; returns where the banner is. */
  const nextLoad = async (page: Page) => {
    await page.reload();
    await hydrated(page);
    return page.getByRole("region", { name: t.name });
  };

  test.describe(`the cookie banner (${lang})`, () => {
    test("shows its message on a first visit; Accept All stores accepted, hides the banner, and it stays away", async ({ page }) => {
      const banner = await firstVisit(page);
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(t.message);
      expect(await answer(banner, t.accept)).toBe("accepted");
      await expect(await nextLoad(page)).toHaveCount(0);
    });

    // The banner's look and its first button are checked at both widths; what the others store, once.
    test("Manage Preferences stores managed and hides the banner", ANY_WIDTH, async ({ page }) => {
      expect(await answer(await firstVisit(page), t.manage)).toBe("managed");
    });

    test("the close button hides it without storing anything, so it returns on the next load", ANY_WIDTH, async ({ page }) => {
      expect(await answer(await firstVisit(page), t.close)).toBeNull();
      await expect(await nextLoad(page)).toBeVisible();
    });
  });
}
