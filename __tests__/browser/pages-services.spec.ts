import { describePage, DOCUMENTS, expectDocumentButton, expectLinkTo, followLinkTo, list, section, text } from "../support/pageContent";
import { ANY_WIDTH, expect, test } from "../support/browserTest";

interface Service {
  title: string;
  text: string;
  points: string[];
}
interface Step {
  number: string;
  title: string;
}

describePage("services", "services", (lang, t) => {
  test("shows every service with its points, and the numbered process steps", async ({ page }) => {
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
    "'download one-pager' downloads the one-pager an editor attached, or shows the not-implemented toast; the other buttons go to contact and partnerships",
    ANY_WIDTH,
    async ({ page }) => {
      const cta = section(page, text(t, "cta.title"));
      await expectLinkTo(cta, text(t, "cta.contact"), "contact", lang);
      await expectLinkTo(cta, text(t, "cta.partnerships"), "partnerships", lang);
      await expectDocumentButton(cta, DOCUMENTS.onePager, lang);
      await followLinkTo(cta, text(t, "cta.contact"), "contact", lang);
    },
  );
});
