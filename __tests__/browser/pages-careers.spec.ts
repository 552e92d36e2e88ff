import { closeToast, collection, expectNotImplementedToast, LANGS, list, openPage, section, strings, text } from "./pageContent";
import { ANY_WIDTH, expect, pageFor, settings, test, withConsent } from "./support";

interface Opening { key: string; title: string; department: string; location: string }

for (const lang of LANGS) {
  test.describe(`careers (${lang})`, () => {
    const t = strings(lang, "careers");
    const openings = collection<Opening>("jobs", lang);

    test("shows four culture cards and the four openings with department and location", async ({ page }) => {
      await openPage(page, "careers", lang);
      const culture = section(page, text(t, "culture.heading"));
      await expect(culture.getByRole("article")).toHaveCount(4);
      for (const c of list<{ title: string }>(t, "culture.items")) await expect(culture.getByRole("heading", { name: c.title })).toBeVisible();
      const board = section(page, text(t, "openings.heading"));
      await expect(board.locator("[data-opening]")).toHaveCount(4);
      for (const o of openings) {
        const card = board.locator(`[data-opening="${o.key}"]`);
        await expect(card.getByRole("heading", { name: o.title })).toBeVisible();
        await expect(card.getByText(o.department, { exact: true })).toBeVisible();
        await expect(card.getByText(o.location, { exact: true })).toBeVisible();
      }
    });

    test("'View details' shows the not-implemented toast and 'Apply now' mails the careers address", ANY_WIDTH, async ({ page }) => {
      await openPage(page, "careers", lang);
      for (const o of openings) {
        const card = page.locator(`[data-opening="${o.key}"]`);
        await expect(card.getByRole("link", { name: text(t, "openings.apply") })).toHaveAttribute("href", new RegExp(`^mailto:${settings.careersEmail}(\\?|$)`));
      }
      await page.locator(`[data-opening="${openings[1]!.key}"]`).getByRole("button", { name: text(t, "openings.viewDetails") }).click();
      await expectNotImplementedToast(page, lang);
      await closeToast(page);
      await page.locator(`[data-opening="${openings[3]!.key}"]`).getByRole("button", { name: text(t, "openings.viewDetails") }).click();
      await expectNotImplementedToast(page, lang);
    });

    test("the keyword, department and location controls are labelled and filter the openings as the visitor types or chooses", ANY_WIDTH, async ({ page }) => {
      await openPage(page, "careers", lang);
      const board = section(page, text(t, "openings.heading"));
      const cards = board.locator("[data-opening]");
      const keyword = board.getByRole("searchbox", { name: text(t, "filters.keyword") });
      const department = board.getByRole("combobox", { name: text(t, "filters.department") });
      const location = board.getByRole("combobox", { name: text(t, "filters.location") });
      const status = board.getByRole("status");

      await keyword.pressSequentially(openings[1]!.title.split(" ")[0]!.slice(0, 5).toLowerCase());
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute("data-opening", openings[1]!.key);
      await keyword.fill("");
      await expect(cards).toHaveCount(4);

      await department.selectOption(openings[3]!.department);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute("data-opening", openings[3]!.key);
      await department.selectOption("");
      await location.selectOption(openings[0]!.location);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute("data-opening", openings[0]!.key);

      // A choice no opening meets: the list empties and the message says so.
      await department.selectOption(openings[3]!.department);
      await expect(cards).toHaveCount(0);
      await expect(status).toHaveText(text(t, "filters.none"));
      await board.getByRole("button", { name: text(t, "filters.clear") }).click();
      await expect(cards).toHaveCount(4);
      await expect(keyword).toHaveValue("");
      await expect(department).toHaveValue("");
    });
  });
}

test("without JavaScript, all four openings are listed", ANY_WIDTH, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await withConsent(page);
  await page.goto(pageFor("careers", "en").path);
  await expect(page.locator("[data-opening]")).toHaveCount(4);
  await context.close();
});
