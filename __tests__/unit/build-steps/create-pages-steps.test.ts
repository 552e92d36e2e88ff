import fs from "fs";
import path from "path";
import { createPages, CREATE_PAGES_STEPS } from "../../../src/node/createPages";
import { openingsByLanguage } from "../../../src/node/createPages/openingsData";
import { routePages } from "../../../src/node/createPages/sitePages";
import { orderProblems } from "../../../src/node/buildSteps";
import { publicDir as PUBLIC_DIR } from "../../../src/node/paths";
import { routeByKey, routes } from "../../../src/i18n/routes";
import { settings } from "../../../src/config/settings";
import { LANGUAGES } from "../../../src/i18n/languages";

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

type CreatePagesArgs = Parameters<NonNullable<typeof createPages>>[0];
interface CreatedPage {
  path: string;
  component: string;
  matchPath?: string;
  context: Record<string, unknown>;
}

/** `count` openings per language, as the build's query returns them (file order, both languages). */
function openingNodes(count: number) {
  return LANGUAGES.flatMap((lang) =>
    Array.from({ length: count }, (_, i) => ({
      lang,
      key: `job-${i}`,
      title: `Job ${i} ${lang}`,
      department: `Dept ${i % 3}`,
      location: `City ${i % 2}`,
      hasPage: false,
    })),
  );
}

/** What the item-pages query finds: a press release with a page text in both languages, and one without. */
const releaseNodes = LANGUAGES.flatMap((lang) => [
  { key: "with-page", lang, title: `Release ${lang}`, body: "## About\n\nText." },
  { key: "card-only", lang, title: `Card ${lang}`, body: null },
]);
const NO_ENTRIES = { pressRelease: { nodes: [] }, opening: { nodes: [] }, event: { nodes: [] } };

async function runCreatePages(
  nodes: ReturnType<typeof openingNodes>,
  result: unknown = { data: { allJobOpening: { nodes }, ...NO_ENTRIES } },
) {
  const pages: CreatedPage[] = [];
  const written = new Map<string, string>();
  jest.spyOn(fs.promises, "mkdir").mockResolvedValue(undefined);
  jest.spyOn(fs.promises, "writeFile").mockImplementation(async (file, data) => void written.set(String(file), String(data)));
  const graphql = jest.fn(async () => result);
  const reporter = { panicOnBuild: jest.fn() };
  await createPages!(
    { actions: { createPage: (page: CreatedPage) => pages.push(page) }, graphql, reporter } as unknown as CreatePagesArgs,
    {} as never,
    () => undefined,
  );
  return { pages, written, graphql, reporter, byPath: (p: string) => pages.find((page) => page.path === p) };
}

afterEach(() => jest.restoreAllMocks());

describe("createPages", () => {
  it("at four openings makes one careers page per language at the slug-map path, as before", async () => {
    const { pages, byPath } = await runCreatePages(openingNodes(4));
    expect(pages.filter((p) => p.path.startsWith("/en/careers") || p.path.startsWith("/es/empleos")).map((p) => p.path)).toEqual([
      "/en/careers",
      "/es/empleos",
    ]);
    expect(byPath("/en/careers")!.context).toMatchObject({
      page: 1,
      pageCount: 1,
      skip: 0,
      limit: settings.careers.openingsPerPage,
      alternates: { en: "/en/careers", es: "/es/empleos" },
    });
    expect(pages).toHaveLength(routes.length * LANGUAGES.length + 3); // the slug map, "/" and the two 404 pages
  });

  it("splits 400 openings into pages of twelve at <base>/<n>, each with its slice and paired alternates", async () => {
    const { pages, byPath } = await runCreatePages(openingNodes(400));
    const careers = pages.filter((p) => p.path.startsWith("/en/careers"));
    expect(careers).toHaveLength(34);
    expect(careers.map((p) => p.path).slice(0, 3)).toEqual(["/en/careers", "/en/careers/2", "/en/careers/3"]);
    expect(byPath("/es/empleos/34")!.context).toMatchObject({
      language: "es",
      routeKey: "careers",
      page: 34,
      pageCount: 34,
      skip: 396,
      limit: 12,
      alternates: { en: "/en/careers/34", es: "/es/empleos/34" },
      i18n: { language: "es", originalPath: "/es/empleos/34", path: "/es/empleos/34" },
    });
    expect(byPath("/en/careers/2")!.component).toBe(path.resolve("src/templates/careers.tsx"));
    expect(byPath("/en/careers/35")).toBeUndefined();
    // Other pages are unchanged; events carries its past list's limit from the settings, and none for upcoming events.
    expect(byPath("/en/events")!.context).toMatchObject({ pastCount: 6, alternates: { en: "/en/events", es: "/es/eventos" } });
    expect(byPath("/en/events")!.context).not.toHaveProperty("upcomingCount");
    expect(byPath("/en/events")!.context).not.toHaveProperty("page");
  });

  it("gives every page its route's card in its language, later careers pages page 1's, and the other pages their home's", async () => {
    const { pages, byPath } = await runCreatePages(openingNodes(13));
    for (const page of pages) expect(page.context.shareImage).toEqual(expect.objectContaining({ src: expect.stringMatching(/^\/og\//) }));
    expect(byPath("/es/acerca")!.context.shareImage).toEqual(card("es", "about"));
    expect(byPath("/es/empleos/2")!.context.shareImage).toEqual(card("es", "careers"));
    expect(byPath("/")!.context.shareImage).toEqual(card("en", "home"));
    expect(byPath("/404")!.context.shareImage).toEqual(card("en", "home"));
    expect(byPath("/es/404")!.context.shareImage).toEqual(card("es", "home"));
  });

  it("writes each language's openings, minimal fields in file order, for the filters", async () => {
    const { written } = await runCreatePages(openingNodes(13));
    const en = JSON.parse(written.get(path.join(PUBLIC_DIR, "data", "openings-en.json"))!);
    expect(en).toHaveLength(13);
    expect(en[0]).toEqual({ key: "job-0", title: "Job 0 en", department: "Dept 0", location: "City 0", hasPage: false });
    expect(JSON.parse(written.get(path.join(PUBLIC_DIR, "data", "openings-es.json"))!)[12].title).toBe("Job 12 es");
  });

  it("makes a page for each item with a page text, in each language, paired with itself in the others", async () => {
    const { byPath, pages } = await runCreatePages([], {
      data: { allJobOpening: { nodes: [] }, ...NO_ENTRIES, pressRelease: { nodes: releaseNodes } },
    });
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

  it("stops the build when the languages disagree on the number of openings, or the query fails", async () => {
    const uneven = openingNodes(13).slice(0, -1);
    const { reporter, pages } = await runCreatePages(uneven);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/different numbers of job openings \(en: 13, es: 12\)/));
    expect(pages).toEqual([]);
    const failed = await runCreatePages([], { errors: [new Error("Cannot query field")] });
    expect(failed.reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/openings data: the job openings query failed/));
    expect(failed.pages).toEqual([]);
  });
});

describe("routePages", () => {
  it("gives an unpaged route its one page and refuses a paged route without a list size", () => {
    expect(routePages(routeByKey("about"), "es", card("es", "about")).map((p) => p.path)).toEqual(["/es/acerca"]);
    expect(() => routePages(routeByKey("careers"), "en", card("en", "careers"))).toThrow(/paged/);
    expect(routePages(routeByKey("careers"), "en", card("en", "careers"), { total: 0, perPage: 12 }).map((p) => p.path)).toEqual([
      "/en/careers",
    ]);
  });

  it("keeps only what the build needs of each opening", () => {
    expect(
      openingsByLanguage([{ lang: "es", key: "k", title: "T", department: "D", location: "L", hasPage: true, goesLiveLabel: null }]),
    ).toEqual({
      en: [],
      es: [{ key: "k", title: "T", department: "D", location: "L", hasPage: true }],
    });
  });

  it("names when an opening goes live only where a private preview shows it before it is public", () => {
    const opening = { lang: "en", key: "k", title: "T", department: "D", location: "L", hasPage: false };
    expect(openingsByLanguage([{ ...opening, goesLiveLabel: "Mon 11 Jan, 08:00 MST" }]).en).toEqual([
      { key: "k", title: "T", department: "D", location: "L", hasPage: false, goesLiveLabel: "Mon 11 Jan, 08:00 MST" },
    ]);
  });
});

describe("the page-creation steps", () => {
  it("run in an order where every step finds what it needs", () => {
    expect(orderProblems(CREATE_PAGES_STEPS, ["graphql", "reporter", "createPage"])).toEqual([]);
  });

  it("would refuse to create pages before the openings and cards exist", () => {
    const reversed = [...CREATE_PAGES_STEPS].reverse();
    expect(orderProblems(reversed, ["graphql", "reporter", "createPage"])).toEqual([
      "gone pages needs shareCards, which no step before it gives",
      "pages needs openings, which no step before it gives",
      "pages needs shareCards, which no step before it gives",
      "pages needs entries, which no step before it gives",
      "pages needs entryCards, which no step before it gives",
      "social cards needs entries, which no step before it gives",
    ]);
  });
});
