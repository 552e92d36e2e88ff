import { collection, list, openPage, section, strings, text } from "../support/pageContent";
import { LANGUAGES } from "../../src/i18n/languages";
import { expect, test } from "../support/browserTest";

interface Card {
  title: string;
  text: string;
}
interface Milestone {
  key: string;
  year: number;
  title: string;
  description: string;
}

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
    const values = section(page, text(t, "values.heading"));
    await expect(values.getByRole("article")).toHaveCount(list<Card>(t, "values.items").length);
    for (const v of list<Card>(t, "values.items")) await expect(values.getByRole("heading", { name: v.title })).toBeVisible();

    const timeline = section(page, text(t, "timeline.heading"));
    const milestones = collection<Milestone>("timeline", lang);
    await expect(timeline.locator("[data-year]")).toHaveCount(milestones.length);
    expect(await timeline.locator("[data-year]").evaluateAll((els) => els.map((el) => el.getAttribute("data-year")))).toEqual(
      milestones.map((m) => String(m.year)),
    );
    for (const m of milestones) {
      const entry = timeline.locator(`[data-year="${m.year}"]`);
      await expect(entry.getByRole("heading", { name: m.title })).toBeVisible();
      await expect(entry).toContainText(String(m.year));
      await expect(entry).toContainText(m.description);
    }

    const leadership = section(page, text(t, "leadership.heading"));
    for (const p of list<string>(t, "leadership.paragraphs")) await expect(leadership.getByText(p)).toBeVisible();

    const responsibility = section(page, text(t, "responsibility.heading"));
    await expect(responsibility.getByRole("article")).toHaveCount(list<Card>(t, "responsibility.items").length);
    for (const r of list<Card>(t, "responsibility.items"))
      await expect(responsibility.getByRole("heading", { name: r.title })).toBeVisible();
  });
}
