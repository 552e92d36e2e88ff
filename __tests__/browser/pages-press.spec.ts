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
import { ANY_WIDTH, expect, settings, test } from "../support/browserTest";

describePage("press", "press", (lang, t) => {
  test("shows every dated release, newest first, whose 'Read more' leads to its own page, or shows the not-implemented toast where it has none", async ({
    page,
  }) => {
    const releases = section(page, text(t, "releases.heading"));
    const expected = collection("press", lang);
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
