// What a keyboard user does on the site, start to end, in every language: each step by key, and
// after each one where focus is (WCAG 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.11 Focus Not
// Obscured; docs/accessibility.md). The texts come from content/, the fields from the forms'
// definitions, so an editor's change keeps these meaningful.
import type { Locator, Page } from "@playwright/test";
import { FORMS } from "../../src/forms/definitions";
import { FORM_INFO, field, submitButton } from "../support/forms";
import { list, notImplementedControl, strings, text } from "../support/pageContent";
import { ANY_WIDTH, expect, hydrated, pageFor, settings, SMALL_SCREEN, test, ui, withConsent } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

/** Presses Tab (or Shift+Tab) until `target` has focus; fails, naming where focus went, if it never does. */
async function tabTo(page: Page, target: Locator, { backward = false, max = 120 } = {}) {
  const handle = await target.elementHandle();
  const trail: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backward ? "Shift+Tab" : "Tab");
    const at = await page.evaluate(
      (el) => (document.activeElement === el ? null : (document.activeElement?.outerHTML ?? "").slice(0, 60)),
      handle,
    );
    if (at === null) return;
    trail.push(at);
  }
  throw new Error(`Tab never reached the control; it went through ${trail.slice(-5).join(" → ")}`);
}

/** Whether the focused element shows at some point of its box (2.4.11: not entirely hidden). */
async function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const r = el.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.1, 0.1],
      [0.9, 0.1],
      [0.1, 0.9],
      [0.9, 0.9],
    ] as const;
    return points.some(([fx, fy]) => {
      const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
      return !!hit && (hit === el || el.contains(hit));
    });
  });
}

async function visit(page: Page, path: string, { consent = true } = {}) {
  if (consent) await withConsent(page);
  await page.goto(path);
  await hydrated(page);
}

for (const lang of LANGUAGES) {
  test.describe(`keyboard journeys (${lang})`, () => {
    test("the mobile menu opens and closes by key; Escape closes it and focus returns to the toggle", SMALL_SCREEN, async ({ page }) => {
      await visit(page, pageFor("about", lang).path);
      const toggle = page.getByRole("button", { name: ui(lang, "nav.toggleOpen") });
      const menu = page.locator("#site-menu");
      await tabTo(page, toggle);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await expect(page.locator("button[aria-controls=site-menu]")).toBeFocused();
      await expect(page.locator("button[aria-controls=site-menu]")).toHaveAttribute("aria-expanded", "true");
      // The next stop is the menu's first link, in view.
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();
      expect(await focusShows(page)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      // Enter on the toggle closes it too, and focus stays there.
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test(
      "the language switch takes the visitor to the paired page, and the next Tab starts there at the skip link",
      ANY_WIDTH,
      async ({ page }) => {
        const here = pageFor("events", lang);
        const other = LANGUAGES.find((l) => l !== lang)!;
        await visit(page, here.path);
        const link = page.locator("header").locator(`a[hreflang="${other}"]`);
        await tabTo(page, link);
        expect(await focusShows(page)).toBe(true);
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`${here.pair}$`));
        await hydrated(page);
        expect(await page.evaluate((key) => localStorage.getItem(key), settings.storageKeys.language)).toBe(other);
        await page.keyboard.press("Tab");
        await expect(page.getByRole("link", { name: ui(other, "skipLink") })).toBeFocused();
      },
    );

    test("the cookie banner is reached, answered and closed by key; focus goes back where it came from", async ({ page }) => {
      const path = pageFor("about", lang).path;
      const banner = page.getByRole("region", { name: ui(lang, "cookieBanner.label") });
      const button = (key: string) => banner.getByRole("button", { name: ui(lang, `cookieBanner.${key}`) });

      await test.step("from the page's start, Shift+Tab reaches its close button; closing it puts focus on the main content", async () => {
        await visit(page, path, { consent: false });
        await expect(banner).toBeVisible();
        await page.keyboard.press("Shift+Tab");
        await expect(button("close")).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(banner).toHaveCount(0);
        await expect(page.locator("main")).toBeFocused();
        expect(await page.evaluate((key) => localStorage.getItem(key), settings.storageKeys.cookieConsent)).toBeNull();
      });

      for (const [key, stored] of [
        ["accept", "accepted"],
        ["manage", "managed"],
      ] as const) {
        await test.step(`tabbing on from the footer reaches ${key}; Enter stores ${stored} and focus goes back to the footer, in view`, async () => {
          await page.evaluate(() => localStorage.clear());
          await page.reload();
          await hydrated(page);
          await expect(banner).toBeVisible();
          const last = page.locator("footer a").last();
          await tabTo(page, last);
          expect(await focusShows(page), "the footer's last link shows above the banner").toBe(true);
          await tabTo(page, button(key));
          expect(await focusShows(page)).toBe(true);
          await page.keyboard.press("Enter");
          await expect(banner).toHaveCount(0);
          await expect(last).toBeFocused();
          expect(await focusShows(page)).toBe(true);
          expect(await page.evaluate((k) => localStorage.getItem(k), settings.storageKeys.cookieConsent)).toBe(stored);
        });
      }
    });

    for (const form of ["partnership", "contact"] as const) {
      test(
        `the ${form} form sent empty by key: focus lands on the first field in error, and each field in error carries its message`,
        ANY_WIDTH,
        async ({ page }) => {
          const info = FORM_INFO[form];
          await visit(page, pageFor(info.route, lang).path);
          await tabTo(page, submitButton(page, form));
          await page.keyboard.press("Enter");
          const required = FORMS[form].rules.filter((rule) => rule.required).map((rule) => rule.name);
          await expect(field(page, form, required[0]!)).toBeFocused();
          // Tabbing on from the first error passes every field in error, each described by its message.
          const reached: string[] = [];
          for (let i = 0; i < 40; i++) {
            // A stop with no id (a widget between the fields and the button) is passed over.
            const id = await page.evaluate(() => (document.activeElement === document.body ? null : (document.activeElement?.id ?? "")));
            if (id === null || (await submitButton(page, form).evaluate((el) => el === document.activeElement))) break;
            const name = id.replace(`${form}-`, "");
            if (required.includes(name)) {
              const focused = field(page, form, name);
              await expect(focused).toHaveAttribute("aria-invalid", "true");
              const error = page.locator(`#${id}-error`);
              await expect(error).toBeVisible();
              await expect(focused).toHaveAccessibleDescription(
                new RegExp((await error.innerText()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
              );
              expect(await focusShows(page)).toBe(true);
              reached.push(name);
            }
            await page.keyboard.press("Tab");
          }
          expect(reached).toEqual(required);
        },
      );
    }

    test(
      "F8 reaches the toast; its close button closes it and focus goes back to the control that showed it",
      ANY_WIDTH,
      async ({ page }) => {
        const control = notImplementedControl(lang);
        await visit(page, pageFor(control.route, lang).path);
        const download = page.getByRole("button", { name: control.name });
        await tabTo(page, download);
        await page.keyboard.press("Enter");
        const toast = page.locator("[data-toast-id]");
        await expect(toast).toHaveCount(1);
        await expect(download).toBeFocused();
        await page.keyboard.press("F8");
        expect(await page.evaluate(() => !!document.activeElement?.closest('[aria-label*="F8"]'))).toBe(true);
        const close = toast.getByRole("button", { name: ui(lang, "toast.close") });
        await tabTo(page, close, { max: 5 });
        expect(await focusShows(page)).toBe(true);
        await page.keyboard.press("Enter");
        await expect(toast).toHaveCount(0);
        await expect(download).toBeFocused();
      },
    );

    test("the careers filters work by key; clearing them puts focus back on the keyword", ANY_WIDTH, async ({ page }) => {
      const t = strings(lang, "careers");
      await visit(page, pageFor("careers", lang).path);
      const keyword = page.getByRole("searchbox", { name: text(t, "filters.keyword") });
      const department = page.getByRole("combobox", { name: text(t, "filters.department") });
      const location = page.getByRole("combobox", { name: text(t, "filters.location") });
      const cards = page.locator("[data-opening]");
      await tabTo(page, keyword);
      await page.keyboard.type("zzzzqqqq");
      await expect(cards).toHaveCount(0);
      await page.keyboard.press("Tab");
      await expect(department).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(location).toBeFocused();
      const clear = page.getByRole("button", { name: text(t, "filters.clear") });
      await tabTo(page, clear, { max: 10 });
      await page.keyboard.press("Enter");
      await expect(keyword).toBeFocused();
      await expect(keyword).toHaveValue("");
      await expect(cards.first()).toBeVisible();
      // A department chosen with the arrow keys filters the list at once.
      await page.keyboard.press("Tab");
      await expect(department).toBeFocused();
      await page.keyboard.press("ArrowDown");
      const chosen = await department.inputValue();
      expect(chosen).not.toBe("");
      await expect(cards.first()).toBeVisible();
    });

    test("the partner carousel moves by its labelled buttons; focus stays on the button pressed", SMALL_SCREEN, async ({ page }) => {
      const t = strings(lang, "home");
      const partners = list<{ name: string }>(t, "partners.items");
      const position = (index: number) =>
        text(t, "partners.position").replace("{{index}}", String(index)).replace("{{count}}", String(partners.length));
      await visit(page, pageFor("home", lang).path);
      await page.locator("#partners").scrollIntoViewIfNeeded();
      const carousel = page.getByRole("region", { name: text(t, "partners.carouselLabel") });
      await expect(page.locator(".slick-slider")).toHaveCount(1);
      const next = carousel.getByRole("button", { name: text(t, "partners.next") });
      const previous = carousel.getByRole("button", { name: text(t, "partners.previous") });
      const status = carousel.locator("[aria-live]");
      const current = carousel.locator(`.slick-slide.slick-active [aria-roledescription="${text(t, "partners.slideRole")}"]`);
      await tabTo(page, previous);
      expect(await focusShows(page)).toBe(true);
      await page.keyboard.press("Tab");
      await expect(next).toBeFocused();
      for (let i = 1; i < partners.length; i++) {
        await page.keyboard.press("Enter");
        await expect(status).toHaveText(position(i + 1));
        await expect(current).toContainText(partners[i]!.name);
        await expect(next).toBeFocused();
      }
      await page.keyboard.press("Shift+Tab");
      await expect(previous).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(status).toHaveText(position(partners.length - 1));
      await expect(previous).toBeFocused();
    });
  });
}
