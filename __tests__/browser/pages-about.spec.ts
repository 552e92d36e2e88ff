import { type Card, collection, expectCards, keysShown, list, openPage, section, strings, text } from "../support/pageContent";
import { LANGUAGES } from "../../src/i18n/languages";
import { expect, test } from "../support/browserTest";

for (const lang of LANGUAGES) {
  test(`about (${lang}) shows mission, vision, every value, the timeline in year order, leadership and every responsibility card`, async ({
    page,
  }) => {
    const t = strings(lang, "about");
    await openPage(page, "about", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(t, "hero.title"));
    for (const key of ["mission", "vision"]) {
      await expect(page.getByRole("heading", { level: 2, name: text(t, `${key}.title`) })).toBeVisible();
      await expect(page.getByText(text(t, `${key}.text`))).toBeVisible();
    }
    await expectCards(section(page, text(t, "values.heading")), list<Card>(t, "values.items"));

    const timeline = section(page, text(t, "timeline.heading"));
    const milestones = collection("timeline", lang);
    await expect(timeline.locator("[data-year]")).toHaveCount(milestones.length);
    expect(await keysShown(timeline, "data-year")).toEqual(milestones.map((m) => String(m.year)));
    for (const m of milestones) {
      const entry = timeline.locator(`[data-year="${m.year}"]`);
      await expect(entry.getByRole("heading", { name: m.title })).toBeVisible();
      await expect(entry).toContainText(String(m.year));
      await expect(entry).toContainText(m.description);
    }

    const leadership = section(page, text(t, "leadership.heading"));
    for (const p of list<string>(t, "leadership.paragraphs")) await expect(leadership.getByText(p)).toBeVisible();

    await expectCards(section(page, text(t, "responsibility.heading")), list<Card>(t, "responsibility.items"));
  });
}
