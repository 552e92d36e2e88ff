// Helpers for the content-page tests (pages-*.spec.ts): the page's own strings and items, read from
// the content folder under test exactly as the build reads them, and the checks every page shares.
import fs from "fs";
import path from "path";
import { expect, type Locator, type Page } from "@playwright/test";
import { documentFor } from "../../src/content-model/media";
import { formatFileSize } from "../../src/i18n/format";
import { isOpen } from "../../src/lib/openings";
import { siteDate } from "../../src/lib/siteDate";
import { entryPath, type EntryRouteKey, type RouteKey } from "../../src/i18n/routes";
import { CONTENT_DIR, contentItems, pageStrings, type Tree } from "./siteUnderTest";
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
  jobs: {
    key: string;
    title: string;
    department: string;
    location: string;
    order: number;
    closingDate?: string;
    body?: string;
    /** Whether its card leads to a page of its own: it has a page text. */
    hasPage: boolean;
  };
  events: {
    key: string;
    title: string;
    date: string;
    location: string;
    type: string;
    participants: number;
    prizePool: number;
    status?: string;
    body?: string;
    hasPage: boolean;
  };
  press: { key: string; date: string; title: string; summary: string; body?: string; hasPage: boolean };
  news: { key: string; date: string; title: string; excerpt: string };
  stats: { key: string; group: string; value: string; label: string };
  timeline: { key: string; year: number; title: string; description: string };
}

/**
 * A collection's items in one language, with their keys, in the order the site lists them, as the
 * site lists them: openings past their closing date (on the build's date) left out, and each item
 * that can have a page saying whether it has one.
 */
export const collection = <Name extends keyof CollectionItems>(name: Name, lang: Lang): CollectionItems[Name][] =>
  contentItems<CollectionItems[Name]>(name, lang)
    .filter((item) => name !== "jobs" || isOpen(item as { closingDate?: string }, siteDate()))
    .map((item) => ({
      ...item,
      hasPage: typeof (item as { body?: unknown }).body === "string" && String((item as { body: string }).body).trim() !== "",
    }));

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

/** Where a page declares a document (src/content-model/model.ts, PAGE_STRINGS.media): its namespace, the group and field, and the button's words. */
export interface DocumentPlace {
  readonly ns: RouteKey;
  readonly group: string;
  readonly field: string;
  /** The key of the button's words in the page's strings: "hero.download". */
  readonly action: string;
}
export const DOCUMENTS = {
  profile: { ns: "home", group: "hero", field: "profileFile", action: "hero.download" },
  onePager: { ns: "services", group: "cta", field: "onePagerFile", action: "cta.onePager" },
  mediaKit: { ns: "press", group: "mediaKit", field: "file", action: "mediaKit.download" },
} as const satisfies Record<string, DocumentPlace>;

/** The document a page's language links to, as the content under test has it: its own, or another language's. */
export function documentOf(place: DocumentPlace, lang: Lang): { src: string; lang: Lang } | undefined {
  const byLang = Object.fromEntries(
    LANGUAGES.map((l) => [l, ((strings(l, place.ns)[place.group] as Tree)[place.field] as string | undefined) || undefined]),
  );
  return documentFor(byLang, lang);
}

/**
 * A page's document button, as the content under test says: with a document, a link that downloads
 * it, naming its type and size in the page's language (and the document's language, with hreflang,
 * where it is another's); without one, the not-implemented toast.
 */
export async function expectDocumentButton(scope: Locator, place: DocumentPlace, lang: Lang) {
  const action = text(strings(lang, place.ns), place.action);
  const document = documentOf(place, lang);
  if (!document) {
    await expectNotImplemented(scope.getByRole("button", { name: action }), lang);
    return;
  }
  const common = strings(lang, "common");
  const size = formatFileSize(fs.statSync(path.join(CONTENT_DIR, document.src)).size, lang);
  const elsewhere = document.lang !== lang;
  const words = text(common, elsewhere ? "download.linkInLanguage" : "download.link")
    .replace("{{action}}", action)
    .replace("{{size}}", size)
    .replace("{{language}}", text(common, `download.languages.${document.lang}`));
  const link = scope.getByRole("link", { name: words, exact: true });
  await expect(link).toHaveAttribute("type", "application/pdf");
  await expect(link).toHaveAttribute("download", path.basename(document.src));
  if (elsewhere) await expect(link).toHaveAttribute("hreflang", document.lang);
  else await expect(link).not.toHaveAttribute("hreflang", /./);
  const response = await scope.page().request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(Buffer.from(await response.body()).equals(fs.readFileSync(path.join(CONTENT_DIR, document.src)))).toBe(true);
}

/**
 * A control that shows the not-implemented toast, chosen from the content under test: the first
 * download whose document no editor has attached. The toast tests press it.
 */
export function notImplementedControl(lang: Lang): { route: RouteKey; name: string } {
  const place = Object.values(DOCUMENTS).find((p) => !LANGUAGES.some((l) => documentOf(p, l)));
  if (!place) throw new Error("Every download has its document: no control of the content under test shows the not-implemented toast");
  return { route: place.ns, name: text(strings(lang, place.ns), place.action) };
}

/**
 * An item card's button (Read more, View details, Learn more), as the content under test says: with
 * a page text, a link to the item's own page, its words starting with the words shown; without one,
 * what `otherwise` checks (the not-implemented toast, the "details soon" hint).
 */
export async function expectItemButton(
  card: Locator,
  item: { key: string; hasPage: boolean },
  route: EntryRouteKey,
  lang: Lang,
  visible: string,
  otherwise: (button: Locator) => Promise<void>,
) {
  if (!item.hasPage) {
    await otherwise(card.getByRole("button", { name: visible }));
    return;
  }
  const link = card.locator(`a[href="${entryPath(route, lang, item.key)}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAccessibleName(new RegExp(`^${visible.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`));
}
