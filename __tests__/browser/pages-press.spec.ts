import { formatDate } from "../../src/i18n/format";
import {
  collection,
  describePage,
  DOCUMENTS,
  expectDocumentButton,
  expectItemButton,
  expectNotImplemented,
  keysShown,
  section,
  text,
} from "../support/pageContent";
import { ANY_WIDTH, expect, hydrated, reactOwnership, settings, test } from "../support/browserTest";
import { listPath, pathFor } from "../../src/i18n/routes";

describePage("press", "press", (lang, t) => {
  test("shows the newest releases, newest first, whose 'Read more' leads to its own page, or shows the not-implemented toast where it has none", async ({
    page,
  }) => {
    const releases = section(page, text(t, "releases.heading"));
    const expected = collection("press", lang).slice(0, settings.press.firstPageCount);
    await expect(releases.locator("[data-release]")).toHaveCount(expected.length);
    expect(await keysShown(releases, "data-release")).toEqual(expected.map((r) => r.key));
    for (const r of expected) {
      const item = releases.locator(`[data-release="${r.key}"]`);
      await expect(item.getByRole("heading", { name: r.title })).toBeVisible();
      await expect(item.locator(`time[datetime="${r.date}"]`)).toHaveText(formatDate(r.date, lang));
      await expect(item.getByText(r.summary)).toBeVisible();
      await expectItemButton(item, r, "pressRelease", lang, text(t, "releases.readMore"), (button) =>
        expectNotImplemented(button, lang, { close: true }),
      );
    }
  });

  test(
    "the media kit button downloads the kit an editor attached, or shows the not-implemented toast, and the press contact mails the press address",
    ANY_WIDTH,
    async ({ page }) => {
      const resources = section(page, text(t, "resources.heading"));
      await expect(resources.getByText(settings.pressEmail, { exact: true })).toBeVisible();
      await expect(resources.getByRole("link", { name: text(t, "contact.cta") })).toHaveAttribute("href", `mailto:${settings.pressEmail}`);
      await expectDocumentButton(resources, DOCUMENTS.mediaKit, lang);
    },
  );
});

describePage("press archive", "press", (lang, t) => {
  // Each year with a release has its page; the first page and each year's page link every year, newest first.
  const years = [...new Set(collection("press", lang).map((r) => r.date.slice(0, 4)))].sort().reverse();

  test("links each year's page, newest first, and each year's page lists that year's releases, newest first, at an address that never moves", async ({
    page,
  }) => {
    const archive = page.getByRole("navigation", { name: text(t, "archive.years") });
    const links = archive.getByRole("link");
    await expect(links).toHaveText(years);
    for (const year of years) {
      await page.goto(listPath("pressYear", lang, year));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(t, "archive.title").replace("{{year}}", year));
      const onYear = collection("press", lang).filter((r) => r.date.startsWith(year));
      expect(await keysShown(page.locator("main"), "data-release")).toEqual(onYear.map((r) => r.key));
      const here = page.getByRole("navigation", { name: text(t, "archive.years") });
      await expect(here.getByRole("link", { name: year })).toHaveAttribute("aria-current", "page");
      await expect(here.getByRole("link", { name: text(t, "archive.latest") })).toHaveAttribute("href", pathFor("press", lang));
    }
  });

  test(
    "keeps every release card as the build rendered it, on the first page and a year's, and a 'Read more' with no page still shows the not-implemented toast",
    ANY_WIDTH,
    async ({ page }) => {
      // Hydrating a card costs a phone's main thread: its link is a plain link, and the list hears its toast button.
      const year = years[0];
      // Skipped only for content with no release (an editor may remove them all); the launch content and the editor's day run it.
      test.skip(year === undefined, "the content under test has no release");
      expect(await reactOwnership(page, "release-list")).toEqual({ element: true, inside: 0 });
      await page.goto(listPath("pressYear", lang, year!));
      await hydrated(page);
      expect(await reactOwnership(page, "release-list")).toEqual({ element: true, inside: 0 });
      const withoutPage = collection("press", lang).find((r) => r.date.startsWith(year!) && !r.hasPage);
      if (withoutPage)
        await expectNotImplemented(
          page.locator(`[data-release="${withoutPage.key}"]`).getByRole("button", { name: text(t, "releases.readMore") }),
          lang,
        );
    },
  );

  test("a keyboard user reaches the years from the top of the page within a few tab stops, by a skip link", ANY_WIDTH, async ({ page }) => {
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(text(t, "archive.skip"));
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", listPath("pressYear", lang, years[0]!));
  });
});
