// Every page's own address is checked in every-page.spec.ts.
import { ANY_WIDTH, ENTRY_PAGES, expect, hydrated, PAGES, settings, test, ui, withConsent } from "../support/browserTest";
import { listPages } from "../support/siteUnderTest";
import { LANGUAGES } from "../../src/i18n/languages";

test.describe("the root address", () => {
  test("/ forwards to /en and leaves no history entry for /", async ({ page }) => {
    await page.goto("about:blank");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await page.goBack();
    await expect(page).toHaveURL("about:blank");
  });

  test("/ offers plain links to both homes for visitors without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "commit" });
    const html = await (await page.request.get("/")).text();
    expect(html).toMatch(/<a[^>]+href="\/en"/);
    expect(html).toMatch(/<a[^>]+href="\/es"/);
    expect(html).toMatch(/http-equiv="refresh" content="0; url=\/en"/);
    await context.close();
  });
});

test.describe("an unknown address", () => {
  for (const [path, lang] of [
    ["/en/no-such-page", "en"],
    ["/es/no-existe", "es"],
    ["/totally/unknown", "en"],
  ] as const) {
    test(`${path} answers HTTP 404 with the error screen in ${lang} and links home in both languages`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/404 \(Not Found\)/);
      await withConsent(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui(lang, "notFound.heading"));
      await expect(page.getByText(ui(lang, "notFound.status"), { exact: true })).toBeVisible();
      await expect(page.getByText(ui(lang, "notFound.lead"))).toBeVisible();
      const main = page.locator("main");
      await expect(main.locator('a[href="/en"]')).toBeVisible();
      await expect(main.locator('a[href="/es"]')).toBeVisible();
      await expect(page.locator("body")).not.toContainText(/at \w+ \(|webpack|\.js:\d+/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }
});

test.describe("sitemap and robots", () => {
  test(
    "sitemap-index.xml lists every page, the long lists' included, with its language alternates and no 404",
    ANY_WIDTH,
    async ({ request }) => {
      // Every page of every long list (a year's releases, an events month's…), not a sample: each is an address search engines keep.
      const lists = listPages().flatMap((list) =>
        LANGUAGES.map((lang) => ({ path: list.paths[lang], lang, pair: list.paths[lang === "en" ? "es" : "en"] })),
      );
      const pages = [...PAGES, ...ENTRY_PAGES, ...lists];
      const index = await (await request.get("/sitemap-index.xml")).text();
      const sitemaps = [...index.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(sitemaps.length).toBeGreaterThan(0);
      const bodies = await Promise.all(sitemaps.map(async (s) => (await request.get(s)).text()));
      const locs = bodies.flatMap((b) => [...b.matchAll(/<url><loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!));
      expect(locs.sort()).toEqual(pages.map((p) => p.path).sort());
      for (const p of pages) {
        const entry = bodies.join("").match(new RegExp(`<url><loc>[^<]*${p.path}</loc>(.*?)</url>`))?.[1] ?? "";
        expect(entry).toContain(`hreflang="${p.lang}" href="${settings.siteUrl}${p.path}"`);
        expect(entry).toContain(`hreflang="${p.lang === "en" ? "es" : "en"}" href="${settings.siteUrl}${p.pair}"`);
        expect(entry).toContain('hreflang="x-default"');
      }
      expect(bodies.join("")).not.toMatch(/404/);
    },
  );

  test("robots.txt allows crawling and points to the sitemap index", ANY_WIDTH, async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-agent: \*/);
    expect(robots).toContain(`Sitemap: ${settings.siteUrl}/sitemap-index.xml`);
  });
});
