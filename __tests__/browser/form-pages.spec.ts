// requirements.md#pages Partnerships and Contact: what the two pages show besides the forms' behaviour, in both languages.
import { FORM_INFO, field, submitButton } from "../support/forms";
import { phoneDisplay } from "../../src/config/settings";
import { pageStrings, type Tree } from "../support/siteUnderTest";
import { expect, hydrated, pageFor, settings, test, withConsent } from "../support/browserTest";
import { type Lang, LANGUAGES } from "../../src/i18n/languages";

type Entries = Record<string, { title?: string; value?: string; label?: string }>;
const at = (tree: Tree, keyPath: string) => keyPath.split(".").reduce<unknown>((node, key) => (node as Tree)[key], tree);
const textAt = (tree: Tree, keyPath: string) => at(tree, keyPath) as string;

/** What the two pages show, from the content folder under test, in the order the pages show it. */
function pageTexts(lang: Lang) {
  const p = pageStrings(lang, "partnerships");
  const c = pageStrings(lang, "contact");
  const { title: _benefitsTitle, lead: _benefitsLead, ...benefits } = at(p, "benefits") as Entries;
  const { title: _figuresTitle, ...figures } = at(p, "figures") as Entries;
  const optional = (key: string) => `${textAt(c, `form.${key}.label`)} (${textAt(c, "form.optional")})`;
  return {
    benefits: Object.values(benefits).map((b) => b.title!),
    figures: Object.values(figures).map((f) => [f.value!, f.label!] as const),
    partnershipLabels: ["company", "website", "region", "category", "message"].map((key) => textAt(p, `form.${key}.label`)),
    categories: [textAt(p, "form.category.placeholder"), ...Object.values(at(p, "form.category.options") as Record<string, string>)],
    contactLabels: [
      textAt(c, "form.name.label"),
      textAt(c, "form.email.label"),
      optional("company"),
      optional("country"),
      textAt(c, "form.topic.label"),
      textAt(c, "form.message.label"),
    ],
    topics: [textAt(c, "form.topic.placeholder"), ...Object.values(at(c, "form.topic.options") as Record<string, string>)],
    details: textAt(c, "details.title"),
    hours: textAt(c, "details.hoursText"),
    country: textAt(c, "details.country"),
    map: textAt(c, "map.title"),
  };
}

const noHorizontalScroll = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

for (const lang of LANGUAGES) {
  const c = pageTexts(lang);

  test(`partnerships: benefit cards, the success figures and a labelled inquiry form (${lang})`, async ({ page }) => {
    await withConsent(page);
    await page.goto(pageFor("partnerships", lang).path);
    await hydrated(page);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([...c.benefits]);
    const figures = main.locator("dl > div");
    await expect(figures).toHaveCount(c.figures.length);
    for (const [i, [value, label]] of c.figures.entries()) {
      await expect(figures.nth(i).locator("dd")).toHaveText(value);
      await expect(figures.nth(i).locator("dt")).toHaveText(label);
      await expect(figures.nth(i)).toBeVisible();
    }
    for (const label of c.partnershipLabels) await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    await expect(field(page, "partnership", "category").locator("option")).toHaveText([...c.categories]);
    await expect(submitButton(page, "partnership")).toHaveText(FORM_INFO.partnership.texts[lang].submit);
    await expect(main.locator(`a[href="mailto:${settings.email}"]`)).toBeHidden(); // the no-JavaScript note
    await noHorizontalScroll(page);
  });

  test(`contact: a labelled message form, the contact details and the map placeholder (${lang})`, async ({ page }) => {
    await withConsent(page);
    await page.goto(pageFor("contact", lang).path);
    await hydrated(page);
    const main = page.locator("main");
    for (const label of c.contactLabels) await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    await expect(field(page, "contact", "topic").locator("option")).toHaveText([...c.topics]);
    await expect(submitButton(page, "contact")).toHaveText(FORM_INFO.contact.texts[lang].submit);

    const details = main.getByRole("region", { name: c.details });
    await expect(details.getByRole("link", { name: settings.email })).toHaveAttribute("href", `mailto:${settings.email}`);
    await expect(details.getByRole("link", { name: settings.phone })).toHaveAttribute(
      "href",
      `tel:${settings.phone.replace(/[^\d+]/g, "")}`,
    );
    await expect(details).toContainText(phoneDisplay(settings.phoneVanity));
    const address = details.locator("address");
    await expect(address).toContainText(settings.address.street);
    await expect(address).toContainText(`${settings.address.locality}, ${settings.address.region} ${settings.address.postalCode}`);
    await expect(address).toContainText(c.country);
    await expect(details).toContainText(c.hours);

    const map = main.getByTestId("map-placeholder");
    await expect(map).toBeVisible();
    await expect(map).toContainText(c.map);
    await expect(map).toContainText(`${settings.address.locality}, ${settings.address.region}`);
    await noHorizontalScroll(page);
  });
}
