import { phoneDisplay } from "../../src/config/settings";
import { ANY_WIDTH, expect, hydrated, isPhone, pageFor, settings, SMALL_SCREEN, test, withConsent } from "./support";

const NAV = {
  en: ["Home", "About", "Divisions", "Services", "Events", "Partnerships", "Careers", "Press", "Contact"],
  es: ["Inicio", "Nosotros", "Divisiones", "Servicios", "Eventos", "Alianzas", "Empleos", "Prensa", "Contacto"],
};

test.describe("the header", () => {
  for (const lang of ["en", "es"] as const) {
    test(`is fixed, links the logo home, lists the nine pages and marks the current one (${lang})`, async ({ page }, info) => {
      const about = pageFor("about", lang);
      await withConsent(page);
      await page.goto(about.path);
      await hydrated(page);
      const header = page.locator("header").first();
      await expect(header).toHaveCSS("position", "fixed");
      await expect(header.getByRole("link", { name: /Mythforge Group/ })).toHaveAttribute("href", `/${lang}`);
      if (isPhone(info.project.name)) await header.getByRole("button", { expanded: false }).click();
      const nav = header.getByRole("navigation");
      await expect(nav.getByRole("link")).toHaveText(NAV[lang]);
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", about.path);
      await expect(header.getByRole("link", { name: lang === "en" ? "Español" : "Español" })).toHaveAttribute("href", lang === "en" ? about.pair : about.path);
      await expect(header.getByText("EN", { exact: true })).toBeVisible();
      await expect(header.getByText("ES", { exact: true })).toBeVisible();
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
    });
  }
});

// The menu folds only below 768 px.
test.describe("the mobile menu", SMALL_SCREEN, () => {

  test("folds the links behind a toggle that declares what it controls", async ({ page }) => {
    await withConsent(page);
    await page.goto("/en/services");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    expect(menuId).toBeTruthy();
    await expect(page.locator(`#${menuId}`)).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${menuId}`).getByRole("link", { name: "Careers" })).toBeVisible();
  });

  test("closes when a link is chosen", async ({ page }) => {
    await withConsent(page);
    await page.goto("/es/servicios");
    await hydrated(page);
    await page.getByRole("button", { name: "Abrir menú" }).click();
    // Stop the navigation itself so the menu's own reaction to the choice can be observed.
    await page.evaluate(() => document.addEventListener("click", (e) => e.preventDefault()));
    await page.getByRole("navigation").getByRole("link", { name: "Empleos" }).click();
    await expect(page.getByRole("button", { name: "Abrir menú" })).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await withConsent(page);
    await page.goto("/en");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("header").getByRole("link", { name: "About" }).focus();
    await page.keyboard.press("Escape");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("a chosen link leads to its page", async ({ page }) => {
    await withConsent(page);
    await page.goto("/en");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation").getByRole("link", { name: "Press" }).click();
    await expect(page).toHaveURL(/\/en\/press$/);
  });
});

test.describe("the footer", () => {
  for (const lang of ["en", "es"] as const) {
    test(`shows quick, legal and contact links, the address, copyright 2025 and social links (${lang})`, async ({ page }) => {
      await withConsent(page);
      await page.goto(pageFor("press", lang).path);
      const footer = page.locator("footer");
      const quick = ["home", "about", "divisions", "services", "contact"] as const;
      const legal = ["privacy", "terms", "compliance", "cookies"] as const;
      for (const key of [...quick, ...legal]) await expect(footer.locator(`a[href="${pageFor(key, lang).path}"]`)).toBeVisible();
      await expect(footer).toContainText("Sheridan, WY 82801");
      await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toHaveText(settings.email);
      await expect(footer.locator('a[href="tel:+13075552273"]')).toHaveText(phoneDisplay(settings.phone));
      await expect(footer).toContainText(phoneDisplay(settings.phoneVanity));
      await expect(footer).toContainText("© 2025");
      for (const network of ["Facebook", "Twitter", "LinkedIn", "Instagram"]) {
        await expect(footer.getByRole("link", { name: new RegExp(network) })).toBeVisible();
      }
      await expect(footer.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", pageFor("press", "en").path);
      await expect(footer.getByRole("link", { name: "Español", exact: true })).toHaveAttribute("href", pageFor("press", "es").path);
    });
  }
});

test.describe("language", () => {
  test("switching saves the preference and opens the paired page", async ({ page }, info) => {
    await withConsent(page);
    await page.goto("/en/partnerships");
    await hydrated(page);
    if (isPhone(info.project.name)) await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("header").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/alianzas$/);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("es");
    await page.locator("footer").getByRole("link", { name: "English", exact: true }).click();
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
      await withConsent(page, { "preferred-language": stored });
      await page.goto("/en/events");
      await hydrated(page);
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
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Aceptar todas" }).click();
    await expect(banner).toBeHidden();
    if (isPhone(info.project.name)) await page.getByRole("button", { name: "Abrir menú" }).click();
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/en\/careers$/);
  });
});
