// Helpers for the content-page tests (pages-*.spec.ts): the page's own strings and items, read from
// content/ exactly as the build reads them, and the checks every page shares.
import fs from "fs";
import path from "path";
import { expect, type Page } from "@playwright/test";
import type { Lang, RouteKey } from "../../src/i18n/routes";
import { readItems } from "../../src/lib/contentChecks";
import { hydrated, pageFor, withConsent } from "./support";

const contentDir = path.resolve(__dirname, "../../content");
type Tree = { [key: string]: Tree | Tree[] | string | number };

export const LANGS = ["en", "es"] as const;

/** §8, word for word; the Spanish one is the equivalent in the common namespace. */
export const NOT_IMPLEMENTED: Record<Lang, string> = {
  en: "🚧 This feature isn't implemented yet—but don't worry! You can request it in your next prompt! 🚀",
  es: (JSON.parse(fs.readFileSync(path.join(contentDir, "locales", "es", "common.json"), "utf8")) as { toast: { notImplemented: string } }).toast.notImplemented,
};

/** A page namespace of content/locales, typed loosely: tests pick the fields they check. */
export function strings(lang: Lang, ns: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(contentDir, "locales", lang, `${ns}.json`), "utf8"));
}

export function list<T>(tree: Tree, keyPath: string): T[] {
  return keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], tree) as T[];
}

export function text(tree: Tree, keyPath: string): string {
  return keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], tree) as string;
}

/** A collection's items in one language, with their keys, in the order the site lists them. */
export function collection<T>(name: string, lang: Lang): T[] {
  return readItems(contentDir, name, lang) as unknown as T[];
}

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
