// Helpers for the content-page tests (pages-*.spec.ts): the page's own strings and items, read from
// the content folder under test exactly as the build reads them, and the checks every page shares.
import { expect, type Page } from "@playwright/test";
import { type RouteKey } from "../../src/i18n/routes";
import { contentItems, pageStrings, type Tree } from "./siteUnderTest";
import { hydrated, pageFor, withConsent } from "./browserTest";
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

/** A collection's items in one language, with their keys, in the order the site lists them. */
export const collection = contentItems;

export async function openPage(page: Page, key: RouteKey, lang: Lang) {
  await withConsent(page);
  await page.goto(pageFor(key, lang).path);
  await hydrated(page);
}

/** A section of the page: a region named by its heading. */
export const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

export async function expectNotImplementedToast(page: Page, lang: Lang) {
  const toast = page.locator("[data-toast-id]");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(NOT_IMPLEMENTED[lang]);
}

/** Closes the toast on screen, so the next click's toast is a new one. */
export async function closeToast(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-toast-id]")).toHaveCount(0);
}
