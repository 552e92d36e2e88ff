/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
// The events pages on any day (requirements.md#pages, issue 67): the first page shows the soonest
// events ahead (at most events.firstPageCount), the newest past ones with "held on" dates and no
// registration, and with nothing upcoming a sentence and "Propose an Event" instead of an empty grid;
// each page narrows by country and type, and leads to every month, the months ahead as links and the
// earlier ones folded by year. A month's page holds the month's events, ahead and past, in date order;
// a type's or a place's the soonest ahead, the months of the later ones and the latest held. The
// pages' words come from content/.
import { cleanup, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider } from "react-i18next";
import enCommon from "../../../content/locales/en/common.json";
import enEvents from "../../../content/locales/en/events.json";
import esCommon from "../../../content/locales/es/common.json";
import esEvents from "../../../content/locales/es/events.json";
import type { EventItem } from "../../../src/components/events/EventCard";
import type { ListLink } from "../../../src/components/events/eventLists";
import { EventsPage } from "../../../src/components/pages/EventsPage";
import { EventsMonthPage } from "../../../src/components/pages/EventsMonthPage";
import { EventsFacetPage } from "../../../src/components/pages/EventsFacetPage";
import { eventCalendarPath, listPath, pathFor, type ListRouteKey } from "../../../src/i18n/routes";
import { eventsFirstPage } from "../../../src/lib/eventCalendar";
import type { Lang } from "../../../src/i18n/languages";

const resources = { en: { common: enCommon, events: enEvents }, es: { common: esCommon, events: esEvents } };
const i18nFor = (lang: Lang) => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: lang, resources, interpolation: { escapeValue: false } });
  return i18n;
};

const event = (key: string, date: string): EventItem => ({
  key,
  title: `Event ${key}`,
  date,
  dateLabel: `label ${date}`,
  location: "Lima, Peru",
  type: "Qualifier",
  participants: 64,
  participantsLabel: "64",
  prizePool: 1000,
  prizePoolLabel: "$1,000",
  status: null,
  hasPage: false,
});
const EVENTS = [event("before", "2027-01-15"), event("on", "2027-01-16"), event("after", "2027-01-17")];

const link = (route: ListRouteKey, value: string, label: string, lang: Lang): ListLink => ({
  route,
  value,
  label,
  path: listPath(route, lang, value),
});
/** The list's other pages as the build hands them over: months over three years, two types, two places. */
const archiveIn = (lang: Lang): ListLink[] => [
  ...["2027-03", "2027-02", "2027-01", "2026-11", "2026-02", "2025-06"].map((m) => link("eventsMonth", m, `month ${m}`, lang)),
  link("eventsType", "qualifier", "Qualifier", lang),
  link("eventsType", "convention", "Convention", lang),
  link("eventsPlace", "peru", "Peru", lang),
  link("eventsPlace", "chile", "Chile", lang),
];

function strings(lang: Lang) {
  return i18nFor(lang).getFixedT(lang, "events");
}

function renderIn(lang: Lang, page: React.ReactElement) {
  render(<I18nextProvider i18n={i18nFor(lang)}>{page}</I18nextProvider>);
  const t = strings(lang);
  return {
    t,
    region: (name: string) => screen.queryByRole("region", { name }),
    cards: (region: HTMLElement | null) =>
      region ? [...region.querySelectorAll("[data-event]")].map((el) => el.getAttribute("data-event")) : [],
  };
}

function renderFirstPage(lang: Lang, day: string, events: readonly EventItem[] = EVENTS, firstPageCount = 6) {
  const { upcoming, past, more } = eventsFirstPage(events, day, firstPageCount);
  const found = renderIn(
    lang,
    <EventsPage
      lang={lang}
      alternates={{ en: "/en/events", es: "/es/eventos" }}
      upcoming={upcoming}
      upcomingTotal={upcoming.length + more}
      past={past}
      galleryPhotos={new Map()}
      archive={archiveIn(lang)}
      day={day}
    />,
  );
  return { ...found, upcoming: found.region(found.t("upcoming.heading"))!, past: found.region(found.t("past.heading")) };
}

/** The links a keyboard reaches without opening anything: those in no closed disclosure. */
const reachable = (root: HTMLElement) =>
  [...root.querySelectorAll("a")].filter((a) => !a.closest("details:not([open])") || a.closest("summary") !== null);

for (const lang of ["en", "es"] as const) {
  describe(`the events page (${lang})`, () => {
    it("lists the events ahead under 'Upcoming', each with its 'Learn more' button, and the ones gone by in the past list", () => {
      const { t, upcoming, past, cards } = renderFirstPage(lang, "2027-01-16");
      expect(cards(upcoming)).toEqual(["on", "after"]);
      expect(within(upcoming).getAllByRole("button", { name: new RegExp(t("upcoming.learnMore")) })).toHaveLength(2);
      expect(cards(past)).toEqual(["before"]);
      const card = within(past!).getByRole("article");
      expect(card.textContent).toContain(t("past.heldOn"));
      expect(card.textContent).not.toContain(t("upcoming.detailsSoon"));
      expect(within(card).queryByRole("button")).toBeNull();
    });

    it("with nothing upcoming says so, offers 'Propose an Event' and shows no grid", () => {
      const { t, upcoming, past, cards } = renderFirstPage(lang, "2027-02-01");
      expect(cards(upcoming)).toEqual([]);
      // No grid of cards: the lists left are the filters' and the months'.
      expect(
        within(upcoming)
          .queryAllByRole("list")
          .filter((list) => !list.closest("nav")),
      ).toEqual([]);
      expect(within(upcoming).getByText(t("upcoming.none"))).toBeTruthy();
      expect(
        within(upcoming)
          .getByRole("link", { name: t("cta.propose") })
          .getAttribute("href"),
      ).toBe(pathFor("contact", lang));
      expect(cards(past)).toEqual(["after", "on", "before"]);
    });

    it("with nothing past has no past list", () => {
      const { upcoming, past, cards } = renderFirstPage(lang, "2026-01-01");
      expect(cards(upcoming)).toEqual(["before", "on", "after"]);
      expect(past).toBeNull();
    });

    it("shows only the soonest events ahead, as many as its count, and says how many more are on their months' pages", () => {
      const many = Array.from({ length: 9 }, (_, i) => event(`ahead-${i}`, `2027-0${1 + Math.floor(i / 3)}-1${i % 3}`));
      const { t, upcoming, cards } = renderFirstPage(lang, "2026-12-01", many, 4);
      expect(cards(upcoming)).toEqual(["ahead-0", "ahead-1", "ahead-2", "ahead-3"]);
      const more = within(upcoming).getByText(t("list.moreAhead", { count: 5 }));
      expect(more.closest("a")!.getAttribute("href")).toBe("#event-months");
      // With no more than its count ahead, nothing is left to say.
      const few = renderFirstPage(lang, "2027-01-16");
      expect(within(few.upcoming).queryByText(t("list.moreAhead", { count: 0 }))).toBeNull();
    });

    it("leads to every month: those from the build's month on as links, soonest first; the earlier ones folded away, by year, newest year first", () => {
      const { t } = renderFirstPage(lang, "2027-01-16");
      const months = screen.getByRole("navigation", { name: t("list.months.heading") });
      expect(months.id).toBe("event-months");
      // A skip link's target: it takes focus.
      expect(months.getAttribute("tabindex")).toBe("-1");
      const visible = reachable(months).map((a) => a.getAttribute("href"));
      expect(visible).toEqual(["2027-01", "2027-02", "2027-03"].map((m) => listPath("eventsMonth", lang, m)));
      const folded = months.querySelector("details")!;
      expect(folded.open).toBe(false);
      expect(within(folded).getByText(t("list.months.earlier")).tagName).toBe("SUMMARY");
      expect([...folded.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(["2026", "2025"]);
      expect([...folded.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
        ["2026-02", "2026-11", "2025-06"].map((m) => listPath("eventsMonth", lang, m)),
      );
    });

    it("narrows by country and by type, each choice a link to its page, the unfiltered list marked as the one shown", () => {
      const { t, upcoming } = renderFirstPage(lang, "2027-01-16");
      const filters = within(upcoming).getByRole("navigation", { name: t("list.filters.heading") });
      const all = within(filters).getByRole("link", { name: t("list.filters.all") });
      expect(all.getAttribute("href")).toBe(pathFor("events", lang));
      expect(all.getAttribute("aria-current")).toBe("page");
      const groups = [...filters.querySelectorAll("details")];
      expect(groups.map((d) => d.querySelector("summary")!.textContent)).toEqual([t("list.filters.place"), t("list.filters.type")]);
      expect(groups.every((d) => !d.open)).toBe(true);
      expect([...groups[0]!.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
        listPath("eventsPlace", lang, "peru"),
        listPath("eventsPlace", lang, "chile"),
      ]);
      expect([...groups[1]!.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
        listPath("eventsType", lang, "qualifier"),
        listPath("eventsType", lang, "convention"),
      ]);
    });

    it("offers skip links to the past events and the months, each to an element that takes focus", () => {
      const { t } = renderFirstPage(lang, "2027-01-16");
      for (const [name, href] of [
        [t("list.skip.past"), "#past"],
        [t("list.skip.months"), "#event-months"],
      ] as const) {
        expect(screen.getByRole("link", { name }).getAttribute("href")).toBe(href);
        expect(document.querySelector(href)!.getAttribute("tabindex")).toBe("-1");
      }
    });
  });

  describe(`a month's page (${lang})`, () => {
    const month = "2027-01";
    const renderMonth = (day: string, current = month) =>
      renderIn(
        lang,
        <EventsMonthPage
          lang={lang}
          alternates={{ en: listPath("eventsMonth", "en", current), es: listPath("eventsMonth", "es", current) }}
          events={EVENTS}
          month="January 2027"
          archive={archiveIn(lang)}
          day={day}
        />,
      );

    it("lists every event of its month in date order, those before the build's date as held, the others with their calendar file", () => {
      const { t, cards } = renderMonth("2027-01-16");
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(t("list.month.title", { month: "January 2027" }));
      const list = screen.getByRole("region", { name: t("list.month.heading", { month: "January 2027" }) });
      expect(cards(list)).toEqual(["before", "on", "after"]);
      const card = (key: string) => list.querySelector<HTMLElement>(`[data-event="${key}"]`)!;
      expect(card("before").textContent).toContain(t("past.heldOn"));
      expect(card("before").querySelector('a[href$=".ics"]')).toBeNull();
      for (const key of ["on", "after"]) {
        expect(card(key).textContent).not.toContain(t("past.heldOn"));
        expect(card(key).querySelector('a[href$=".ics"]')!.getAttribute("href")).toBe(eventCalendarPath(lang, key));
      }
    });

    it("marks itself among the months, and opens the earlier months when it is one of them", () => {
      const { t } = renderMonth("2027-01-16");
      const months = screen.getByRole("navigation", { name: t("list.months.heading") });
      expect(within(months).getByRole("link", { current: "page" }).getAttribute("href")).toBe(listPath("eventsMonth", lang, month));
      expect(months.querySelector("details")!.open).toBe(false);
      cleanup();
      renderMonth("2027-01-16", "2026-02");
      expect(screen.getByRole("navigation", { name: t("list.months.heading") }).querySelector("details")!.open).toBe(true);
    });
  });

  describe(`a type's or a country's page (${lang})`, () => {
    const renderFacet = (day: string, upcoming: readonly EventItem[], laterDates: readonly string[], past: readonly EventItem[]) =>
      renderIn(
        lang,
        <EventsFacetPage
          lang={lang}
          alternates={{ en: listPath("eventsPlace", "en", "peru"), es: listPath("eventsPlace", "es", "peru") }}
          by="place"
          value="Peru"
          upcoming={upcoming}
          laterDates={laterDates}
          past={past}
          archive={archiveIn(lang)}
          day={day}
        />,
      );

    it("shows its soonest events ahead, the months of the later ones, and the latest held; its choice open and marked among the filters", () => {
      const { t, region, cards } = renderFacet(
        "2027-01-16",
        [EVENTS[1]!, EVENTS[2]!],
        ["2027-02-03", "2027-03-09", "2027-03-20"],
        [EVENTS[0]!],
      );
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(t("list.place.title", { value: "Peru" }));
      const upcoming = region(t("upcoming.heading"))!;
      expect(cards(upcoming)).toEqual(["on", "after"]);
      const later = within(upcoming).getByRole("navigation", { name: t("list.restByMonth") });
      expect([...later.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(
        ["2027-02", "2027-03"].map((m) => listPath("eventsMonth", lang, m)),
      );
      expect(cards(region(t("past.heading")))).toEqual(["before"]);
      const filters = within(upcoming).getByRole("navigation", { name: t("list.filters.heading") });
      const chosen = within(filters).getByRole("link", { current: "page" });
      expect(chosen.getAttribute("href")).toBe(listPath("eventsPlace", lang, "peru"));
      expect(chosen.closest("details")!.open).toBe(true);
      expect(chosen.closest("details")!.querySelector("summary")!.textContent).toBe(`${t("list.filters.place")}: Peru`);
    });

    it("with none ahead says so, offers 'Propose an Event', and still shows the ones held", () => {
      const { t, region, cards } = renderFacet("2027-02-01", [], [], [EVENTS[2]!]);
      const upcoming = region(t("upcoming.heading"))!;
      expect(cards(upcoming)).toEqual([]);
      expect(within(upcoming).getByText(t("list.place.noneAhead", { value: "Peru" }))).toBeTruthy();
      expect(
        within(upcoming)
          .getByRole("link", { name: t("cta.propose") })
          .getAttribute("href"),
      ).toBe(pathFor("contact", lang));
      expect(cards(region(t("past.heading")))).toEqual(["after"]);
    });
  });
}
