import { phoneDisplay, telHref } from "../../src/config/settings";
import { fill } from "../../src/i18n/headStrings";
import { ANY_WIDTH, expect, hydrated, isPhone, pageFor, settings, SMALL_SCREEN, test, ui, withConsent } from "../support/browserTest";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";
import type { Locator, Page } from "@playwright/test";

// The header's nine pages, in the menu's order; their labels are the menu's words in content/.
const NAV_KEYS = ["home", "about", "divisions", "services", "events", "partnerships", "careers", "press", "contact"] as const;
const navLabels = (lang: Lang) => NAV_KEYS.map((key) => ui(lang, `nav.${key}`));

/** Opens a page as a returning visitor (with what else it stored before), once React has hydrated it. */
async function visit(page: Page, path: string, stored: Record<string, string> = {}) {
  await withConsent(page, stored);
  await page.goto(path);
  await hydrated(page);
}
/** The toggle of the folded menu, while the menu is closed. */
const menuToggle = (page: Page, lang: Lang) => page.getByRole("button", { name: ui(lang, "nav.toggleOpen") });
/** Follows a link, found by its name, as a visitor does: a click. */
const follow = (scope: Locator, name: string, exact = false) => scope.getByRole("link", { name, exact }).click();

test.describe("the header and the footer", () => {
  for (const lang of LANGUAGES) {
    // The footer shares the header's visit: a page load is most of a browser test's time (docs/testing.md).
    test(`is fixed, links the logo home, lists the nine pages and marks the current one; the footer shows quick, legal and contact links, the address, the copyright year and social links (${lang})`, async ({
      page,
    }, info) => {
      // Press: a page the footer's quick links leave out, so its own links stay one of a kind there.
      const current = pageFor("press", lang);
      await visit(page, current.path);
      const header = page.locator("header").first();
      await expect(header).toHaveCSS("position", "fixed");
      await expect(header.getByRole("link", { name: ui(lang, "brand.logoLabel") })).toHaveAttribute("href", `/${lang}`);
      if (isPhone(info.project.name)) await header.getByRole("button", { expanded: false }).click();
      const nav = header.getByRole("navigation");
      await expect(nav.getByRole("link")).toHaveText(navLabels(lang));
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", current.path);
      await expect(header.getByRole("link", { name: ui(lang, "language.long.es") })).toHaveAttribute(
        "href",
        lang === "en" ? current.pair : current.path,
      );
      for (const l of LANGUAGES) await expect(header.getByText(ui(lang, `language.short.${l}`), { exact: true })).toBeVisible();
      // Every control of the header fits in the viewport (body hides horizontal overflow, so check the boxes).
      const width = page.viewportSize()!.width;
      for (const control of await header.locator("a:visible, button:visible").all()) {
        const box = (await control.boundingBox())!;
        expect(box.x, `${await control.textContent()} starts inside the viewport`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${await control.textContent()} ends inside the viewport`).toBeLessThanOrEqual(width);
      }
      // The fixed header must not cover the page's heading.
      const h1 = await page.locator("h1").boundingBox();
      const bar = await header.boundingBox();
      expect(h1!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

      await test.step("the footer: quick, legal and contact links, the address, the copyright year and social links", async () => {
        if (isPhone(info.project.name)) await page.keyboard.press("Escape");
        const footer = page.locator("footer");
        const quick = ["home", "about", "divisions", "services", "contact"] as const;
        const legal = ["privacy", "terms", "compliance", "cookies"] as const;
        for (const key of [...quick, ...legal]) await expect(footer.locator(`a[href="${pageFor(key, lang).path}"]`)).toBeVisible();
        await expect(footer).toContainText(`${settings.address.locality}, ${settings.address.region} ${settings.address.postalCode}`);
        await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toHaveText(settings.email);
        await expect(footer.locator(`a[href="${telHref(settings.phone)}"]`)).toHaveText(phoneDisplay(settings.phone));
        await expect(footer).toContainText(phoneDisplay(settings.phoneVanity));
        await expect(footer).toContainText(fill(ui(lang, "footer.copyright"), { year: settings.copyrightYear, brand: settings.legalName }));
        for (const [network, href] of Object.entries(settings.social)) {
          await expect(footer.getByRole("link", { name: ui(lang, `footer.socialNames.${network}`) })).toHaveAttribute("href", href);
        }
        for (const l of LANGUAGES)
          await expect(footer.getByRole("link", { name: ui(lang, `language.long.${l}`), exact: true })).toHaveAttribute(
            "href",
            pageFor("press", l).path,
          );
      });
    });
  }
});

// The menu folds only below 768 px.
test.describe("the mobile menu", SMALL_SCREEN, () => {
  test("folds the links behind a toggle that declares what it controls", async ({ page }) => {
    await visit(page, "/en/services");
    const toggle = menuToggle(page, "en");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    await expect(page.locator(`#${menuId}`)).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: ui("en", "nav.toggleClose") })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${menuId}`).getByRole("link", { name: ui("en", "nav.careers") })).toBeVisible();
  });

  test("closes when a link is chosen", async ({ page }) => {
    await visit(page, "/es/servicios");
    await menuToggle(page, "es").click();
    // Stop the navigation itself so the menu's own reaction to the choice can be observed.
    await page.evaluate(() => document.addEventListener("click", (e) => e.preventDefault()));
    await follow(page.getByRole("navigation"), ui("es", "nav.careers"));
    await expect(menuToggle(page, "es")).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await visit(page, "/en");
    await menuToggle(page, "en").click();
    await page
      .locator("header")
      .getByRole("link", { name: ui("en", "nav.about") })
      .focus();
    await page.keyboard.press("Escape");
    const toggle = menuToggle(page, "en");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a chosen link leads to its page", async ({ page }) => {
    await visit(page, "/en");
    await menuToggle(page, "en").click();
    await follow(page.getByRole("navigation"), ui("en", "nav.press"));
    await expect(page).toHaveURL(/\/en\/press$/);
  });
});

test.describe("language", () => {
  test("switching saves the preference and opens the paired page", async ({ page }, info) => {
    await visit(page, "/en/partnerships");
    if (isPhone(info.project.name)) await menuToggle(page, "en").click();
    await follow(page.locator("header"), ui("en", "language.long.es"));
    await expect(page).toHaveURL(/\/es\/alianzas$/);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("es");
    await follow(page.locator("footer"), ui("es", "language.long.en"), true);
    await expect(page).toHaveURL(/\/en\/partnerships$/);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");
  });

  test("a saved preference sends the visitor to the paired page before the other language paints", ANY_WIDTH, async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("cookie-consent", "accepted");
      localStorage.setItem("preferred-language", "es");
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const seen = JSON.parse(sessionStorage.getItem("paints") ?? "[]");
          sessionStorage.setItem("paints", JSON.stringify([...seen, `${location.pathname} ${entry.name}`]));
        }
      }).observe({ type: "paint", buffered: true });
    });
    await page.goto("/en/about?ref=x#values");
    await expect(page).toHaveURL(/\/es\/acerca\?ref=x#values$/);
    await expect(page.locator("h1")).toBeVisible();
    const paints: string[] = await page.evaluate(() => JSON.parse(sessionStorage.getItem("paints") ?? "[]"));
    expect(paints.filter((p) => p.startsWith("/en/"))).toEqual([]);
  });

  for (const stored of ["fr", "", "ES", "{}"]) {
    test(`an invalid saved value (${JSON.stringify(stored)}) is ignored`, ANY_WIDTH, async ({ page }) => {
      await visit(page, "/en/events", { "preferred-language": stored });
      await expect(page).toHaveURL(/\/en\/events$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }

  test("a browser that refuses storage still gets working pages, language links and cookie notice", async ({ page }, info) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await page.goto("/es/empleos");
    await hydrated(page);
    await expect(page.locator("h1")).toBeVisible();
    const banner = page.getByRole("region", { name: ui("es", "cookieBanner.label") });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: ui("es", "cookieBanner.accept") }).click();
    await expect(banner).toBeHidden();
    if (isPhone(info.project.name)) await menuToggle(page, "es").click();
    await follow(page.locator("header"), ui("es", "language.long.en"));
    await expect(page).toHaveURL(/\/en\/careers$/);
  });
});
