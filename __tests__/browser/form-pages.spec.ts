// §2 Partnerships and Contact: what the two pages show besides the forms' behaviour, in both languages.
import { FORM_INFO, field, submitButton } from "./formSupport";
import { phoneDisplay } from "../../src/config/settings";
import { expect, hydrated, pageFor, settings, test, withConsent } from "./support";

const CONTENT = {
  en: {
    benefits: ["Market access", "Supply chain expertise", "Co-marketing", "Community and events"],
    figures: [["150%", "Partner revenue growth"], ["25+", "Market expansion"], ["95%", "Success rate"], ["60%", "Faster time to market"]],
    partnershipLabels: ["Company name", "Website", "Region", "Partnership category", "Tell us about your proposal"],
    categories: ["Select a category", "Distribution", "Retail", "Licensing", "Events", "Technology", "Other"],
    contactLabels: ["Full name", "E-mail", "Company (optional)", "Country (optional)", "Topic", "Message"],
    topics: ["Select a topic", "Partnerships", "Wholesale", "Press", "Careers", "Other"],
    hours: "Monday-Friday 9:00 AM-5:00 PM MST",
    country: "USA",
    map: "Map coming soon",
  },
  es: {
    benefits: ["Acceso a mercados", "Experiencia logística", "Marketing conjunto", "Comunidad y eventos"],
    figures: [["150%", "Crecimiento de ingresos de los aliados"], ["25+", "Expansión de mercados"], ["95%", "Tasa de éxito"], ["60%", "Menor tiempo de llegada al mercado"]],
    partnershipLabels: ["Nombre de la empresa", "Sitio web", "Región", "Tipo de alianza", "Cuéntanos tu propuesta"],
    categories: ["Selecciona un tipo", "Distribución", "Venta minorista", "Licencias", "Eventos", "Tecnología", "Otro"],
    contactLabels: ["Nombre completo", "Correo electrónico", "Empresa (opcional)", "País (opcional)", "Tema", "Mensaje"],
    topics: ["Selecciona un tema", "Alianzas", "Venta mayorista", "Prensa", "Empleos", "Otro"],
    hours: "Lunes a viernes, de 9:00 a 17:00 (hora MST)",
    country: "EE. UU.",
    map: "Mapa próximamente",
  },
} as const;

const noHorizontalScroll = async (page: import("@playwright/test").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));

for (const lang of ["en", "es"] as const) {
  const c = CONTENT[lang];

  test(`partnerships: benefit cards, the four success figures and a labelled inquiry form (${lang})`, async ({ page }) => {
    await withConsent(page);
    await page.goto(pageFor("partnerships", lang).path);
    await hydrated(page);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 3 })).toHaveText([...c.benefits]);
    const figures = main.locator("dl > div");
    await expect(figures).toHaveCount(4);
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

    const details = main.getByRole("region", { name: { en: "Contact details", es: "Datos de contacto" }[lang] });
    await expect(details.getByRole("link", { name: settings.email })).toHaveAttribute("href", `mailto:${settings.email}`);
    await expect(details.getByRole("link", { name: settings.phone })).toHaveAttribute("href", `tel:${settings.phone.replace(/[^\d+]/g, "")}`);
    await expect(details).toContainText(phoneDisplay(settings.phoneVanity));
    const address = details.locator("address");
    await expect(address).toContainText(settings.address.street);
    await expect(address).toContainText(`${settings.address.locality}, WY ${settings.address.postalCode}`);
    await expect(address).toContainText(c.country);
    await expect(details).toContainText(c.hours);

    const map = main.getByTestId("map-placeholder");
    await expect(map).toBeVisible();
    await expect(map).toContainText(c.map);
    await expect(map).toContainText("Sheridan, WY");
    await noHorizontalScroll(page);
  });
}
