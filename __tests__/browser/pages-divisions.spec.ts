import { collection, describePage, expectLinkTo, followLinkTo, list, section, text } from "../support/pageContent";
import { expect, pageFor, test } from "../support/browserTest";
import type { Locator } from "@playwright/test";

interface Division {
  id: string;
  title: string;
  text: string;
  features: string[];
}

/**
 * The words of a link that people see: text whose element is more than a clipped pixel (a text's own
 * box ignores the clipping of a visually hidden element, its element's box does not).
 */
async function visibleText(link: Locator): Promise<string> {
  await link.scrollIntoViewIfNeeded();
  return link.evaluate((a) => {
    const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
    let shown = "";
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) shown += node.textContent;
    }
    return shown.trim();
  });
}

describePage("divisions", "divisions", (lang, t) => {
  const stats = collection("stats", lang);

  // One visit per width: a page load is most of a browser test's time (docs/testing.md).
  test("shows every division block with its own figures, its features and 'Learn more' to contact, then a call to action to partnerships and contact", async ({
    page,
  }) => {
    await test.step("every division block with its own figures, its features and 'Learn more' to contact", async () => {
      const divisions = list<Division>(t, "items");
      for (const d of divisions) {
        const block = section(page, d.title);
        await expect(block).toBeVisible();
        await expect(block.getByText(d.text)).toBeVisible();
        const own = stats.filter((s) => s.group === d.id);
        await expect(block.locator("[data-stat]")).toHaveCount(own.length);
        for (const s of own) {
          await expect(block.locator(`[data-stat="${s.key}"]`)).toBeVisible();
          await expect(block.locator(`[data-stat="${s.key}"]`)).toContainText(s.value);
        }
        for (const f of d.features) await expect(block.getByText(f, { exact: true })).toBeVisible();
        const full = text(t, "learnMoreLabel").replace("{{division}}", d.title);
        const learnMore = block.getByRole("link", { name: full, exact: true });
        await expect(learnMore).toHaveCount(1);
        await expect(learnMore).toHaveAttribute("href", pageFor("contact", lang).path);
        // The label people see is the requirements'; the words that name the division are in the
        // link's text (what search engines read) but take no room on screen.
        expect(await visibleText(learnMore)).toBe(text(t, "learnMore"));
        await expect(learnMore).not.toHaveAttribute("aria-label", /.*/);
      }
    });

    await test.step("it closes with a call to action to partnerships and contact", async () => {
      const cta = section(page, text(t, "cta.title"));
      await expectLinkTo(cta, text(t, "cta.partnerships"), "partnerships", lang);
      await expectLinkTo(cta, text(t, "cta.contact"), "contact", lang);
      await followLinkTo(cta, text(t, "cta.partnerships"), "partnerships", lang);
    });
  });
});
