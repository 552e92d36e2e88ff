import { createPages, CREATE_PAGES_STEPS } from "../../../src/node/createPages";
import { routePage } from "../../../src/node/createPages/sitePages";
import { orderProblems } from "../../../src/node/buildSteps";
import { listRouteByKey, routeByKey, routes } from "../../../src/i18n/routes";
import { LANGUAGES } from "../../../src/i18n/languages";
import type { ListPage } from "../../../src/node/schedule/siteAt";
import { settings } from "../../../src/config/settings";

// The cards themselves are drawn and tested in share-card.test.ts; here each route and language gets a stand-in.
const card = (lang: string, key: string) => ({ src: `/og/${lang}-${key}.png`, alt: `${key} (${lang})` });
const mockCards = () =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(routes.map((r) => [r.key, card(lang, r.key)]))]));
jest.mock("../../../src/node/createPages/shareCards", () => ({
  shareCards: {
    name: "social cards",
    writes: "public/og/",
    needs: ["graphql", "entries"],
    gives: ["shareCards", "entryCards"],
    run: async (facts: { shareCards: unknown; entries: { path: string; lang: string }[]; entryCards: unknown }) => {
      facts.shareCards = mockCards();
      facts.entryCards = Object.fromEntries(facts.entries.map((e) => [e.path, card(e.lang, e.path)]));
    },
  },
}));

// The site at the build's moment (src/node/schedule/siteAt.ts, read from content/) is what the address plan
// step gives; here its long lists' pages are the ones a test sets.
let mockListPages: ListPage[] = [];
jest.mock("../../../src/node/createPages/addressPlan", () => ({
  addressPlan: {
    name: "address plan",
    writes: ".cache/address-plan.json",
    gives: ["site", "addressPlan"],
    run: async (facts: { site: unknown; addressPlan: unknown }) => {
      facts.site = { at: 0, pages: new Set(), goneEntries: [], hidden: new Set(), listPages: mockListPages };
      facts.addressPlan = { at: 0, moved: [], editorsMoved: [], gone: [], settled: [] };
    },
  },
}));

// It writes into public/, which may hold a real build: scripts/test-all.sh runs these tests once the
// production build is done, and when the content manager's step ends first, that build is already in
// public/. In such a CI run it wrote this test's empty month list over the build's, and the events
// pages' tests failed. Its file is tested in event-list-pages.test.ts.
jest.mock("../../../src/node/createPages/eventMonthsData", () => ({
  eventMonthsData: {
    name: "event months data",
    writes: "public/data/event-months-<lang>.json",
    needs: ["site"],
    run: async () => undefined,
  },
}));

type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0];
interface CreatedPage {
  path: string;
  component: string;
  matchPath?: string;
  context: Record<string, unknown>;
}

/** What the item-pages query finds: a press release with a page text in both languages, and one without. */
const releaseNodes = LANGUAGES.flatMap((lang) => [
  { key: "with-page", lang, title: `Release ${lang}`, body: "## About\n\nText." },
  { key: "card-only", lang, title: `Card ${lang}`, body: null },
]);
const NO_ENTRIES = { pressRelease: { nodes: [] }, opening: { nodes: [] }, event: { nodes: [] } };

/** A year's page of the press releases, as the model gives it. */
const yearPage = (year: string, keys: string[]): ListPage => ({
  route: listRouteByKey("pressYear"),
  value: year,
  labels: { en: year, es: year },
  paths: { en: `/en/press/${year}`, es: `/es/prensa/${year}` },
  keys,
});

async function runCreatePages(result: unknown = { data: NO_ENTRIES }, listPages: ListPage[] = []) {
  mockListPages = listPages;
  const pages: CreatedPage[] = [];
  const graphql = jest.fn(async () => result);
  const reporter = { panicOnBuild: jest.fn() };
  await createPages!(
    { actions: { createPage: (page: CreatedPage) => pages.push(page) }, graphql, reporter } as unknown as CreatePagesArgs,
    {} as never,
    () => undefined,
  );
  return { pages, graphql, reporter, byPath: (p: string) => pages.find((page) => page.path === p) };
}

afterEach(() => jest.restoreAllMocks());

describe("createPages", () => {
  it("makes each slug-map page once per language at its path, '/', and each language's 404", async () => {
    const { pages, byPath } = await runCreatePages();
    expect(pages).toHaveLength(routes.length * LANGUAGES.length + 3);
    expect(byPath("/en/careers")!.context).toMatchObject({ alternates: { en: "/en/careers", es: "/es/empleos" } });
    expect(byPath("/en/careers")!.context).not.toHaveProperty("page");
    // Events carries its lists' limits from the settings: the soonest ahead it shows (every event is on its
    // month's page) and the newest past ones; press its first page's count.
    expect(byPath("/en/events")!.context).toMatchObject({
      pastCount: settings.events.pastCount,
      upcomingCount: settings.events.firstPageCount,
      alternates: { en: "/en/events", es: "/es/eventos" },
    });
    expect(byPath("/en/press")!.context).toMatchObject({ releaseCount: expect.any(Number) });
  });

  it("makes each page of a long list in each language, holding the items the model gives it, and links the list's pages", async () => {
    const { byPath } = await runCreatePages(undefined, [yearPage("2025", ["a", "b"]), yearPage("2026", ["c"])]);
    expect(byPath("/es/prensa/2025")!.component).toMatch(/templates\/pressYear\.tsx$/);
    expect(byPath("/es/prensa/2025")!.context).toMatchObject({
      language: "es",
      routeKey: null,
      namespaces: ["common", "press"],
      alternates: { en: "/en/press/2025", es: "/es/prensa/2025" },
      list: { route: "pressYear", value: "2025", label: "2025" },
      listKeys: ["a", "b"],
      shareImage: card("es", "press"),
    });
    // Newest first, on each year's page and on the list's first page.
    const years = [
      { route: "pressYear", value: "2026", label: "2026", path: "/en/press/2026" },
      { route: "pressYear", value: "2025", label: "2025", path: "/en/press/2025" },
    ];
    expect(byPath("/en/press/2025")!.context.archive).toEqual(years);
    expect(byPath("/en/press")!.context.archive).toEqual(years);
    expect(byPath("/en/about")!.context).not.toHaveProperty("archive");
  });

  it("gives every page its route's card in its language, a list's pages their list's, and the other pages their home's", async () => {
    const { pages, byPath } = await runCreatePages(undefined, [yearPage("2025", ["a"])]);
    for (const page of pages) expect(page.context.shareImage).toEqual(expect.objectContaining({ src: expect.stringMatching(/^\/og\//) }));
    expect(byPath("/es/acerca")!.context.shareImage).toEqual(card("es", "about"));
    expect(byPath("/es/prensa/2025")!.context.shareImage).toEqual(card("es", "press"));
    expect(byPath("/")!.context.shareImage).toEqual(card("en", "home"));
    expect(byPath("/404")!.context.shareImage).toEqual(card("en", "home"));
    expect(byPath("/es/404")!.context.shareImage).toEqual(card("es", "home"));
  });

  it("makes a page for each item with a page text, in each language, paired with itself in the others", async () => {
    const { byPath, pages } = await runCreatePages({ data: { ...NO_ENTRIES, pressRelease: { nodes: releaseNodes } } });
    expect(pages.filter((p) => /\/(press|prensa)\//.test(p.path)).map((p) => p.path)).toEqual([
      "/en/press/with-page",
      "/es/prensa/with-page",
    ]);
    expect(byPath("/es/prensa/with-page")!.component).toMatch(/templates\/pressRelease\.tsx$/);
    expect(byPath("/es/prensa/with-page")!.context).toMatchObject({
      language: "es",
      routeKey: null,
      entryKey: "with-page",
      entry: { route: "pressRelease", key: "with-page", parent: "press" },
      alternates: { en: "/en/press/with-page", es: "/es/prensa/with-page" },
      namespaces: ["common", "press"],
      shareImage: card("es", "/es/prensa/with-page"),
    });
  });

  it("stops the build, naming the step, when a query fails", async () => {
    const failed = await runCreatePages({ errors: [new Error("Cannot query field")] });
    expect(failed.reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/item pages: the item pages query failed/));
    expect(failed.pages).toEqual([]);
  });
});

describe("routePage", () => {
  it("gives a route its one page in a language, paired with the others", () => {
    expect(routePage(routeByKey("about"), "es", card("es", "about"))).toMatchObject({
      path: "/es/acerca",
      context: { alternates: { en: "/en/about", es: "/es/acerca" }, routeKey: "about" },
    });
  });
});

describe("the page-creation steps", () => {
  it("run in an order where every step finds what it needs", () => {
    expect(orderProblems(CREATE_PAGES_STEPS, ["graphql", "reporter", "createPage"])).toEqual([]);
  });

  it("would refuse to create pages before the site's model and the cards exist", () => {
    const reversed = [...CREATE_PAGES_STEPS].reverse();
    expect(orderProblems(reversed, ["graphql", "reporter", "createPage"])).toEqual([
      "gone pages needs shareCards, which no step before it gives",
      "gone pages needs addressPlan, which no step before it gives",
      "pages needs site, which no step before it gives",
      "pages needs shareCards, which no step before it gives",
      "pages needs entries, which no step before it gives",
      "pages needs entryCards, which no step before it gives",
      "social cards needs entries, which no step before it gives",
      "event months data needs site, which no step before it gives",
    ]);
  });
});
