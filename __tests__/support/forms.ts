// Shared by the form browser tests: the two forms' fields, sample answers and the texts a visitor
// sees in each language, read from the content folder under test (they are page strings, which
// editors may reword: docs/editing.md, "Fixed texts").
import type { Page } from "@playwright/test";
import { expect, hydrated, pageFor, settings, withConsent } from "./browserTest";
import { fill as fillPlaceholders } from "../../src/i18n/headStrings";
import { pageStrings, type Tree } from "./siteUnderTest";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";

export type FormName = "partnership" | "contact";

interface Texts {
  submit: string;
  busy: string;
  sent: [string, string];
  wait: [string, string];
  failed: [string, string];
}

const at = (tree: Tree, keyPath: string) => keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], tree) as string;

/** The texts of one form in one language, with the values the site fills in (hours, minutes). */
function formTexts(ns: "partnerships" | "contact", cooldownMs: number, lang: Lang): Texts {
  const t = pageStrings(lang, ns);
  const minutes = Math.ceil(cooldownMs / 60_000);
  return {
    submit: at(t, "form.submit"),
    busy: at(t, "form.submitting"),
    sent: [at(t, "toast.sent.title"), fillPlaceholders(at(t, "toast.sent.description"), { hours: settings.forms.responseTimeHours })],
    wait: [
      at(t, "toast.rateLimited.title"),
      fillPlaceholders(at(t, `toast.rateLimited.description_${minutes === 1 ? "one" : "other"}`), { count: minutes }),
    ],
    failed: [at(t, "toast.failed.title"), at(t, "toast.failed.description")],
  };
}

const byLang = (make: (lang: Lang) => Texts) => Object.fromEntries(LANGUAGES.map((lang) => [lang, make(lang)])) as Record<Lang, Texts>;

export const FORM_INFO: Record<
  FormName,
  { route: "partnerships" | "contact"; storageKey: string; values: Record<string, string>; texts: Record<Lang, Texts> }
> = {
  partnership: {
    route: "partnerships",
    storageKey: settings.storageKeys.lastPartnershipSubmission,
    values: {
      company: "Acme Cards",
      website: "https://acme.example",
      region: "Mexico",
      category: "retail",
      message: "We would like to distribute our game.",
    },
    texts: byLang((lang) => formTexts("partnerships", settings.forms.partnershipCooldownMs, lang)),
  },
  contact: {
    route: "contact",
    storageKey: settings.storageKeys.lastContactSubmission,
    values: {
      name: "Ana López",
      email: "ana@example.com",
      company: "Acme Cards",
      country: "México",
      topic: "press",
      message: "Hola, escribo por una entrevista.",
    },
    texts: byLang((lang) => formTexts("contact", settings.forms.contactCooldownMs, lang)),
  },
};

/** Field names are the payload's; ids are "<form>-<field>". */
export const field = (page: Page, form: FormName, name: string) => page.locator(`#${form}-${name}`);
export const formElement = (page: Page, form: FormName) => page.locator(`form:has(#${form}-message)`);
export const submitButton = (page: Page, form: FormName) => formElement(page, form).locator('button[type="submit"]');
export const toasts = (page: Page) => page.locator("[data-toast-id]");

export async function fill(page: Page, form: FormName, values: Record<string, string> = FORM_INFO[form].values) {
  for (const [name, value] of Object.entries(values)) {
    const el = field(page, form, name);
    if ((await el.evaluate((node) => node.tagName)) === "SELECT") await el.selectOption(value);
    else await el.fill(value);
  }
}

export async function expectValues(page: Page, form: FormName, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await expect(field(page, form, name)).toHaveValue(value);
}

/**
 * Opens the form's page as a returning visitor, with counters for what cannot be seen afterwards:
 * every toast that ever showed, every write of the form's storage key, every submit event.
 */
export async function openForm(page: Page, form: FormName, lang: Lang, storage: Record<string, string> = {}) {
  await withConsent(page, storage);
  await page.addInitScript((key) => {
    const w = window as unknown as { __toasts: string[]; __writes: string[]; __submits: number };
    w.__toasts = [];
    w.__writes = [];
    w.__submits = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (k: string, v: string) {
      if (k === key) w.__writes.push(v);
      return setItem.call(this, k, v);
    };
    document.addEventListener("submit", () => (w.__submits += 1), true);
    new MutationObserver(() => {
      document.querySelectorAll<HTMLElement & { __seen?: boolean }>("[data-toast-id]").forEach((el) => {
        if (!el.__seen) {
          el.__seen = true;
          w.__toasts.push(el.textContent ?? "");
        }
      });
    }).observe(document, { childList: true, subtree: true });
  }, FORM_INFO[form].storageKey);
  // A clock the test can move (finishSimulatedSend); until it does, time passes as usual.
  await page.clock.install();
  await page.goto(pageFor(FORM_INFO[form].route, lang).path);
  await hydrated(page);
}

/**
 * Moves the page's clock past the simulated send (settings.forms.simulatedSendDelayMs) instead of
 * waiting for it in real time. The page must have installed the clock (openForm does).
 */
export const finishSimulatedSend = (page: Page) => page.clock.runFor(settings.forms.simulatedSendDelayMs);

export const counters = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __toasts: string[]; __writes: string[]; __submits: number };
    return { toasts: w.__toasts, writes: w.__writes, submits: w.__submits };
  });

export const stored = (page: Page, form: FormName) => page.evaluate((key) => localStorage.getItem(key), FORM_INFO[form].storageKey);

/** The toast with this title and text, both exact. */
export async function expectToast(page: Page, [title, text]: [string, string]) {
  const toast = toasts(page);
  await expect(toast).toHaveCount(1, { timeout: 10_000 });
  await expect(toast.locator("p").first()).toHaveText(title);
  await expect(toast.locator("p").nth(1)).toHaveText(text);
}

/** Idle again, with the language's idle label. */
export async function expectIdle(page: Page, form: FormName, lang: Lang) {
  await expect(submitButton(page, form)).toHaveText(FORM_INFO[form].texts[lang].submit);
  await expect(submitButton(page, form)).toBeEnabled();
  await expect(formElement(page, form)).toHaveAttribute("aria-busy", "false");
}
