// What every page of the slug map owes a visitor, checked on one visit per page and width: a full
// page load and hydration is most of a browser test's time, so the checks that need nothing but the
// loaded page share it, each as a step of its own. The "nginx" project runs this file too.
import { axeViolations } from "../support/axe";
import { expectDocumentHeaders } from "../support/documentHeaders";
import { expect, hydrated, PAGES, recordCspViolations, test, withConsent } from "../support/browserTest";

test.describe("every page of the slug map", () => {
  for (const p of PAGES) {
    test(`${p.path} is prerendered in ${p.lang}, served with its security headers, and runs clean: no CSP violation, console error, sideways scroll or axe violation`, async ({
      page,
      request,
    }, info) => {
      await test.step("the prerendered HTML is in its language and has a heading", async () => {
        const response = await request.get(p.path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`lang="${p.lang}"`);
        expect(html).toMatch(/<h1[^>]*>[^<]+/);
      });

      const violations = await recordCspViolations(page);
      await withConsent(page);
      const response = await page.goto(p.path);

      await test.step("it is served with the CSP and the security headers", async () => {
        expect(response!.status()).toBe(200);
        expectDocumentHeaders(response!.headers());
      });

      await hydrated(page);

      await test.step("after hydration it shows one heading, on a page no wider than the screen", async () => {
        await expect(page).toHaveURL(new RegExp(`${p.path}$`));
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, "no horizontal scroll").toBeLessThanOrEqual(0);
      });

      await test.step("nothing it loads or runs violates the CSP", async () => {
        expect(violations).toEqual([]);
      });

      // nginx serves the same files, so only its headers can differ: axe runs on the other projects.
      if (info.project.name !== "nginx") {
        await test.step("axe finds no WCAG 2.2 A/AA or best-practice violation", async () => {
          expect(await axeViolations(page)).toEqual([]);
        });
      }
      // Console errors and uncaught exceptions fail the test afterwards (support.ts).
    });
  }
});
