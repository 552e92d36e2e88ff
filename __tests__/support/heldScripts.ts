// The page as a visitor on a slow connection has it before its bundles arrive: every script file of
// the site's own that the page asks for is held until the test lets them go (the tests of taps made
// before the scripts run: taps-before-scripts.spec.ts, form-endpoint.spec.ts).
import { test, type Page, type Route } from "@playwright/test";
import { expect, hydrated } from "./browserTest";

/**
 * Holds the site's script files (its bundles, and what they would load; not another origin's, which a
 * test may route itself, as Turnstile's stand-in is) until `release`.
 */
export async function holdScripts(page: Page) {
  const site = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.origin === site && url.pathname.endsWith(".js"),
    (route) => (released ? route.fallback() : void held.push(route)),
  );
  return {
    /**
     * Opens the page, up to its parsed HTML: the load event may wait for the bundles, which the
     * loader adds once the page has painted (src/inline-scripts/bundleLoader.ts), and they are held.
     */
    open: (path: string) => page.goto(path, { waitUntil: "domcontentloaded" }),
    /** The page has asked for its bundles, every one is still held, and React has not run. */
    async expectHeld() {
      await expect.poll(() => held.length, { message: "the page asked for its bundles" }).toBeGreaterThan(0);
      const reactRan = await page.evaluate(() =>
        Object.keys(document.getElementById("___gatsby") ?? {}).some((k) => k.startsWith("__react")),
      );
      expect(reactRan, "React has not run").toBe(false);
    },
    /**
     * Lets the scripts go, and waits until the page has hydrated and Gatsby has run its first render's
     * effects, which it marks (not under Playwright's fake clock, which fakes the marks too).
     */
    async release({ fakeClock = false } = {}) {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.fallback()));
      await hydrated(page);
      if (!fakeClock) await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    },
  };
}
