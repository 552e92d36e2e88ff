import { expectNotImplementedToast, list, openPage, section, strings, text } from "../support/pageContent";
import { LANGUAGES } from "../../src/i18n/languages";
import { ANY_WIDTH, expect, pageFor, test } from "../support/browserTest";

interface Service {
  title: string;
  text: string;
  points: string[];
}
interface Step {
  number: string;
  title: string;
}

for (const lang of LANGUAGES) {
  test.describe(`services (${lang})`, () => {
    const t = strings(lang, "services");

    test("shows every service with its points, and the numbered process steps", async ({ page }) => {
      await openPage(page, "services", lang);
      const services = section(page, text(t, "services.heading"));
      const items = list<Service>(t, "services.items");
      await expect(services.getByRole("article")).toHaveCount(items.length);
      for (const s of items) {
        const card = services.getByRole("article").filter({ has: page.getByRole("heading", { name: s.title }) });
        await expect(card).toBeVisible();
        for (const p of s.points) await expect(card.getByText(p)).toBeVisible();
      }
      const process = section(page, text(t, "process.heading"));
      const steps = list<Step>(t, "process.steps");
      await expect(process.getByRole("listitem")).toHaveCount(steps.length);
      for (const s of steps) {
        await expect(process.getByRole("heading", { name: `${s.number} ${s.title}` })).toBeVisible();
        await expect(process.locator(`span[aria-hidden="true"]`).getByText(s.number, { exact: true })).toBeVisible();
      }
    });

    test(
      "'download one-pager' shows the not-implemented toast; the other buttons go to contact and partnerships",
      ANY_WIDTH,
      async ({ page }) => {
        await openPage(page, "services", lang);
        const cta = section(page, text(t, "cta.title"));
        await expect(cta.getByRole("link", { name: text(t, "cta.contact") })).toHaveAttribute("href", pageFor("contact", lang).path);
        await expect(cta.getByRole("link", { name: text(t, "cta.partnerships") })).toHaveAttribute(
          "href",
          pageFor("partnerships", lang).path,
        );
        await cta.getByRole("button", { name: text(t, "cta.onePager") }).click();
        await expectNotImplementedToast(page, lang);
        await cta.getByRole("link", { name: text(t, "cta.contact") }).click();
        await expect(page).toHaveURL(new RegExp(`${pageFor("contact", lang).path}$`));
      },
    );
  });
}
