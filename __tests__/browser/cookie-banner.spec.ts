import { ANY_WIDTH, expect, hydrated, pageFor, settings, test, ui } from "../support/browserTest";
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

    // Drawn only after hydration, the notice was the largest paint of a page with a short hero, late by
    // the bundles' whole load (docs/performance.md). The page's bundles arrive empty here.
    test("is shown by the page itself before any bundle runs, and not once an answer is stored", ANY_WIDTH, async ({ page }) => {
      const bundles: string[] = [];
      await page.route(/\.js(\?|$)/, (route) => {
        bundles.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: "" });
      });
      await page.goto(t.path);
      const banner = page.getByRole("region", { name: t.name });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(t.message);
      await page.evaluate((key) => localStorage.setItem(key, "accepted"), settings.storageKeys.cookieConsent);
      await page.reload();
      await expect(page.locator("h1")).toBeVisible();
      await expect(banner).toBeHidden();
      // The bundle loader asks for them once the page has painted (src/inline-scripts/bundleLoader.ts): on a busy machine, after the h1 shows.
      await expect.poll(() => bundles.length, { message: "the page asked for its bundles, and got none" }).toBeGreaterThan(0);
      expect(await page.evaluate(() => Object.keys(document.getElementById("___gatsby") ?? {}).some((k) => k.startsWith("__react")))).toBe(
        false,
      );
    });

    test(
      "after an answer, the next page of a client-side navigation does not show it, not even for a frame",
      ANY_WIDTH,
      async ({ page }) => {
        const banner = await firstVisit(page);
        await banner.getByRole("button", { name: t.accept }).click();
        // Records whether the notice is ever laid out while the next page renders.
        await page.evaluate(() => {
          const w = window as unknown as { __noticeSeen: boolean };
          w.__noticeSeen = false;
          new MutationObserver(() => {
            const notice = document.querySelector('[data-testid="cookie-banner"]');
            if (notice && notice.getBoundingClientRect().height > 0) w.__noticeSeen = true;
          }).observe(document.body, { childList: true, subtree: true });
        });
        // Gatsby's own client-side navigation, as its links make it.
        await page.evaluate(
          (path) => (window as unknown as { ___navigate(to: string): void }).___navigate(path),
          pageFor("contact", lang).path,
        );
        await expect(page).toHaveURL(new RegExp(`${pageFor("contact", lang).path}$`));
        await expect(page.locator("h1")).toBeVisible();
        await expect(page.getByRole("region", { name: t.name })).toHaveCount(0);
        expect(await page.evaluate(() => (window as unknown as { __noticeSeen: boolean }).__noticeSeen)).toBe(false);
      },
    );
  });
}
