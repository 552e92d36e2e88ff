import { filterOpenings, NO_FILTERS, normalize, type OpeningFilters } from "../../src/lib/openings";
import {
  collection,
  describePage,
  expectCards,
  expectItemButton,
  expectNotImplemented,
  keysShown,
  list,
  section,
  text,
} from "../support/pageContent";
import { ANY_WIDTH, expect, pageFor, settings, test, withConsent } from "../support/browserTest";

describePage("careers", "careers", (lang, t) => {
  // Every open opening in the content folder, in the order the site lists them: all on the one page.
  const openings = collection("jobs", lang);
  const firstPage = openings;
  /** The openings the board shows for a filter: the site's own rule, applied to the content folder. */
  const expected = (filters: Partial<OpeningFilters>) => filterOpenings(openings, { ...NO_FILTERS, ...filters }).map((o) => o.key);

  test("shows every culture card, and every open opening in order, each with its department and location", async ({ page }) => {
    await expectCards(section(page, text(t, "culture.heading")), list<{ title: string }>(t, "culture.items"));
    const board = section(page, text(t, "openings.heading"));
    await expect(board.locator("[data-opening]")).toHaveCount(firstPage.length);
    expect(await keysShown(board, "data-opening")).toEqual(firstPage.map((o) => o.key));
    for (const o of firstPage) {
      const card = board.locator(`[data-opening="${o.key}"]`);
      await expect(card.getByRole("heading", { name: o.title })).toBeVisible();
      await expect(card.getByText(o.department, { exact: true })).toBeVisible();
      await expect(card.getByText(o.location, { exact: true })).toBeVisible();
    }
  });

  test(
    "'View details' leads to an opening's own page, or shows the not-implemented toast where it has none; 'Apply now' mails the careers address",
    ANY_WIDTH,
    async ({ page }) => {
      for (const o of firstPage) {
        const card = page.locator(`[data-opening="${o.key}"]`);
        await expect(card.getByRole("link", { name: text(t, "openings.apply") })).toHaveAttribute(
          "href",
          new RegExp(`^mailto:${settings.careersEmail}(\\?|$)`),
        );
      }
      // Two different cards, so each click is proved to open a toast of its own.
      for (const o of [...new Set([firstPage[0], firstPage.at(-1)])].filter((x) => x !== undefined)) {
        await expectItemButton(page.locator(`[data-opening="${o.key}"]`), o, "opening", lang, text(t, "openings.viewDetails"), (button) =>
          expectNotImplemented(button, lang, { close: true }),
        );
      }
    },
  );

  test(
    "the keyword, department and location controls are labelled and filter the openings as the visitor types or chooses",
    ANY_WIDTH,
    async ({ page }) => {
      const board = section(page, text(t, "openings.heading"));
      const cards = board.locator("[data-opening]");
      const shownKeys = () => keysShown(board, "data-opening");
      const keyword = board.getByRole("searchbox", { name: text(t, "filters.keyword") });
      const department = board.getByRole("combobox", { name: text(t, "filters.department") });
      const location = board.getByRole("combobox", { name: text(t, "filters.location") });
      const status = board.getByRole("status");

      // The start of a title's first word, typed in lower case and without accents.
      const word = normalize(openings.at(-1)?.title.split(" ")[0] ?? "x").slice(0, 5);
      await keyword.pressSequentially(word);
      await expect.poll(shownKeys).toEqual(expected({ keyword: word }));
      await keyword.fill("");
      await expect.poll(shownKeys).toEqual(expected({}));

      for (const o of [openings[0], openings.at(-1)].filter((x) => x !== undefined)) {
        await department.selectOption(o.department);
        await expect.poll(shownKeys).toEqual(expected({ department: o.department }));
        await department.selectOption("");
        await location.selectOption(o.location);
        await expect.poll(shownKeys).toEqual(expected({ location: o.location }));
        await location.selectOption("");
      }

      // A keyword no opening has: the list empties, the message says so, and "clear" brings every opening back.
      await keyword.fill("zzzzqqqq");
      await expect(cards).toHaveCount(0);
      await expect(status).toHaveText(text(t, "filters.none"));
      await board.getByRole("button", { name: text(t, "filters.clear") }).click();
      await expect.poll(shownKeys).toEqual(expected({}));
      await expect(keyword).toHaveValue("");
      await expect(department).toHaveValue("");
    },
  );
});

test("without JavaScript, every open opening is listed", ANY_WIDTH, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await withConsent(page);
  await page.goto(pageFor("careers", "en").path);
  expect(await keysShown(page, "data-opening")).toEqual(collection("jobs", "en").map((o) => o.key));
  await context.close();
});
