// The browser tests' `page`: one tab per worker (and per set of context options, such as JavaScript
// off), which every test in that worker uses in turn, left between tests as a new visitor finds the
// site. A page load in a fresh context pays for a new renderer process and compiles the site's
// scripts from nothing; in a tab that has shown the site before it costs about half the CPU
// (docs/testing.md#one-tab-per-worker has the measurement). Returning to about:blank between tests,
// as Playwright's own context reuse does, gives most of that back: the tab changes process.
//
// So between tests the tab goes to /robots.txt on the site's own origin, where it clears that
// origin's local and session storage; cookies are cleared, and whatever the test set up on the tab
// (listeners, init scripts, exposed functions, routes, media emulation, viewport) is undone. What
// cannot be undone (a fake clock, extra headers, permissions, a second page, a second origin, ...)
// retires the tab: the next test gets a fresh context, as it always did.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "@playwright/test";

export interface Tab {
  context: BrowserContext;
  page: Page;
}

/** Calls that change the tab in a way the reset below does not undo: using one retires the tab. */
const RETIRING = {
  page: ["setExtraHTTPHeaders", "routeFromHAR", "routeWebSocket", "setDefaultTimeout", "setDefaultNavigationTimeout"],
  context: [
    "setExtraHTTPHeaders",
    "setGeolocation",
    "setOffline",
    "setHTTPCredentials",
    "grantPermissions",
    "addCookies",
    "routeFromHAR",
    "routeWebSocket",
    "setDefaultTimeout",
    "setDefaultNavigationTimeout",
  ],
  clock: ["install", "pauseAt", "setFixedTime", "setSystemTime", "runFor", "fastForward", "resume"],
} as const;

/** Calls that return a Disposable: undone by disposing it after the test. */
const DISPOSABLE = ["addInitScript", "exposeFunction", "exposeBinding"] as const;

type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  off(name: string | symbol, l: unknown): unknown;
};

function listenerSnapshot(emitter: Emitter) {
  return new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]));
}

/** Removes the listeners added since the snapshot. */
function removeNewListeners(emitter: Emitter, before: Map<string | symbol, Set<unknown>>) {
  for (const name of emitter.eventNames())
    for (const listener of emitter.rawListeners(name)) if (!before.get(name)?.has(listener)) emitter.off(name, listener);
}

/**
 * Watches one test's use of the tab; `leave()` afterwards resets the tab and says whether it can serve
 * the next test.
 */
function watch({ context, page }: Tab, options: BrowserContextOptions) {
  let retired = "";
  let routed = false;
  let mediaChanged = false;
  const disposables: { dispose(): Promise<void> }[] = [];
  const restore: (() => void)[] = [];
  const wrap = (target: object, name: string, after: (result: unknown) => void) => {
    const host = target as Record<string, unknown>;
    const original = host[name] as (...args: unknown[]) => Promise<unknown>;
    host[name] = async function (this: unknown, ...args: unknown[]) {
      const result = await original.apply(this, args);
      after(result);
      return result;
    };
    restore.push(() => delete host[name]);
  };
  for (const [target, names] of [
    [page, RETIRING.page],
    [context, RETIRING.context],
    [page.clock, RETIRING.clock],
  ] as const)
    for (const name of names) wrap(target, name, () => (retired ||= name));
  for (const target of [page, context]) {
    for (const name of DISPOSABLE) wrap(target, name, (d) => disposables.push(d as { dispose(): Promise<void> }));
    wrap(target, "route", () => (routed = true));
  }
  wrap(page, "emulateMedia", () => (mediaChanged = true));

  const pageListeners = listenerSnapshot(page as unknown as Emitter);
  const contextListeners = listenerSnapshot(context as unknown as Emitter);
  const origins = new Set<string>();
  const noteOrigin = (frame: { url(): string; parentFrame(): unknown }) => {
    const url = new URL(frame.url());
    if (!frame.parentFrame() && url.protocol.startsWith("http")) origins.add(url.origin);
  };
  page.on("framenavigated", noteOrigin);

  return async function leave(): Promise<boolean> {
    restore.forEach((undo) => undo());
    removeNewListeners(page as unknown as Emitter, pageListeners);
    removeNewListeners(context as unknown as Emitter, contextListeners);
    if (page.isClosed() || context.pages().length !== 1) return false;
    if (retired || origins.size > 1) return false;
    try {
      await Promise.all(disposables.map((d) => d.dispose()));
      if (routed) await Promise.all([page.unrouteAll({ behavior: "ignoreErrors" }), context.unrouteAll({ behavior: "ignoreErrors" })]);
      const [origin] = origins;
      if (origin) {
        // Leaving the page ends it while this test still owns the tab: what it does as it goes (an
        // aborted request's error, a last write to storage) cannot reach the next test, and the clear
        // below comes after it. The tab stays on the site, so in the same renderer process.
        await page.goto(`${origin}/robots.txt`, { timeout: 10_000 });
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await context.clearCookies();
      if (mediaChanged)
        await page.emulateMedia({
          media: null,
          colorScheme: "light",
          reducedMotion: "no-preference",
          forcedColors: "none",
          contrast: "no-preference",
        });
      const viewport = options.viewport;
      const size = page.viewportSize();
      if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * The tab for a test with these context options: the worker's, or a new one. Hand it to the test, then
 * reset it, or close it if the test left it in a state the reset does not undo.
 */
export async function useTab(browser: Browser, tabs: Map<string, Tab>, options: BrowserContextOptions, use: (page: Page) => Promise<void>) {
  const key = JSON.stringify(options);
  let tab = tabs.get(key);
  if (!tab || tab.page.isClosed()) {
    const context = await browser.newContext(options);
    tab = { context, page: await context.newPage() };
    tabs.set(key, tab);
  }
  const leave = watch(tab, options);
  await use(tab.page);
  if (!(await leave())) {
    tabs.delete(key);
    await tab.context.close().catch(() => undefined);
  }
}
