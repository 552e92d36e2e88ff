import { expect, PAGES, test } from "./support";

const SITE = "https://www.example.com";

// The head is the same at every width: checked once, on the desktop project.
test.describe("the head of every page", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name === "phone", "head tags do not depend on the viewport"));

  for (const p of PAGES) {
    test(`${p.path} has lang, title, description, canonical, hreflang, social tags and its JSON-LD`, async ({ request }) => {
      const html = await (await request.get(p.path)).text();
      const attr = (re: RegExp) => html.match(re)?.[1];
      expect(attr(/<html[^>]* lang="([^"]+)"/)).toBe(p.lang);
      const title = attr(/<title[^>]*>([^<]+)<\/title>/) ?? "";
      expect(title).toContain("Mythforge Group");
      const description = attr(/<meta name="description" content="([^"]+)"/) ?? "";
      expect(description.length).toBeGreaterThan(50);
      expect(attr(/<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE}${p.path}`);
      expect(attr(/<link rel="alternate" hrefLang="en" href="([^"]+)"/i)).toBe(`${SITE}${p.lang === "en" ? p.path : p.pair}`);
      expect(attr(/<link rel="alternate" hrefLang="es" href="([^"]+)"/i)).toBe(`${SITE}${p.lang === "es" ? p.path : p.pair}`);
      expect(attr(/<link rel="alternate" hrefLang="x-default" href="([^"]+)"/i)).toBe(`${SITE}${p.lang === "en" ? p.path : p.pair}`);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:locale", "og:type"]) {
        expect(html, property).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      }
      for (const name of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(html, name).toMatch(new RegExp(`<meta name="${name}" content="[^"]+"`));
      }
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
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
