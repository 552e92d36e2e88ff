import { CALENDAR_TYPE, REVALIDATE } from "../../src/node/hosts/policy";
import { calendarPath, pathFor } from "../../src/i18n/routes";
import { expectDocumentHeaders, models } from "../support/documentHeaders";
import { ANY_WIDTH, expect, hydrated, recordCspViolations, test, withConsent } from "../support/browserTest";
import { LANGUAGES } from "../../src/i18n/languages";

// Run against the serve command, which applies public/_headers as Netlify and Cloudflare Pages
// would, and against each host's own engine (the "nginx", "cloudflare" and "netlify" projects). Every
// page's own headers and CSP are checked in every-page.spec.ts; headers do not depend on the width.

test.describe("security headers", ANY_WIDTH, () => {
  // An address outside /en and /es (/foo) is checked on nginx only (nginx.spec.ts): hosts that read
  // _headers choose headers by the requested path, which no document rule covers there.
  for (const [path, status] of [
    ["/", 200],
    ["/en/no-such-page", 404],
    ["/es/no-existe", 404],
  ] as const) {
    test(`${path} (${status === 200 ? "the redirect page" : "an error page"}) carries the same headers`, async ({ request }, info) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expectDocumentHeaders(response.headers(), info.project.name, status);
    });
  }

  for (const path of ["/en/no-such-page", "/es/no-existe"]) {
    test(`${path}: the error page runs without a CSP violation`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/404 \(Not Found\)/);
      const violations = await recordCspViolations(page);
      await withConsent(page);
      expect((await page.goto(path))!.status()).toBe(404);
      await hydrated(page);
      expect(violations).toEqual([]);
    });
  }

  test("hashed scripts are cached for a year, page data revalidates, and neither repeats the document-only headers", async ({
    page,
    request,
  }, info) => {
    const cached = models(info.project.name, "cache-control");
    await page.goto("/en");
    const script = await page.locator('script[src$=".js"]').first().getAttribute("src");
    const scriptHeaders = (await request.get(script!)).headers();
    if (cached) expect(scriptHeaders["cache-control"]).toBe("public, max-age=31536000, immutable");
    const data = await request.get("/page-data/en/page-data.json");
    expect(data.status()).toBe(200);
    const dataHeaders = data.headers();
    if (cached) expect(dataHeaders["cache-control"]).toBe("public, max-age=0, must-revalidate");
    for (const headers of [scriptHeaders, dataHeaders]) {
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["permissions-policy"]).toBeUndefined();
    }
  });

  test("the calendar files the events pages link (each upcoming event's and the feed) are iCalendar in UTF-8 with nosniff, revalidated", async ({
    request,
  }, info) => {
    const [typed, cached] = ["content-type", "cache-control"].map((header) => models(info.project.name, header));
    for (const lang of LANGUAGES) {
      const html = await (await request.get(pathFor("events", lang))).text();
      const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+\.ics)"/g)].map((m) => m[1]!);
      expect(hrefs).toContain(calendarPath(lang));
      for (const href of hrefs) {
        const response = await request.get(href, { headers: { "Accept-Encoding": "gzip" } });
        const headers = response.headers();
        expect({
          href,
          status: response.status(),
          type: typed ? headers["content-type"] : "(not modelled)",
          nosniff: headers["x-content-type-options"],
          cache: cached ? headers["cache-control"] : "(not modelled)",
        }).toEqual({
          href,
          status: 200,
          type: typed ? CALENDAR_TYPE : "(not modelled)",
          nosniff: "nosniff",
          cache: cached ? REVALIDATE : "(not modelled)",
        });
        expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
      }
    }
  });
});
