// A visitor taps what the page shows before its scripts have run: each control either works at once
// (the cookie notice's buttons, the menu, the links, the partner row) or keeps the tap and acts on it
// once the page has hydrated (a toast button, a form's submit, the careers filters, the search box,
// the carousel's starting card), and never twice (docs/architecture.md#before-the-scripts-run).
// Each test holds back every script file of the site the page asks for until after the tap, then
// lets them go (../support/heldScripts.ts).
//
// Both widths are set here, not by the project: the phone project leaves them out (@any-width), so
// the desktop project runs each width once. The host projects ("nginx", "cloudflare":
// playwright.config.ts) run at 375 px, served by each engine, those tagged @every-engine: what an
// engine changes is the page's bytes and headers (the policy its inline scripts run under, the search
// page's own), so one control that acts at once (the notice's "X", which Cloudflare's engine lost),
// the menu, the search box and the keyboard walks stand for the rest there.
import type { Page } from "@playwright/test";
import { filterOpenings, NO_FILTERS, normalize, type OpeningFilters } from "../../src/lib/openings";
import { LANGUAGES } from "../../src/i18n/languages";
import { eventCalendarPath } from "../../src/i18n/routes";
import { splitEvents } from "../../src/lib/eventCalendar";
import { siteDate } from "../../src/lib/siteDate";
import { FORM_INFO, field, fill, formElement, submitButton, toasts, type FormName } from "../support/forms";
import { collection, list, notImplementedControl, section, strings, text } from "../support/pageContent";
import { pageStrings, type Tree } from "../support/siteUnderTest";
import { policyWord } from "../support/searchTerms";
import { holdScripts } from "../support/heldScripts";
import { obscuredFocusStops } from "../support/wcagChecks";
import { ANY_WIDTH, expect, pageFor, settings, test, ui, withConsent } from "../support/browserTest";

/** Run on every engine too (playwright.config.ts), at any width. */
const ON_EVERY_ENGINE = { tag: [ANY_WIDTH.tag, "@every-engine"] };

/**
 * Counts what cannot be seen afterwards, from before the page's own scripts: every toast drawn, and
 * every write of each watched storage key.
 */
async function countEffects(page: Page, keys: readonly string[]) {
  await page.addInitScript((watched) => {
    const w = window as unknown as { __drawn: string[]; __writes: string[] };
    w.__drawn = [];
    w.__writes = [];
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (watched.includes(key)) w.__writes.push(`${key}=${value}`);
      return setItem.call(this, key, value);
    };
    new MutationObserver(() => {
      document.querySelectorAll<HTMLElement & { __seen?: boolean }>("[data-toast-id]").forEach((el) => {
        if (el.__seen) return;
        el.__seen = true;
        w.__drawn.push(el.textContent ?? "");
      });
    }).observe(document, { childList: true, subtree: true });
  }, keys);
  return () => page.evaluate(() => ({ drawn: window.__drawn, writes: window.__writes }));
}

declare global {
  interface Window {
    __drawn: string[];
    __writes: string[];
  }
}

/** Until the page has nothing more to load (a late, second effect would have shown by then). */
const settled = (page: Page) => page.waitForLoadState("networkidle");

const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`taps before the scripts have run, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const lang of LANGUAGES) {
      const about = pageFor("about", lang).path;
      const KEY = settings.storageKeys.cookieConsent;
      const notice = (page: Page) => page.getByRole("region", { name: ui(lang, "cookieBanner.label") });

      for (const [button, stored] of [
        ["accept", "accepted"],
        ["manage", "managed"],
        ["close", null],
      ] as const)
        test(
          `the cookie notice's "${ui(lang, `cookieBanner.${button}`)}" hides it at once and stores ${stored ?? "nothing"}, and it stays so once the page has hydrated (${lang})`,
          button === "close" ? ON_EVERY_ENGINE : ANY_WIDTH,
          async ({ page }) => {
            const effects = await countEffects(page, [KEY]);
            const scripts = await holdScripts(page);
            await scripts.open(about);
            await expect(notice(page)).toBeVisible();
            await scripts.expectHeld();
            await notice(page)
              .getByRole("button", { name: ui(lang, `cookieBanner.${button}`), exact: true })
              .click();
            await expect(notice(page)).toBeHidden();
            expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(stored);
            await scripts.release();
            await expect(notice(page)).toBeHidden();
            expect((await effects()).writes).toEqual(stored === null ? [] : [`${KEY}=${stored}`]);
            if (stored === null) {
              // Closing stores nothing: the next load shows the notice again.
              await page.reload();
              await expect(notice(page)).toBeVisible();
            }
          },
        );

      if (viewport.width < 768)
        test(
          `the menu opens at the first tap, and once the page has hydrated it is still open and closes at the next (${lang})`,
          ON_EVERY_ENGINE,
          async ({ page }) => {
            await withConsent(page);
            const scripts = await holdScripts(page);
            await scripts.open(about);
            const menu = page.locator("#site-menu");
            await expect(page.getByRole("button", { name: ui(lang, "nav.toggleOpen") })).toBeVisible();
            await scripts.expectHeld();
            await page.getByRole("button", { name: ui(lang, "nav.toggleOpen") }).click();
            await expect(menu.getByRole("link", { name: ui(lang, "nav.careers") })).toBeVisible();
            await expect(page.getByRole("button", { name: ui(lang, "nav.toggleClose") })).toHaveAttribute("aria-expanded", "true");
            await scripts.release();
            await expect(menu).toBeVisible();
            await page.getByRole("button", { name: ui(lang, "nav.toggleClose") }).click();
            await expect(menu).toBeHidden();
            await expect(page.getByRole("button", { name: ui(lang, "nav.toggleOpen") })).toHaveAttribute("aria-expanded", "false");
          },
        );

      if (viewport.width < 768)
        test(
          `the partner row swiped before the scripts run: the carousel that replaces it starts at the partner reached (${lang})`,
          ANY_WIDTH,
          async ({ page }) => {
            const home = strings(lang, "home");
            const partners = list<{ name: string }>(home, "partners.items");
            const reached = Math.min(2, partners.length - 1);
            await withConsent(page);
            const scripts = await holdScripts(page);
            await scripts.open(pageFor("home", lang).path);
            await scripts.expectHeld();
            await page.locator("#partners").scrollIntoViewIfNeeded();
            // A card at a time, as a swipe leaves it (the row snaps to each).
            const row = page.getByRole("list", { name: text(home, "partners.carouselLabel") });
            await row.evaluate((el, cards) => el.scrollBy({ left: el.clientWidth * cards, behavior: "instant" }), reached);
            await scripts.release();
            const carousel = page.getByRole("region", { name: text(home, "partners.carouselLabel") });
            const position = text(home, "partners.position")
              .replace("{{index}}", String(reached + 1))
              .replace("{{count}}", String(partners.length));
            await expect(carousel.locator("[aria-live]")).toHaveText(position);
            await expect(
              carousel.locator(`.slick-slide.slick-active [aria-roledescription="${text(home, "partners.slideRole")}"]`),
            ).toContainText(partners[reached]!.name);
          },
        );

      test(
        `a button that shows a toast, tapped three times before the scripts run, shows it exactly once after hydration (${lang})`,
        ANY_WIDTH,
        async ({ page }) => {
          const control = notImplementedControl(lang);
          await withConsent(page);
          const effects = await countEffects(page, []);
          const scripts = await holdScripts(page);
          await scripts.open(pageFor(control.route, lang).path);
          const button = page.getByRole("button", { name: control.name });
          await expect(button).toBeVisible();
          await scripts.expectHeld();
          for (let i = 0; i < 3; i++) await button.click();
          await scripts.release();
          await expect(toasts(page)).toHaveCount(1);
          await expect(toasts(page)).toContainText(ui(lang, "toast.notImplemented"));
          await settled(page);
          // Closed, it stays closed: no second showing was waiting.
          await page.keyboard.press("Escape");
          await expect(toasts(page)).toHaveCount(0);
          expect((await effects()).drawn).toHaveLength(1);
        },
      );

      for (const form of ["partnership", "contact"] as FormName[])
        test(
          `the ${form} form, filled and sent twice before the scripts run, is sent exactly once after hydration, with what was typed (${lang})`,
          ANY_WIDTH,
          async ({ page }) => {
            const info = FORM_INFO[form];
            await withConsent(page);
            const effects = await countEffects(page, [info.storageKey]);
            // A clock the test moves past the simulated send (settings.forms.simulatedSendDelayMs).
            await page.clock.install();
            const scripts = await holdScripts(page);
            await scripts.open(pageFor(info.route, lang).path);
            await fill(page, form);
            await scripts.expectHeld();
            // The button, Enter in a field (the browser's implicit submit), the button again.
            await submitButton(page, form).click();
            await field(page, form, "company").press("Enter");
            await submitButton(page, form).click();
            await scripts.release({ fakeClock: true });
            // The kept submit is made once the form can send: the busy state, then the outcome.
            await expect(formElement(page, form)).toHaveAttribute("aria-busy", "true");
            await page.clock.runFor(settings.forms.simulatedSendDelayMs);
            await expect(toasts(page)).toHaveCount(1);
            await expect(toasts(page).locator("p").first()).toHaveText(info.texts[lang].sent[0]);
            // Cleared on success only: what was typed was what went.
            for (const name of Object.keys(info.values)) await expect(field(page, form, name)).toHaveValue("");
            // Time for a second send, had one been made.
            await page.clock.runFor(settings.forms.simulatedSendDelayMs * 2);
            const { drawn, writes } = await effects();
            expect(writes, "the send is stored once").toHaveLength(1);
            expect(drawn, "one toast: sent, never 'please wait'").toHaveLength(1);
          },
        );

      test(
        `the careers filters: a keyword typed and a department chosen before the scripts run filter the list once the page has hydrated (${lang})`,
        ANY_WIDTH,
        async ({ page }) => {
          const t = strings(lang, "careers");
          const openings = collection("jobs", lang);
          const expected = (filters: Partial<OpeningFilters>) => filterOpenings(openings, { ...NO_FILTERS, ...filters }).map((o) => o.key);
          const last = openings.at(-1)!;
          const word = normalize(last.title.split(" ")[0] ?? "x").slice(0, 5);
          await withConsent(page);
          const scripts = await holdScripts(page);
          await scripts.open(pageFor("careers", lang).path);
          const board = section(page, text(t, "openings.heading"));
          const shown = () => board.locator("[data-opening]").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-opening")));
          await scripts.expectHeld();
          await board.getByRole("searchbox", { name: text(t, "filters.keyword") }).fill(word);
          await board.getByRole("combobox", { name: text(t, "filters.department") }).selectOption(last.department);
          const filtered = expected({ keyword: word, department: last.department });
          expect(filtered, "the filters narrow the list").not.toEqual(expected({}));
          await scripts.release();
          await expect.poll(shown).toEqual(filtered);
          // From now on the board and the fields agree: clearing the keyword keeps the department.
          await board.getByRole("searchbox", { name: text(t, "filters.keyword") }).fill("");
          await expect.poll(shown).toEqual(expected({ department: last.department }));
          await expect(board.getByRole("combobox", { name: text(t, "filters.department") })).toHaveValue(last.department);
        },
      );

      test(
        `words typed in the search box before the scripts run are searched once the page has hydrated (${lang})`,
        ON_EVERY_ENGINE,
        async ({ page }) => {
          const search = pageStrings(lang, "search") as Tree;
          const { word, path } = policyWord(lang);
          await withConsent(page);
          const scripts = await holdScripts(page);
          await scripts.open(pageFor("search", lang).path);
          await scripts.expectHeld();
          await page.getByRole("searchbox", { name: text(search, "form.label") }).fill(word);
          await scripts.release();
          await expect(page.locator("main ol li").first().getByRole("link")).toHaveAttribute("href", path);
          await expect(page.getByRole("searchbox", { name: text(search, "form.label") })).toHaveValue(word);
        },
      );

      test(
        `tabbing through ${about} with the cookie notice shown and the scripts held back, no focused control is covered (${lang})`,
        ON_EVERY_ENGINE,
        async ({ page }) => {
          const scripts = await holdScripts(page);
          await scripts.open(about);
          await expect(notice(page)).toBeVisible();
          await scripts.expectHeld();
          const forward = await obscuredFocusStops(page, "forward");
          expect(forward.stops, "Tab reaches the page's controls").toBeGreaterThan(5);
          expect(forward.obscured, "tabbing forward").toEqual([]);
          const backward = await obscuredFocusStops(page, "backward");
          expect(backward.obscured, "tabbing backward").toEqual([]);
          await scripts.expectHeld();
        },
      );

      test(`"Add to calendar" downloads the next event's calendar file before the scripts run (${lang})`, ANY_WIDTH, async ({ page }) => {
        const next = splitEvents(collection("events", lang), siteDate()).upcoming[0];
        await withConsent(page);
        const scripts = await holdScripts(page);
        await scripts.open(pageFor("events", lang).path);
        const link = page.locator("a[data-add-to-calendar]").first();
        if (!next) {
          // Nothing ahead on the build's date: nothing to add.
          await expect(link).toHaveCount(0);
          return;
        }
        await scripts.expectHeld();
        const download = page.waitForEvent("download");
        await link.click();
        expect(new URL((await download).url()).pathname).toBe(eventCalendarPath(lang, next.key));
        await scripts.expectHeld();
      });
    }
  });
}

test(
  `tabbing through ${pageFor("about", "es").path} at 320 px with the cookie notice shown and the scripts held back, no focused control is covered`,
  ON_EVERY_ENGINE,
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const scripts = await holdScripts(page);
    await scripts.open(pageFor("about", "es").path);
    await expect(page.getByRole("region", { name: ui("es", "cookieBanner.label") })).toBeVisible();
    await scripts.expectHeld();
    expect((await obscuredFocusStops(page, "forward")).obscured).toEqual([]);
    expect((await obscuredFocusStops(page, "backward")).obscured).toEqual([]);
  },
);
