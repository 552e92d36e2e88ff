import { expect, hydrated, PAGES, test, withConsent } from "./support";

// The serve command applies public/_headers as Netlify and Cloudflare Pages would.
test.describe("security headers", () => {
  // Skipped on the phone project: headers are the same at every width, so the desktop run covers them.
  test.beforeEach(({}, info) => test.skip(info.project.name === "phone", "headers do not depend on the viewport"));

  for (const p of PAGES) {
    test(`${p.path} is served with the CSP and security headers and runs without a CSP violation`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __violations: string[] }).__violations = [];
        document.addEventListener("securitypolicyviolation", (e) =>
          (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await withConsent(page);
      const response = await page.goto(p.path);
      const headers = response!.headers();
      expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["content-security-policy"]).not.toContain("unsafe-eval");
      expect(headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    });
  }

  test("hashed scripts are cached for a year, page data revalidates, and neither repeats the document-only headers", async ({ page, request }) => {
    await page.goto("/en");
    const script = await page.locator('script[src$=".js"]').first().getAttribute("src");
    const scriptHeaders = (await request.get(script!)).headers();
    expect(scriptHeaders["cache-control"]).toBe("public, max-age=31536000, immutable");
    const data = await request.get("/page-data/en/page-data.json");
    expect(data.status()).toBe(200);
    const dataHeaders = data.headers();
    expect(dataHeaders["cache-control"]).toBe("public, max-age=0, must-revalidate");
    for (const headers of [scriptHeaders, dataHeaders]) {
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toBeUndefined();
      expect(headers["permissions-policy"]).toBeUndefined();
    }
  });
});
