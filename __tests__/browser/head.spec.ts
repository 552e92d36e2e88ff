import { expect, PAGES, test } from "./support";

const SITE = "https://www.example.com";

// The head is the same at every width: checked once, on the desktop project.
test.describe("the head of every page", () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({}, info) => test.skip(info.project.name === "phone", "head tags do not depend on the viewport"));

  for (const p of PAGES) {
    test(`${p.path} has lang, title, description, canonical, hreflang, social tags and its JSON-LD`, async ({ page }) => {
      // What a crawler reads: the prerendered HTML, without running the page's JavaScript.
      await page.goto(p.path);
      const head = await page.evaluate(() => {
        const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
        const meta = (key: string) => attr(`meta[name="${key}"], meta[property="${key}"]`, "content");
        return {
          lang: document.documentElement.lang,
          title: document.title,
          description: meta("description") ?? "",
          canonical: attr('link[rel="canonical"]', "href"),
          alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
          social: Object.fromEntries(["og:title", "og:description", "og:url", "og:image", "og:image:width", "og:image:height", "og:image:alt", "og:locale", "og:type", "twitter:card", "twitter:title", "twitter:description", "twitter:image"].map((k) => [k, meta(k)])),
          jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ""),
        };
      });
      expect(head.lang).toBe(p.lang);
      expect(head.title).toContain("Mythforge Group");
      expect(head.description.length).toBeGreaterThan(50);
      expect(head.canonical).toBe(`${SITE}${p.path}`);
      const en = p.lang === "en" ? p.path : p.pair;
      const es = p.lang === "es" ? p.path : p.pair;
      expect(head.alternates).toEqual({ en: `${SITE}${en}`, es: `${SITE}${es}`, "x-default": `${SITE}${en}` });
      for (const [key, value] of Object.entries(head.social)) expect(value, key).toBeTruthy();
      expect(head.social["og:url"]).toBe(`${SITE}${p.path}`);
      expect(head.social["og:title"]).toBe(head.title);
      const jsonLd = head.jsonLd.map((text) => JSON.parse(text));
      const types = jsonLd.map((d) => d["@type"]).sort();
      if (p.key === "home") {
        expect(types).toEqual(["Organization"]);
      } else {
        expect(types).toEqual(p.key === "contact" ? ["BreadcrumbList", "LocalBusiness"] : ["BreadcrumbList"]);
        const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList").itemListElement;
        expect(crumbs).toHaveLength(2);
        expect(crumbs[0]).toMatchObject({ position: 1, name: p.lang === "en" ? "Home" : "Inicio", item: `${SITE}/${p.lang}` });
        expect(crumbs[1]).toMatchObject({ position: 2, item: `${SITE}${p.path}` });
      }
      if (p.key === "contact") {
        const business = jsonLd.find((d) => d["@type"] === "LocalBusiness");
        expect(business.openingHoursSpecification).toEqual([
          { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
        ]);
        expect(business.address).toMatchObject({ addressLocality: "Sheridan", addressRegion: "WY" });
      }
      if (p.key === "home") expect(jsonLd[0]).toMatchObject({ name: "Mythforge Group", url: `${SITE}/${p.lang}` });
    });
  }
});
