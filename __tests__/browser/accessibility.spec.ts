import { axeViolations } from "../support/axe";
import { FORM_INFO } from "../support/forms";
import { notImplementedControl } from "../support/pageContent";
import { expect, hydrated, isPhone, pageFor, SMALL_SCREEN, test, ui, withConsent } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

test.describe("axe finds no WCAG 2.2 A/AA or best-practice violation", () => {
  // Every page as it loads: every-page.spec.ts. Here, the states a visitor brings about.
  for (const lang of LANGUAGES) {
    test(`with the cookie banner shown (${lang})`, async ({ page }) => {
      await page.goto(pageFor("about", lang).path);
      await hydrated(page);
      await expect(page.getByRole("region", { name: ui(lang, "cookieBanner.label") })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`with a toast shown (${lang})`, async ({ page }) => {
      await withConsent(page);
      const control = notImplementedControl(lang);
      await page.goto(pageFor(control.route, lang).path);
      await hydrated(page);
      await page.getByRole("button", { name: control.name }).click();
      await expect(page.locator("[data-toast-id]")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    for (const form of ["partnership", "contact"] as const) {
      test(`with the ${form} form showing its validation messages (${lang})`, async ({ page }) => {
        const info = FORM_INFO[form];
        await withConsent(page);
        await page.goto(pageFor(info.route, lang).path);
        await hydrated(page);
        await page.getByRole("button", { name: info.texts[lang].submit }).click();
        await expect(page.locator("form [aria-invalid=true]").first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test(`with the mobile menu open (${lang})`, SMALL_SCREEN, async ({ page }) => {
      await withConsent(page);
      await page.goto(pageFor("events", lang).path);
      await hydrated(page);
      await page.getByRole("button", { name: ui(lang, "nav.toggleOpen") }).click();
      await expect(page.locator("#site-menu")).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("keyboard", () => {
  for (const lang of LANGUAGES) {
    test(`the first Tab reaches a skip link that moves focus to the main content (${lang})`, async ({ page }) => {
      await withConsent(page);
      await page.goto(pageFor("home", lang).path);
      await hydrated(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: ui(lang, "skipLink") });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
    });
  }

  for (const key of ["home", "contact", "careers", "privacy"] as const) {
    test(`Tab reaches every control of ${key} in document order, each with a visible focus indicator`, async ({ page }, info) => {
      await withConsent(page);
      await page.goto(pageFor(key, "en").path);
      await hydrated(page);
      // The list is taken once the page has settled: effects that run after hydration change what
      // can take focus. On small screens the carousel replaces the partner row once it comes near,
      // which a walk would bring about at a pace of its own: it is brought near first.
      await page.waitForLoadState("networkidle");
      if (key === "home" && isPhone(info.project.name)) {
        await page.locator("#partners").scrollIntoViewIfNeeded();
        await expect(page.locator('[data-partners="carousel"]')).toHaveCount(1);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      // Everything a keyboard user should reach: visible, enabled, not taken out of the tab order.
      const expected = await page.evaluate(() => {
        const selector =
          "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";
        const candidates = [...document.querySelectorAll<HTMLElement>(`${selector}, main *`)].filter((el) => {
          if (el.matches(selector)) return true;
          // Chromium also puts scroll containers without focusable content (a wide table) in the tab order.
          return el.scrollWidth > el.clientWidth && /auto|scroll/.test(getComputedStyle(el).overflowX) && !el.querySelector(selector);
        });
        return candidates
          .filter(
            (el) =>
              el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden" && !el.closest("[aria-hidden=true], [inert]"),
          )
          .filter((el) => el.tabIndex >= 0 || !el.matches(selector))
          .map((el) => el.outerHTML.slice(0, 120));
      });
      const reached: string[] = [];
      for (let i = 0; i < expected.length + 5 && reached.length < expected.length; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const visible = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none";
          return { html: el.outerHTML.slice(0, 120), visible };
        });
        if (!focus) continue;
        expect(focus.visible, `focus indicator on ${focus.html}`).toBe(true);
        reached.push(focus.html);
      }
      expect(reached).toEqual(expected);
    });
  }
});
