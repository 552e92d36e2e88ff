// The WCAG 2.2 AA success criteria axe cannot judge, on every page of the slug map at both widths
// (docs/accessibility.md). One visit per page and width serves them all, each a step named after
// the criterion: a page load and hydration is most of a browser test's time. Without JavaScript,
// reach at 375 px is checked in no-javascript.spec.ts, on its visit.
import { expect, hydrated, isPhone, PAGES, settings, test, ui } from "../support/browserTest";
import { longMotion, obscuredFocusStops, sidewaysScroll, TEXT_SPACING_CSS, unreachableTexts } from "../support/wcagChecks";

test.describe("WCAG 2.2 success criteria beyond axe", () => {
  for (const p of PAGES) {
    test(`${p.path}: 2.4.11 Focus Not Obscured with the cookie banner open and closed, 1.4.12 Text Spacing, 2.3.3 Animation from Interactions, 1.4.10 Reflow`, async ({
      page,
    }, info) => {
      // Tabbing through a long page four times takes a few hundred key presses.
      test.setTimeout(90_000);
      // A first visit: no consent stored, so the cookie banner opens.
      await page.goto(p.path);
      await hydrated(page);
      const banner = page.getByRole("region", { name: ui(p.lang, "cookieBanner.label") });
      await expect(banner).toBeVisible();

      for (const state of ["open", "closed"] as const) {
        if (state === "closed") {
          await banner.getByRole("button", { name: ui(p.lang, "cookieBanner.close") }).click();
          await expect(banner).toHaveCount(0);
          // Closing it puts focus back in the page; the walks start again from the top, so the page is
          // loaded again as a visitor who answered the notice (the same page, with no banner).
          await page.evaluate((key) => localStorage.setItem(key, "accepted"), settings.storageKeys.cookieConsent);
          await page.reload();
          await hydrated(page);
          await expect(banner).toHaveCount(0);
        }
        await test.step(`2.4.11 Focus Not Obscured: tabbing forward, then back, no focused control is entirely hidden (banner ${state})`, async () => {
          const forward = await obscuredFocusStops(page, "forward");
          expect(forward.stops, "Tab reaches the page's controls").toBeGreaterThan(5);
          expect(forward.obscured, "tabbing forward").toEqual([]);
          const backward = await obscuredFocusStops(page, "backward");
          // Not always as many as forward: on small screens the carousel replaces the partner row on the way.
          expect(backward.stops, "Shift+Tab reaches the page's controls").toBeGreaterThan(5);
          expect(backward.obscured, "tabbing backward").toEqual([]);
        });
      }

      await test.step("2.3.3 Animation from Interactions: with reduced motion asked for, nothing animates for long", async () => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        expect(await longMotion(page)).toEqual([]);
        await page.emulateMedia({ reducedMotion: null });
      });

      if (isPhone(info.project.name)) {
        await test.step("1.4.10 Reflow: at 320 px nothing scrolls sideways and no text is cut", async () => {
          const size = page.viewportSize()!;
          await page.setViewportSize({ width: 320, height: size.height });
          expect(await sidewaysScroll(page), "sideways scroll at 320 px").toBeLessThanOrEqual(0);
          expect(await unreachableTexts(page, true)).toEqual([]);
          await page.setViewportSize(size);
        });
      }

      await test.step("1.4.12 Text Spacing: with WCAG's spacing applied no text is clipped and nothing scrolls sideways", async () => {
        // A constructed style sheet, as a reader's bookmarklet or extension would add: the CSP allows no <style>.
        await page.evaluate((css) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(css);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        }, TEXT_SPACING_CSS);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await sidewaysScroll(page), "sideways scroll").toBeLessThanOrEqual(0);
        expect(await unreachableTexts(page, true)).toEqual([]);
      });
    });
  }
});
