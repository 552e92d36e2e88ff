import { formatDate } from "../../src/lib/format";
import { closeToast, collection, expectNotImplementedToast, openPage, section, strings, text } from "../support/pageContent";
import { LANGUAGES } from "../../src/i18n/languages";
import { ANY_WIDTH, expect, settings, test } from "../support/browserTest";

interface Release {
  key: string;
  date: string;
  title: string;
  summary: string;
}

for (const lang of LANGUAGES) {
  test.describe(`press (${lang})`, () => {
    const t = strings(lang, "press");

    test("shows every dated release, newest first, whose 'Read more' shows the not-implemented toast", async ({ page }) => {
      await openPage(page, "press", lang);
      const releases = section(page, text(t, "releases.heading"));
      const expected = collection<Release>("press", lang);
      await expect(releases.locator("[data-release]")).toHaveCount(expected.length);
      expect(await releases.locator("[data-release]").evaluateAll((els) => els.map((el) => el.getAttribute("data-release")))).toEqual(
        expected.map((r) => r.key),
      );
      for (const r of expected) {
        const item = releases.locator(`[data-release="${r.key}"]`);
        await expect(item.getByRole("heading", { name: r.title })).toBeVisible();
        await expect(item.locator(`time[datetime="${r.date}"]`)).toHaveText(formatDate(r.date, lang));
        await expect(item.getByText(r.summary)).toBeVisible();
        await item.getByRole("button", { name: text(t, "releases.readMore") }).click();
        await expectNotImplementedToast(page, lang);
        await closeToast(page);
      }
    });

    test(
      "the media kit button shows the not-implemented toast and the press contact mails the press address",
      ANY_WIDTH,
      async ({ page }) => {
        await openPage(page, "press", lang);
        const resources = section(page, text(t, "resources.heading"));
        await expect(resources.getByText(settings.pressEmail, { exact: true })).toBeVisible();
        await expect(resources.getByRole("link", { name: text(t, "contact.cta") })).toHaveAttribute(
          "href",
          `mailto:${settings.pressEmail}`,
        );
        await resources.getByRole("button", { name: text(t, "mediaKit.download") }).click();
        await expectNotImplementedToast(page, lang);
      },
    );
  });
}
