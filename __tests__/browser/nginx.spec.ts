// Only in the "nginx" project (playwright.config.ts): what is particular to nginx with the build's
// deploy/generated/nginx.conf. The routing and header specs run against it as well.
import { spawnSync } from "node:child_process";
import { calendarPath, eventCalendarPath } from "../../src/i18n/routes";
import { expectDocumentHeaders } from "../support/documentHeaders";
import { expect, hydrated, test, ui, withConsent } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

test.describe("nginx with deploy/generated/nginx.conf", () => {
  test("the configuration loads (nginx -t), as deployed with TLS and HTTP/2 and as served here", () => {
    const result = spawnSync("node", ["__tests__/support/nginx.mjs", "--check"], { encoding: "utf8" });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });

  test("the pages come from nginx itself", async ({ request }) => {
    const response = await request.get("/en");
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()["server"]).toMatch(/^nginx/);
  });

  test("/foo, outside both languages, answers 404 with the English error page and the HTML's headers", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/404 \(Not Found\)/);
    await withConsent(page);
    const response = await page.goto("/foo");
    expect(response!.status()).toBe(404);
    expectDocumentHeaders(response!.headers());
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ui("en", "notFound.heading"));
  });

  test("a missing script gets the error page with the HTML's headers, never a year-long cache", async ({ request }) => {
    const response = await request.get("/no-such-bundle-0123456789abcdef.js");
    expect(response.status()).toBe(404);
    expectDocumentHeaders(response.headers());
  });

  test("files get their types and a page's bundles come compressed", async ({ page, request }) => {
    await page.goto("/en");
    const script = await page.locator('script[src$=".js"]').first().getAttribute("src");
    const bundle = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
    expect(bundle.headers()["content-type"]).toMatch(/^application\/javascript/);
    expect(bundle.headers()["content-encoding"]).toBe("gzip");
    expect((await request.get("/page-data/en/page-data.json")).headers()["content-type"]).toMatch(/^application\/json/);
    expect((await request.get("/sitemap-index.xml")).headers()["content-type"]).toMatch(/xml/);
  });

  test("a calendar feed comes compressed; an event's calendar file that is not there gets its language's error page, as HTML", async ({
    request,
  }) => {
    const feed = await request.get(calendarPath("es"), { headers: { "Accept-Encoding": "gzip" } });
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["content-encoding"]).toBe("gzip");
    for (const lang of LANGUAGES) {
      const missing = await request.get(eventCalendarPath(lang, "no-such-event"));
      expect(missing.status()).toBe(404);
      expectDocumentHeaders(missing.headers());
      expect(await missing.text()).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
    }
  });
});
