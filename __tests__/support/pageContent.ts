// Helpers for the content-page tests (pages-*.spec.ts): the page's own strings and items, read from
// the content folder under test exactly as the build reads them, and the checks every page shares.
import { expect, type Locator, type Page } from "@playwright/test";
import { type RouteKey } from "../../src/i18n/routes";
import { contentItems, pageStrings, type Tree } from "./siteUnderTest";
import { hydrated, pageFor, test, withConsent } from "./browserTest";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";

/** The not-implemented toast's text (requirements.md#fixed-error-texts), in each language. */
export const NOT_IMPLEMENTED = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, (pageStrings(lang, "common") as unknown as { toast: { notImplemented: string } }).toast.notImplemented]),
) as Record<Lang, string>;

export const strings = pageStrings;

export function list<T>(tree: Tree, keyPath: string): T[] {
  return keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], tree) as T[];
}

export function text(tree: Tree, keyPath: string): string {
  return keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], tree) as string;
}

/**
 * A page's tests, once per language, each group named for the page and the language: `t` is the
 * page's strings in that language, and each test starts on the page, opened by `openPage`.
 */
export function describePage(name: string, key: RouteKey, tests: (lang: Lang, t: Tree) => void) {
  for (const lang of LANGUAGES)
    test.describe(`${name} (${lang})`, () => {
      test.beforeEach(({ page }) => openPage(page, key, lang));
      tests(lang, strings(lang, key));
    });
}

/** A card of a page's strings: a title and its text. */
export interface Card {
  title: string;
  text: string;
}

/** What the tests read of each collection's items (content/collections/<name>/<lang>/<key>.json), with the key. */
interface CollectionItems {
  jobs: { key: string; title: string; department: string; location: string; order: number };
  events: { key: string; title: string; date: string; location: string; type: string; participants: number; prizePool: number };
  press: { key: string; date: string; title: string; summary: string };
  news: { key: string; date: string; title: string; excerpt: string };
  stats: { key: string; group: string; value: string; label: string };
  timeline: { key: string; year: number; title: string; description: string };
}

/** A collection's items in one language, with their keys, in the order the site lists them. */
export const collection = <Name extends keyof CollectionItems>(name: Name, lang: Lang) => contentItems<CollectionItems[Name]>(name, lang);

/** The values of a data attribute (`data-opening`) in page order: the keys of the items a list shows. */
export const keysShown = (scope: Page | Locator, attribute: string) =>
  scope.locator(`[${attribute}]`).evaluateAll((els, name) => els.map((el) => el.getAttribute(name)), attribute);

/** A section shows one card (an article) per item, each under the item's title. */
export async function expectCards(scope: Locator, items: { title: string }[]) {
  await expect(scope.getByRole("article")).toHaveCount(items.length);
  for (const item of items) await expect(scope.getByRole("heading", { name: item.title })).toBeVisible();
}

/** The link named `name` in `scope` leads to a page, in a language. */
export async function expectLinkTo(scope: Locator, name: string, key: RouteKey, lang: Lang) {
  await expect(scope.getByRole("link", { name })).toHaveAttribute("href", pageFor(key, lang).path);
}

/** The visitor follows the link named `name` in `scope`, and is then on that page, in that language. */
export async function followLinkTo(scope: Locator, name: string, key: RouteKey, lang: Lang) {
  await scope.getByRole("link", { name }).click();
  await expect(scope.page()).toHaveURL(new RegExp(`${pageFor(key, lang).path}$`));
}

export async function openPage(page: Page, key: RouteKey, lang: Lang) {
  await withConsent(page);
  await page.goto(pageFor(key, lang).path);
  await hydrated(page);
}

/** A section of the page: a region named by its heading. */
export const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

/**
 * Clicking a control that does nothing yet shows the not-implemented toast, once. With `close`, the
 * toast is closed after, so the next click's toast is a new one.
 */
export async function expectNotImplemented(control: Locator, lang: Lang, { close = false } = {}) {
  await control.click();
  const toast = control.page().locator("[data-toast-id]");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(NOT_IMPLEMENTED[lang]);
  if (close) {
    await control.page().keyboard.press("Escape");
    await expect(toast).toHaveCount(0);
  }
}
