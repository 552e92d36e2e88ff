// What each page of the events list holds, from the content under test and the one rule of what is
// ahead and what is past (src/lib/eventCalendar.ts): a month's page every event of its month, a
// type's or a country's page the soonest ahead, the months of the later ones and the newest held.
// Which pages exist (and their addresses in each language) is the build's model of the site
// (listPages in siteUnderTest.ts); what they hold is computed here from content/, never read back
// from the pages.
import { facetLabel, monthOf, slugOf, type ListFacet } from "../../src/lib/listFacets";
import { splitEvents } from "../../src/lib/eventCalendar";
import { siteDate } from "../../src/lib/siteDate";
import site from "../../src/config/site.json";
import { DEFAULT_LANGUAGE, type Lang } from "../../src/i18n/languages";
import { contentItems, listPages } from "./siteUnderTest";

export type ContentEvent = {
  key: string;
  title: string;
  date: string;
  location: string;
  type: string;
  participants: number;
  prizePool: number;
  hasPage?: boolean;
  body?: string;
};

const byDate = (a: ContentEvent, b: ContentEvent) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key);

/** The events a build shows, in one language, each with its value for a facet (the default language's, as the pages pair them). */
function eventsWith(lang: Lang, by: ListFacet): { event: ContentEvent; value: string }[] {
  const values = new Map(contentItems<ContentEvent>("events", DEFAULT_LANGUAGE).map((e) => [e.key, slugOf(facetLabel(e, by))]));
  return contentItems<ContentEvent>("events", lang).map((event) => ({ event, value: values.get(event.key)! }));
}

/** Every page of the events list in the build under test, with what it must show in its language. */
export function eventListPages(lang: Lang, day: string = siteDate()) {
  const pages = listPages().filter((page) => page.route.list === "events");
  const of = (by: ListFacet, value: string) =>
    eventsWith(lang, by)
      .filter((e) => e.value === value)
      .map((e) => e.event);
  return {
    months: pages
      .filter((page) => page.route.by === "month")
      .map((page) => ({ page, path: page.paths[lang], events: of("month", page.value).sort(byDate) })),
    facets: pages
      .filter((page) => page.route.by === "type" || page.route.by === "place")
      .map((page) => {
        const { upcoming, past } = splitEvents(of(page.route.by, page.value), day, site.events.pastCount);
        const shown = upcoming.slice(0, site.events.firstPageCount);
        const laterMonths = [...new Set(upcoming.slice(site.events.firstPageCount).map((e) => monthOf(e.date)))].sort();
        return { page, path: page.paths[lang], label: page.labels[lang], upcoming: shown, laterMonths, past };
      }),
  };
}
