// An item's own page as a visitor uses it (a press release, a job opening, an event with a page
// text): its title and text, its picture, what to do next, and the way back to its list. One test
// per item page the content under test makes: none on the launch content; the editor's day
// (__tests__/fixtures/itemPages.ts) has some, and every-page's checks run on them too.
import { mailto } from "../../src/config/settings";
import { eventCalendarPath, pathFor, routeByKey, entryRouteByKey } from "../../src/i18n/routes";
import { contentItems, itemPages, pageStrings } from "../support/siteUnderTest";
import { strings, text } from "../support/pageContent";
import { ANY_WIDTH, expect, settings, test, withConsent } from "../support/browserTest";
import { siteDate } from "../../src/lib/siteDate";

type Item = { key: string; title: string; date?: string; image?: { alt?: string }; body?: string };

for (const page of itemPages()) {
  const route = entryRouteByKey(page.key);
  const item = contentItems<Item>(route.entries, page.lang).find((i) => i.key === page.item)!;
  const picture = contentItems<Item>(route.entries, "en").find((i) => i.key === page.item)!.image as { src?: string } | undefined;

  test(`${page.path}: its title, text and picture, what to do next, and the way back to its list`, ANY_WIDTH, async ({ page: tab }) => {
    await withConsent(tab);
    await tab.goto(page.path);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText(item.title);
    const article = tab.getByRole("article", { name: item.title });
    // The page text's headings start below the title: a "#" in it is a level-two heading.
    if (/^#/m.test(item.body ?? "")) await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(article.locator("h1")).toHaveCount(0);
    if (picture?.src) await expect(article.locator("picture img")).toHaveAttribute("alt", item.image?.alt ?? "");
    else await expect(article.locator("picture")).toHaveCount(0);

    if (page.key === "opening") {
      const t = pageStrings(page.lang, "careers");
      await expect(article.getByRole("link", { name: text(t, "openings.apply") })).toHaveAttribute(
        "href",
        mailto(settings.careersEmail, text(t, "openings.applySubject").replace("{{title}}", item.title)),
      );
    }
    if (page.key === "event") {
      const add = article.getByRole("link", { name: new RegExp(`^${text(strings(page.lang, "events"), "upcoming.addToCalendar")}`) });
      // Only an upcoming event can be added to a calendar.
      if ((item.date ?? "") >= siteDate()) await expect(add).toHaveAttribute("href", eventCalendarPath(page.lang, page.item));
      else await expect(add).toHaveCount(0);
    }

    const back = article.getByRole("link", { name: text(strings(page.lang, route.parent), backKey[page.key]) });
    await expect(back).toHaveAttribute("href", pathFor(route.parent, page.lang));
    await back.click();
    await expect(tab).toHaveURL(new RegExp(`${pathFor(routeByKey(route.parent).key, page.lang)}$`));
  });
}

/** Where each item page's way back is worded, in its list page's strings. */
const backKey = { pressRelease: "release.back", opening: "opening.back", event: "event.back" } as const;
