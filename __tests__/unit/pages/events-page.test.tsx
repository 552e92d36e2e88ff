/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
// The events page on any day (requirements.md#pages): upcoming events in a grid, past ones in their
// own list with "held on" dates and no registration, and with nothing upcoming a sentence and
// "Propose an Event" instead of an empty grid. The page's words come from content/.
import { render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider } from "react-i18next";
import enCommon from "../../../content/locales/en/common.json";
import enEvents from "../../../content/locales/en/events.json";
import esCommon from "../../../content/locales/es/common.json";
import esEvents from "../../../content/locales/es/events.json";
import type { EventItem } from "../../../src/components/events/EventCard";
import { EventsPage } from "../../../src/components/pages/EventsPage";
import { pathFor } from "../../../src/i18n/routes";
import { splitEvents } from "../../../src/lib/eventCalendar";
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

function renderOn(lang: Lang, day: string) {
  const { upcoming, past } = splitEvents(EVENTS, day);
  const i18n = i18nFor(lang);
  render(
    <I18nextProvider i18n={i18n}>
      <EventsPage
        lang={lang}
        alternates={{ en: "/en/events", es: "/es/eventos" }}
        upcoming={upcoming}
        past={past}
        galleryPhotos={new Map()}
      />
    </I18nextProvider>,
  );
  const t = i18n.getFixedT(lang, "events");
  return {
    t,
    upcoming: screen.getByRole("region", { name: t("upcoming.heading") }),
    past: screen.queryByRole("region", { name: t("past.heading") }),
    cards: (region: HTMLElement | null) =>
      region ? [...region.querySelectorAll("[data-event]")].map((el) => el.getAttribute("data-event")) : [],
  };
}

for (const lang of ["en", "es"] as const) {
  describe(`the events page (${lang})`, () => {
    it("lists the events ahead under 'Upcoming', each with its 'Learn more' button, and the ones gone by in the past list", () => {
      const { t, upcoming, past, cards } = renderOn(lang, "2027-01-16");
      expect(cards(upcoming)).toEqual(["on", "after"]);
      expect(within(upcoming).getAllByRole("button", { name: new RegExp(t("upcoming.learnMore")) })).toHaveLength(2);
      expect(cards(past)).toEqual(["before"]);
      const card = within(past!).getByRole("article");
      expect(card.textContent).toContain(t("past.heldOn"));
      expect(card.textContent).not.toContain(t("upcoming.detailsSoon"));
      expect(within(card).queryByRole("button")).toBeNull();
    });

    it("with nothing upcoming says so, offers 'Propose an Event' and shows no grid", () => {
      const { t, upcoming, past, cards } = renderOn(lang, "2027-02-01");
      expect(cards(upcoming)).toEqual([]);
      expect(within(upcoming).queryByRole("list")).toBeNull();
      expect(within(upcoming).getByText(t("upcoming.none"))).toBeTruthy();
      expect(
        within(upcoming)
          .getByRole("link", { name: t("cta.propose") })
          .getAttribute("href"),
      ).toBe(pathFor("contact", lang));
      expect(cards(past)).toEqual(["after", "on", "before"]);
    });

    it("with nothing past has no past list", () => {
      const { upcoming, past, cards } = renderOn(lang, "2026-01-01");
      expect(cards(upcoming)).toEqual(["before", "on", "after"]);
      expect(past).toBeNull();
    });
  });
}
