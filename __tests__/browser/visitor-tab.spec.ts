// The tab the browser tests share within a worker (../support/visitorTab.ts) must reach each test as
// a new visitor's would: whatever one test leaves behind, the next cannot see. These tests run in
// order in one worker: the first leaves as much behind as a test can, the second looks for it.
import type { Page } from "@playwright/test";
import { ANY_WIDTH, expect, hydrated, pageFor, test, ui } from "../support/browserTest";

test.describe.configure({ mode: "serial" });

const contact = pageFor("contact", "en");
const nameField = (page: Page) => page.locator('form [name="name"]');
let previous: Page | undefined;
let calls = 0;

test.describe("the tab shared by a worker's tests", ANY_WIDTH, () => {
  test("a test may leave storage, cookies, emulation, scripts, routes, listeners, typing, scroll and an error on leaving behind", async ({
    page,
  }) => {
    previous = page;
    await page.addInitScript(() => ((window as unknown as { __left: boolean }).__left = true));
    await page.exposeFunction("__leftFunction", () => 1);
    await page.route("**/robots.txt", (route) => route.fulfill({ body: "left behind" }));
    page.on("console", () => void calls++);
    await page.goto(contact.path);
    await hydrated(page);
    await page.evaluate(() => {
      localStorage.setItem("left", "1");
      sessionStorage.setItem("left", "1");
      document.cookie = "left=1; path=/";
    });
    await page.emulateMedia({ reducedMotion: "reduce", colorScheme: "dark" });
    await page.setViewportSize({ width: 500, height: 500 });
    await nameField(page).fill("Left behind");
    await page.mouse.wheel(0, 400);
    // What the page does as it is left (an aborted request's error, say) belongs to this test.
    await page.evaluate(() => addEventListener("beforeunload", () => console.error("logged as the first test's page was left")));
  });

  test("the next test finds none of it, in the same tab", async ({ page, context }) => {
    expect(page, "the same tab, or this test proves nothing").toBe(previous);
    await page.goto(contact.path);
    await hydrated(page);
    // A first visit: no consent stored, so the cookie banner opens.
    await expect(page.getByRole("region", { name: ui("en", "cookieBanner.label") })).toBeVisible();
    expect(
      await page.evaluate(() => ({
        local: localStorage.length,
        session: sessionStorage.length,
        cookie: document.cookie,
        reducedMotion: matchMedia("(prefers-reduced-motion: reduce)").matches,
        dark: matchMedia("(prefers-color-scheme: dark)").matches,
        initScript: "__left" in window,
        exposed: "__leftFunction" in window,
        scrollY: window.scrollY,
      })),
    ).toEqual({ local: 0, session: 0, cookie: "", reducedMotion: false, dark: false, initScript: false, exposed: false, scrollY: 0 });
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual(test.info().project.use.viewport);
    await expect(nameField(page)).toHaveValue("");
    expect(await (await page.request.get("/robots.txt")).text()).not.toBe("left behind");
    expect(await page.evaluate(() => fetch("/robots.txt").then((r) => r.text()))).not.toBe("left behind");
    await page.evaluate(() => console.log("heard by the first test's listener?"));
    expect(calls).toBe(0);
    // And the first page's error as it was left did not reach this test (browserTest.ts fails a test on any).
  });

  // What the reset cannot undo retires the tab: the next test gets a new one.
  const retiring: [string, (page: Page) => Promise<void>][] = [
    [
      "fakes the clock",
      async (page) => {
        await page.clock.install({ time: new Date("2020-01-01T00:00:00Z") });
        await page.goto(contact.path);
        expect(await page.evaluate(() => new Date().getFullYear())).toBe(2020);
      },
    ],
    ["opens a second page", async (page) => void (await (await page.context().newPage()).goto(contact.path))],
    [
      "visits a second origin",
      async (page) => {
        await page.goto(contact.path);
        const other = new URL(page.url());
        other.hostname = other.hostname === "localhost" ? "127.0.0.1" : "localhost";
        await page.goto(other.href);
      },
    ],
  ];
  for (const [what, act] of retiring) {
    test(`a test that ${what} retires the tab`, async ({ page }) => {
      previous = page;
      await act(page);
    });

    test(`so the test after one that ${what} gets a new tab, on the real clock`, async ({ page }) => {
      expect(page).not.toBe(previous);
      await page.goto(contact.path);
      expect(Math.abs((await page.evaluate(() => Date.now())) - Date.now())).toBeLessThan(60_000);
    });
  }
});
