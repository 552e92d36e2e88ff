// What every page of the slug map owes a visitor, checked on one visit per page and width: a full
// page load and hydration is most of a browser test's time, so every check that needs nothing but
// the loaded page shares it, each as a step of its own. That includes the WCAG 2.2 success criteria
// axe cannot judge (docs/accessibility.md; the in-page checks are in ../support/wcagChecks.ts).
// The "nginx" project runs this file too, for what only the server changes: the status, the
// headers, and that the page loads and hydrates under them.
import { axeViolations } from "../support/axe";
import { expectDocumentHeaders } from "../support/documentHeaders";
import { CHECKED_PAGES, expect, hydrated, isPhone, recordCspViolations, test, ui } from "../support/browserTest";
import { longMotion, obscuredFocusStops, sidewaysScroll, TEXT_SPACING_CSS, unreachableTexts } from "../support/wcagChecks";

/** The pages nginx's project loads and hydrates: one of each location block its server gives pages (see below). */
const NGINX_VISITS: ReadonlySet<string> = new Set(["home", "search"]);

test.describe("every page of the slug map", () => {
  for (const p of CHECKED_PAGES) {
    test(`${p.path} is prerendered in ${p.lang}, served with its security headers, runs clean (no CSP violation, console error, sideways scroll or axe violation) and meets 2.4.11, 1.4.12, 2.3.3 and 1.4.10`, async ({
      page,
      request,
    }, info) => {
      // Tabbing through a long page and back takes a couple of hundred key presses.
      test.setTimeout(90_000);
      // nginx serves the same files, so only its status and headers can differ: the in-page checks run
      // on the other projects. Its headers come from a few location blocks (each language's pages, the
      // search pages: deploy/generated/nginx.conf), so it loads and hydrates one page of each, and checks
      // every other page's status and headers by request (a visit of each took about 70 s of the run).
      const inPageChecks = info.project.name !== "nginx";
      const visit = inPageChecks || NGINX_VISITS.has(p.key);

      await test.step("the prerendered HTML is in its language and has a heading", async () => {
        const response = await request.get(p.path);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`lang="${p.lang}"`);
        expect(html).toMatch(/<h1[^>]*>[^<]+/);
        if (!visit) {
          expectDocumentHeaders(response.headers(), info.project.name);
          expect(response.headers()["content-security-policy"]!.includes("'wasm-unsafe-eval'")).toBe(p.key === "search");
        }
      });
      if (!visit) return;

      const violations = await recordCspViolations(page);
      // The search index and its script load only when a visitor searches (src/components/search/pagefind.ts).
      const searchRequests: string[] = [];
      page.on("request", (r) => void (new URL(r.url()).pathname.startsWith("/pagefind/") && searchRequests.push(r.url())));
      // A first visit: no consent stored, so the cookie banner opens.
      const response = await page.goto(p.path);

      await test.step("it is served with the CSP and the security headers, WebAssembly allowed on the search page alone", async () => {
        expect(response!.status()).toBe(200);
        expectDocumentHeaders(response!.headers(), info.project.name);
        expect(response!.headers()["content-security-policy"]!.includes("'wasm-unsafe-eval'")).toBe(p.key === "search");
      });

      await hydrated(page);
      const banner = page.getByRole("region", { name: ui(p.lang, "cookieBanner.label") });

      await test.step("after hydration it shows one heading, on a page no wider than the screen, and the cookie banner", async () => {
        await expect(page).toHaveURL(new RegExp(`${p.path}$`));
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toBeVisible();
        expect(await sidewaysScroll(page), "no horizontal scroll").toBeLessThanOrEqual(0);
        await expect(banner).toBeVisible();
      });

      if (inPageChecks) {
        // The banner open is the harder case: the fixed header at the top and the banner at the
        // bottom, with the page reserving the banner's height. A returning visitor's page (banner
        // closed) has only the header, which these walks meet too, on the way back.
        await test.step("2.4.11 Focus Not Obscured: tabbing forward, then back, with the cookie banner open, no focused control is entirely hidden", async () => {
          const forward = await obscuredFocusStops(page, "forward");
          expect(forward.stops, "Tab reaches the page's controls").toBeGreaterThan(5);
          expect(forward.obscured, "tabbing forward").toEqual([]);
          const backward = await obscuredFocusStops(page, "backward");
          // Not always as many as forward: on small screens the carousel replaces the partner row on the way.
          expect(backward.stops, "Shift+Tab reaches the page's controls").toBeGreaterThan(5);
          expect(backward.obscured, "tabbing backward").toEqual([]);
        });
      }

      // The rest is the page as a visitor who answered the notice sees it.
      await banner.getByRole("button", { name: ui(p.lang, "cookieBanner.close") }).click();
      await expect(banner).toHaveCount(0);

      if (inPageChecks) {
        await test.step("axe finds no WCAG 2.2 A/AA or best-practice violation", async () => {
          expect(await axeViolations(page)).toEqual([]);
        });

        await test.step("2.3.3 Animation from Interactions: with reduced motion asked for, nothing animates for long", async () => {
          await page.emulateMedia({ reducedMotion: "reduce" });
          expect(await longMotion(page)).toEqual([]);
          await page.emulateMedia({ reducedMotion: null });
        });

        // After a resize the texts are polled: the partner carousel (there once a walk above brought it
        // near) sizes its slides a moment later (react-slick waits 50 ms), so a first look can catch
        // slides still as wide as before, cut by its frame.
        if (isPhone(info.project.name)) {
          await test.step("1.4.10 Reflow: at 320 px nothing scrolls sideways and no text is cut", async () => {
            const size = page.viewportSize()!;
            await page.setViewportSize({ width: 320, height: size.height });
            expect(await sidewaysScroll(page), "sideways scroll at 320 px").toBeLessThanOrEqual(0);
            await expect.poll(() => unreachableTexts(page, true)).toEqual([]);
            await page.setViewportSize(size);
            await expect.poll(() => unreachableTexts(page, true), "back at the first width").toEqual([]);
          });
        }

        // Last: the spacing stays on the page.
        await test.step("1.4.12 Text Spacing: with WCAG's spacing applied no text is clipped and nothing scrolls sideways", async () => {
          // A constructed style sheet, as a reader's bookmarklet or extension would add: the CSP allows no <style>.
          await page.evaluate((css) => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          }, TEXT_SPACING_CSS);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          expect(await sidewaysScroll(page), "sideways scroll").toBeLessThanOrEqual(0);
          expect(await unreachableTexts(page, true)).toEqual([]);
        });
      }

      await test.step("nothing it loaded or ran violated the CSP, and it asked for nothing of the search until a search", async () => {
        expect(violations).toEqual([]);
        expect(searchRequests).toEqual([]);
      });
      // Console errors and uncaught exceptions fail the test afterwards (../support/browserTest.ts).
    });
  }
});
