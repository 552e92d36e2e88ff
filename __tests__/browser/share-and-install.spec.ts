import type { APIResponse } from "@playwright/test";
import { brandColours, webAppManifest } from "../../src/node/brandAssets";
import { ANY_WIDTH, expect, PAGES, settings, test } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

const SITE = settings.siteUrl.replace(/\/$/, "");
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

/** What a host must send with a file for browsers, link previews and feed readers to take it as it is. */
function served(response: APIResponse) {
  const headers = response.headers();
  return {
    status: response.status(),
    type: headers["content-type"],
    nosniff: headers["x-content-type-options"],
    cache: headers["cache-control"],
  };
}

/** PNG dimensions from the IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

// What a phone, a link preview or a feed reader fetches is the same at every width: ANY_WIDTH.

test.describe("installing the site", ANY_WIDTH, () => {
  test("the head names one SVG icon, a sized PNG fallback and one apple-touch-icon, each served with its type, size, nosniff and a revalidating cache", async ({
    page,
    request,
  }) => {
    await page.goto("/es/empleos");
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) =>
        links.map((l) => ({ rel: l.getAttribute("rel"), href: l.getAttribute("href")!, sizes: l.getAttribute("sizes") })),
      );
    // One apple-touch-icon (iOS's 180 px); the PNG fallback is sized, so Chromium takes the SVG alone.
    expect(icons.filter((i) => i.rel === "apple-touch-icon").map((i) => i.sizes)).toEqual(["180x180"]);
    expect(icons.filter((i) => i.rel === "icon" && i.href.startsWith("/favicon-32x32.png")).map((i) => i.sizes)).toEqual(["32x32"]);
    expect(icons.filter((i) => i.rel === "icon" && i.href.startsWith("/favicon.svg"))).toHaveLength(1);
    for (const icon of icons) {
      const response = await request.get(icon.href);
      const type = icon.href.includes(".svg") ? "image/svg+xml" : "image/png";
      expect({ href: icon.href, ...served(response) }).toEqual({
        href: icon.href,
        status: 200,
        type,
        nosniff: "nosniff",
        cache: REVALIDATE,
      });
      if (icon.sizes) {
        const [width, height] = icon.sizes.split("x").map(Number);
        expect(pngSize(await response.body())).toEqual({ width, height });
      }
    }
  });

  test("the web app manifest names the brand, the design tokens' colours and 192 and 512 px icons that are served", async ({
    page,
    request,
  }) => {
    await page.goto("/en");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    const response = await request.get(href!);
    expect(served(response)).toEqual({ status: 200, type: "application/manifest+json", nosniff: "nosniff", cache: REVALIDATE });
    const manifest = await response.json();
    const colours = brandColours();
    const { name, short_name, start_url, display, theme_color, background_color } = webAppManifest(settings.brandName);
    expect(manifest).toMatchObject({ name, short_name, start_url, display, theme_color, background_color });
    expect([name, short_name, theme_color, background_color]).toEqual([
      settings.brandName,
      settings.brandName,
      colours["ink-900"],
      colours["ink-900"],
    ]);
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(colours["ink-900"]);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i: { sizes: string }) => i.sizes === `${size}x${size}`);
      const iconResponse = await request.get(new URL(icon.src, `http://host${href}`).pathname);
      expect(served(iconResponse)).toMatchObject({ status: 200, type: "image/png", nosniff: "nosniff" });
      expect(pngSize(await iconResponse.body())).toEqual({ width: size, height: size });
    }
  });

  test("no service worker is registered", async ({ page }) => {
    await page.goto("/en");
    await page.waitForLoadState("load");
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  });
});

test.describe("sharing a link", ANY_WIDTH, () => {
  for (const p of PAGES.filter((page) => page.key === "home" || page.key === "careers")) {
    test(`${p.path}: the card its og:image names is served as a PNG, cached for good`, async ({ page, request }) => {
      await page.goto(p.path);
      const url = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(url).toMatch(new RegExp(`^${SITE}/og/${p.lang}-${p.key}-[0-9a-f]{12}\\.png$`));
      const response = await request.get(url!.slice(SITE.length));
      expect(served(response)).toEqual({ status: 200, type: "image/png", nosniff: "nosniff", cache: IMMUTABLE });
      expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
    });
  }
});

test.describe("following the news", ANY_WIDTH, () => {
  for (const lang of LANGUAGES) {
    test(`the ${lang} feed the pages link is served as RSS with nosniff, revalidated`, async ({ page, request }) => {
      await page.goto(`/${lang}`);
      const href = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href");
      expect(href).toBe(`/${lang}/rss.xml`);
      const response = await request.get(href!);
      expect(served(response)).toEqual({ status: 200, type: "application/rss+xml; charset=utf-8", nosniff: "nosniff", cache: REVALIDATE });
      expect(await response.text()).toContain(`<language>${lang}</language>`);
    });
  }
});
