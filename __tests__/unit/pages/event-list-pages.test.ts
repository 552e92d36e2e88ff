// Which pages the events list has at a moment (src/node/schedule/siteAt.ts, the list routes of
// src/config/routes.json), for events made up here: one per month, per type and per country of the
// events shown or once live, in each language's words, never moving; where an event's card stays for
// good (eventCardPath), and the file that forwards a link an earlier build made to it.
import { eventMonths } from "../../../src/node/createPages/eventMonthsData";
import { siteAt, type ScheduleSnapshot } from "../../../src/node/schedule/siteAt";
import type { Item } from "../../../src/node/contentChecks";
import { entryByPath, eventCardPath, listByPath, listPath } from "../../../src/i18n/routes";
import { checkRoutes } from "../../../src/i18n/routeChecks";
import routeMap from "../../../src/config/routes.json";
import { LANGUAGES, type Lang } from "../../../src/i18n/languages";

const AT = Date.parse("2027-01-16T12:00:00Z");
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

type EventFacts = { key: string; date: string; type: Record<Lang, string>; location: Record<Lang, string>; window?: Partial<Item> };
const EVENTS: EventFacts[] = [
  {
    key: "lima-qualifier",
    date: "2026-11-07",
    type: { en: "Qualifier", es: "Clasificatorio" },
    location: { en: "Lima, Peru", es: "Lima, Perú" },
  },
  {
    key: "continental-cup",
    date: "2027-03-13",
    type: { en: "Championship", es: "Campeonato" },
    location: { en: "Guadalajara, Mexico", es: "Guadalajara, México" },
  },
  {
    key: "monterrey-open",
    date: "2027-03-20",
    type: { en: "Qualifier", es: "Clasificatorio" },
    location: { en: "Monterrey, Mexico", es: "Monterrey, México" },
  },
  // Goes live tomorrow: its month, type and country are on no page yet.
  {
    key: "secret-expo",
    date: "2027-09-04",
    type: { en: "Convention", es: "Convención" },
    location: { en: "Oslo, Norway", es: "Oslo, Noruega" },
    window: { goesLiveAt: iso(AT + 24 * hour) },
  },
  // Was live, came down an hour ago: the pages it made stay, without it.
  {
    key: "bogota-masters",
    date: "2027-05-22",
    type: { en: "Premier tournament", es: "Torneo premier" },
    location: { en: "Bogotá, Colombia", es: "Bogotá, Colombia" },
    window: { goesLiveAt: iso(AT - 48 * hour), comesDownAt: iso(AT - hour) },
  },
];

function snapshot(events: readonly EventFacts[] = EVENTS): ScheduleSnapshot {
  const item = (e: EventFacts, lang: Lang): Item => ({
    key: e.key,
    title: e.key,
    date: e.date,
    type: e.type[lang],
    location: e.location[lang],
    participants: 8,
    prizePool: 100,
    ...e.window,
  });
  const inLanguage = (lang: Lang) => new Map(events.map((e) => [e.key, item(e, lang)]));
  return {
    items: new Map([["events", events.map((e) => item(e, "en"))]]),
    byLanguage: new Map([["events", { en: inLanguage("en"), es: inLanguage("es") } as Record<Lang, ReadonlyMap<string, Item>>]]),
    entries: new Map(),
  };
}

const site = siteAt(snapshot(), AT);
const pagesOf = (route: string) => site.listPages.filter((p) => p.route.key === route);

describe("the events list's pages at a moment", () => {
  it("has one page per month of the events shown or once live, holding the shown ones, in every language at the same value", () => {
    expect(pagesOf("eventsMonth").map((p) => [p.value, p.keys])).toEqual([
      ["2026-11", ["lima-qualifier"]],
      ["2027-03", ["continental-cup", "monterrey-open"]],
      // The event came down: its month's page stays (an earlier build linked it), holding nothing.
      ["2027-05", []],
    ]);
    for (const page of pagesOf("eventsMonth"))
      for (const lang of LANGUAGES) expect(page.paths[lang]).toBe(listPath("eventsMonth", lang, page.value));
  });

  it("names a month in each language's words, written by the build", () => {
    const march = pagesOf("eventsMonth").find((p) => p.value === "2027-03")!;
    expect(march.labels).toEqual({ en: "March 2027", es: "marzo de 2027" });
  });

  it("has one page per type and per country, each at its own language's words, paired by the default language's", () => {
    expect(pagesOf("eventsType").map((p) => [p.value, p.paths, p.labels.es])).toEqual(
      expect.arrayContaining([
        ["qualifier", { en: "/en/events/type/qualifier", es: "/es/eventos/tipo/clasificatorio" }, "Clasificatorio"],
        ["championship", { en: "/en/events/type/championship", es: "/es/eventos/tipo/campeonato" }, "Campeonato"],
      ]),
    );
    expect(pagesOf("eventsPlace").map((p) => [p.value, p.paths.es, p.keys])).toEqual(
      expect.arrayContaining([
        ["mexico", "/es/eventos/lugar/mexico", ["continental-cup", "monterrey-open"]],
        ["peru", "/es/eventos/lugar/peru", ["lima-qualifier"]],
        ["colombia", "/es/eventos/lugar/colombia", []],
      ]),
    );
  });

  it("gives two places that read alike in one language (a translation that names the other's country) each its own address and words there", () => {
    // An editor wrote the city alone in English and "City, Country" in Spanish: in Spanish, that
    // event's place reads "México", as the other page's does. The odd one comes first, so it would
    // claim the other's address.
    const alike: EventFacts[] = [
      {
        key: "odd",
        date: "2027-02-06",
        type: { en: "Qualifier", es: "Clasificatorio" },
        location: { en: "Monterrey", es: "Monterrey, México" },
      },
      EVENTS[1]!,
    ];
    const places = siteAt(snapshot(alike), AT).listPages.filter((p) => p.route.key === "eventsPlace");
    expect(places.map((p) => [p.value, p.paths.es, p.labels.es])).toEqual([
      ["monterrey", "/es/eventos/lugar/monterrey", "Monterrey"],
      ["mexico", "/es/eventos/lugar/mexico", "México"],
    ]);
  });

  it("gives an event not live yet no month, type or country of its own", () => {
    const values = site.listPages.map((p) => p.value);
    expect(values).not.toContain("2027-09");
    expect(values).not.toContain("convention");
    expect(values).not.toContain("norway");
    expect(site.listPages.flatMap((p) => p.keys)).not.toContain("secret-expo");
  });

  it("counts every list page among the site's pages, for the hosts' address plan", () => {
    for (const page of site.listPages) for (const lang of LANGUAGES) expect(site.pages.has(page.paths[lang])).toBe(true);
  });
});

describe("an event's card's lasting address", () => {
  it("is its month's page, at the card's heading, in each language", () => {
    expect(eventCardPath("en", "continental-cup", "2027-03-13")).toBe("/en/events/2027-03#continental-cup-title");
    expect(eventCardPath("es", "continental-cup", "2027-03-13")).toBe("/es/eventos/2027-03#continental-cup-title");
  });

  it("is a list page's address, never an item's: a month has no letter, and an event's key must", () => {
    expect(listByPath("/es/eventos/2027-03")).toMatchObject({ lang: "es", value: "2027-03", route: { key: "eventsMonth" } });
    expect(entryByPath("/es/eventos/2027-03")).toBeUndefined();
    expect(listByPath("/en/events/type/premier-tournament")).toMatchObject({ value: "premier-tournament", route: { key: "eventsType" } });
    expect(listByPath("/es/eventos/lugar/mexico")).toMatchObject({ value: "mexico", route: { key: "eventsPlace" } });
    expect(listByPath("/en/events/continental-cup")).toBeUndefined();
    expect(entryByPath("/en/events/continental-cup")).toMatchObject({ itemKey: "continental-cup" });
    expect(checkRoutes(routeMap)).toEqual([]);
  });
});

describe("the file that forwards an earlier build's links to a card", () => {
  const data = eventMonths(site.listPages);

  it("names each event shown with its month's page, in each language", () => {
    expect(data.en).toEqual({
      "lima-qualifier": "/en/events/2026-11",
      "continental-cup": "/en/events/2027-03",
      "monterrey-open": "/en/events/2027-03",
    });
    expect(data.es["continental-cup"]).toBe("/es/eventos/2027-03");
  });

  it("names no event that is not live", () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(data[lang])).not.toContain("secret-expo");
      expect(Object.keys(data[lang])).not.toContain("bogota-masters");
    }
  });
});
