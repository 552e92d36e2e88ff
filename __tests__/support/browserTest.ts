// Shared helpers for the browser tests: the 26 pages from the slug map, the items' own pages and the long lists', and a `test`
// that fails on any console error or uncaught exception unless a test says the page is expected to log one.
import fs from "node:fs";
import { test as base, expect, type BrowserContextOptions, type Page } from "@playwright/test";
import { listRoutes, routes, type EntryRouteKey, type ListRouteKey, type RouteKey } from "../../src/i18n/routes";
import { PAGE_STRINGS } from "../../src/content-model/model";
import site from "../../src/config/site.json";
import { contentSettings, itemPages, listPages, pageStrings, type Tree } from "./siteUnderTest";
import { TURNSTILE_ORIGIN, WIDGET_SCRIPT } from "./turnstileStandIn";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";
import { type Tab, useTab } from "./visitorTab";

/** The settings the site under test was built with: site.json and its content folder's settings.json. */
export const settings = { ...site, ...contentSettings() };
export { expect };

export interface SitePage<Key extends string = RouteKey> {
  key: Key;
  lang: Lang;
  path: string;
  pair: string;
}

export const PAGES: SitePage[] = routes.flatMap((route) =>
  LANGUAGES.map((lang) => ({ key: route.key, lang, path: route.paths[lang], pair: route.paths[lang === "en" ? "es" : "en"] })),
);

/**
 * The items' own pages the content under test makes (src/config/routes.json, the entry routes): each
 * item with a page text, in each language; an opening only while it is open on the build's date.
 */
const asSitePage = ({ key, lang, path, pair }: ReturnType<typeof itemPages>[number]): SitePage<EntryRouteKey> => ({
  key,
  lang,
  path,
  pair,
});
export const ENTRY_PAGES: SitePage<EntryRouteKey>[] = itemPages().map(asSitePage);

/**
 * Pages of the long lists (src/config/routes.json, the list routes: a year's press releases, an
 * events month's, type's or country's), one per list route in each language: the one holding the
 * most items. A route's pages share one template and differ only in their items, which the
 * build-output tests check on every page; a browser visit of each would repeat the same checks.
 */
export const LIST_PAGES: SitePage<ListRouteKey>[] = listRoutes.flatMap((route) => {
  const [fullest] = listPages()
    .filter((page) => page.route.key === route.key)
    .sort((a, b) => b.keys.length - a.keys.length || a.value.localeCompare(b.value));
  return fullest
    ? LANGUAGES.map((lang) => ({ key: route.key, lang, path: fullest.paths[lang], pair: fullest.paths[lang === "en" ? "es" : "en"] }))
    : [];
});

/**
 * Item pages, one per entry route in each language: the fullest item (a picture of its own, then the
 * longest page text). As with the long lists' pages, a route's item pages share one template and
 * differ in their words, which the build-output tests check on every one; the editor's day gives
 * every event ahead a page, and a visit of each repeated the same checks (about 20 visits, 85 s).
 */
const FULLEST_ENTRY_PAGES: SitePage<EntryRouteKey>[] = itemPages({ fullestOnly: true }).map(asSitePage);

/**
 * The pages the every-page checks run on (every-page.spec.ts, no-javascript.spec.ts): every page of
 * the slug map, the fullest item page of each kind and a page of each long list's kind. On the
 * editor's day's build (CONTENT_DIR), only those its changes make different in kind from the launch
 * content's: the pages with uploads in place and the item pages. The others are the same pages with
 * other words, and their checks have run already. The content lane checks every page its change
 * touches.
 */
export const CHECKED_PAGES: SitePage<RouteKey | EntryRouteKey | ListRouteKey>[] = process.env.CHECK_PAGES_FILE
  ? pagesListed(process.env.CHECK_PAGES_FILE, [...PAGES, ...ENTRY_PAGES, ...LIST_PAGES])
  : process.env.CONTENT_DIR
    ? [...PAGES.filter((p) => p.key in PAGE_STRINGS.media), ...FULLEST_ENTRY_PAGES]
    : [...PAGES, ...FULLEST_ENTRY_PAGES, ...LIST_PAGES];

/**
 * The content lane (scripts/test-content.sh) checks only the pages its change makes different: the
 * site diff's list (`--pages`), a JSON array of paths. Paths that are no page of the slug map (the
 * root's redirect, the 404 pages) have no every-page checks to run.
 */
function pagesListed<P extends SitePage<string>>(file: string, pages: readonly P[]): P[] {
  const listed = new Set(JSON.parse(fs.readFileSync(file, "utf8")) as string[]);
  return pages.filter((p) => listed.has(p.path));
}

export function pageFor(key: RouteKey, lang: Lang): SitePage {
  return PAGES.find((p) => p.key === key && p.lang === lang)!;
}

type Fixtures = { consoleErrors: string[]; allowConsoleErrors: (pattern: RegExp) => void; turnstileRequests: string[] };

export const test = base.extend<Fixtures, { tabs: Map<string, Tab> }>({
  // One tab per worker and set of context options, reset between tests (visitorTab.ts); `context` is its context.
  tabs: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: it has none.
    async ({}, use) => {
      const tabs = new Map<string, Tab>();
      await use(tabs);
      await Promise.all([...tabs.values()].map((tab) => tab.context.close().catch(() => undefined)));
    },
    { scope: "worker" },
  ],
  page: async ({ browser, tabs, viewport, hasTouch, isMobile, javaScriptEnabled, baseURL, contextOptions }, use) => {
    const options: BrowserContextOptions = { ...contextOptions, viewport, hasTouch, isMobile, javaScriptEnabled, baseURL };
    await useTab(browser, tabs, options, use);
  },
  context: async ({ page }, use) => {
    await use(page.context());
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      (page as Page & { __allowed?: RegExp[] }).__allowed = allowed;
      page.on("console", (msg) => {
        if (msg.type() === "error" && !allowed.some((re) => re.test(msg.text()))) errors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleErrors: async ({ page }, use) => {
    await use((pattern) => (page as Page & { __allowed?: RegExp[] }).__allowed!.push(pattern));
  },
  // Turnstile's origin is never reached. The projects on public-endpoint/, built with its site key,
  // get the stand-in widget (turnstileStandIn.ts); the others, on the default build, must never ask
  // for it. The URLs asked for are kept, to show when a page asks. (Only there is the route set:
  // routing turns the browser's HTTP cache off.)
  turnstileRequests: [
    async ({ page }, use, testInfo) => {
      const requested: string[] = [];
      const standIn = ["endpoint", "edited"].includes(testInfo.project.name);
      if (standIn) {
        await page.route(`${TURNSTILE_ORIGIN}/**`, (route) => {
          requested.push(route.request().url());
          return route.fulfill({ status: 200, contentType: "text/javascript", body: WIDGET_SCRIPT });
        });
      } else page.on("request", (request) => void (request.url().startsWith(TURNSTILE_ORIGIN) && requested.push(request.url())));
      await use(requested);
      if (!standIn) expect(requested, "a build without Turnstile's site key asked for its script").toEqual([]);
    },
    { auto: true },
  ],
});

/** Start as a returning visitor who already answered the cookie notice (keeps it out of the way). */
export async function withConsent(page: Page, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ([key, values]) => {
      if (!sessionStorage.getItem("__seeded")) {
        localStorage.setItem(key, "accepted");
        for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
        sessionStorage.setItem("__seeded", "1");
      }
    },
    [settings.storageKeys.cookieConsent, extra] as const,
  );
}

/** Waits until React has hydrated, so clicks reach the handlers and not only the static HTML. */
export async function hydrated(page: Page) {
  // hydrateRoot marks its container at once, and the hydration itself (a transition, in slices:
  // gatsby-browser.tsx) ends later: on a busy machine a test read a half-hydrated page. React's root
  // state says "dehydrated" until the hydrated tree is committed. (Gatsby's performance mark after
  // the commit would do too, but a test's fake clock fakes performance and the mark is never kept.)
  await page.waitForFunction(() => {
    const container = document.getElementById("___gatsby") as (HTMLElement & Record<string, unknown>) | null;
    const key = container ? Object.keys(container).find((k) => k.startsWith("__reactContainer")) : undefined;
    const root = key ? (container![key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }) : undefined;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

/**
 * Whether React hydrated the element of this id, and how many elements inside it it hydrated: a list
 * the build renders and the browser keeps (StaticHtml) reads { element: true, inside: 0 }.
 */
export async function reactOwnership(page: Page, id: string): Promise<{ element: boolean; inside: number }> {
  return page.evaluate((id) => {
    const isReacts = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber"));
    const element = document.getElementById(id);
    if (!element) throw new Error(`no element #${id} on ${location.pathname}`);
    return { element: isReacts(element), inside: [...element.querySelectorAll("*")].filter(isReacts).length };
  }, id);
}

/**
 * Every Content-Security-Policy violation the page reports from now on, in any frame and across
 * navigations, as "directive blocked-url": a live list, to compare with [] at the end.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__cspViolation", (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => void (window as unknown as { __cspViolation(v: string): void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    );
  });
  return violations;
}

export const isPhone = (projectName: string) => projectName === "phone" || projectName === "edited-phone";

// Which widths a test runs at (playwright.config.ts filters the projects by these tags). Untagged
// tests run at both; a behaviour that is the same at every width is checked once, at desktop width;
// a layout that only one width has is checked at that width.
export const ANY_WIDTH = { tag: "@any-width" };
export const SMALL_SCREEN = { tag: "@small-screen" };
export const WIDE_SCREEN = { tag: "@wide-screen" };

/** A shared page string (content/locales/<lang>/common.json: menu, footer, cookie notice, toasts), from the content folder under test. */
export function ui(lang: Lang, keyPath: string): string {
  const value = keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], pageStrings(lang, "common"));
  if (typeof value !== "string") throw new Error(`No string common:${keyPath} in ${lang}`);
  return value;
}
