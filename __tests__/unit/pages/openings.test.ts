import {
  boardView,
  filterOpenings,
  isFiltering,
  loadAllOpenings,
  needsAllOpenings,
  NO_FILTERS,
  normalize,
  openingsDataPath,
  optionsFor,
  parseOpenings,
  sortedOptions,
  type AllOpenings,
} from "../../../src/lib/openings";
import { mailto } from "../../../src/config/settings";
import { FIXTURE_OPENINGS } from "../../fixtures/openings";

// Fixture openings, so these rules hold whatever openings editors publish.
const { en, es } = FIXTURE_OPENINGS;

const keys = (list: { key: string }[]) => list.map((o) => o.key);

describe("the careers filters", () => {
  it("show every opening when nothing is chosen", () => {
    expect(keys(filterOpenings(en, NO_FILTERS))).toEqual(keys(en));
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(isFiltering({ ...NO_FILTERS, keyword: "   " })).toBe(false);
  });

  it("match a keyword in the title, department or location, ignoring case", () => {
    expect(keys(filterOpenings(en, { ...NO_FILTERS, keyword: "SUPPLY" }))).toEqual(["supply-chain-analyst"]);
    expect(keys(filterOpenings(en, { ...NO_FILTERS, keyword: "madrid" }))).toEqual(["franchise-development-lead"]);
    expect(keys(filterOpenings(en, { ...NO_FILTERS, keyword: "community" }))).toEqual(["community-manager"]);
  });

  it("ignore accents, so Spanish readers can type without them", () => {
    expect(normalize("Ciudad de México")).toBe("ciudad de mexico");
    expect(keys(filterOpenings(es, { ...NO_FILTERS, keyword: "mexico" }))).toEqual(["marketing-manager", "supply-chain-analyst"]);
    expect(keys(filterOpenings(es, { ...NO_FILTERS, keyword: "LIDER franquicias" }))).toEqual(["franchise-development-lead"]);
  });

  it("need every word of the keyword", () => {
    expect(keys(filterOpenings(en, { ...NO_FILTERS, keyword: "manager madrid" }))).toEqual([]);
  });

  it("narrow by exact department and location, combined with the keyword", () => {
    expect(keys(filterOpenings(en, { ...NO_FILTERS, department: "Operations" }))).toEqual(["supply-chain-analyst"]);
    expect(keys(filterOpenings(en, { ...NO_FILTERS, location: "Madrid, Spain" }))).toEqual(["franchise-development-lead"]);
    expect(keys(filterOpenings(en, { keyword: "manager", department: "Community", location: "" }))).toEqual(["community-manager"]);
    expect(filterOpenings(en, { keyword: "", department: "Marketing", location: "Madrid, Spain" })).toEqual([]);
    expect(isFiltering({ ...NO_FILTERS, department: "Marketing" })).toBe(true);
  });

  it("offer each department and location once, sorted for the page's language", () => {
    expect(optionsFor(en, "department", "en")).toEqual(["Community", "Franchises", "Marketing", "Operations"]);
    expect(optionsFor(es, "location", "es")).toEqual([
      "Ciudad de México, México",
      "Guadalajara, México",
      "Madrid, España",
      "Remoto (Latinoamérica)",
    ]);
    expect(optionsFor([...en, ...en], "location", "en")).toHaveLength(4);
  });
});

describe("filtering a paged list", () => {
  // A list like the benchmark's scaled one: the four openings many times over, with new keys.
  const many = Array.from({ length: 30 }, (_, i) => en.map((o) => ({ ...o, key: `${o.key}-${i}` }))).flat();
  const page2 = many.slice(12, 24);
  const ready: AllOpenings = { status: "ready", openings: many };
  const idle: AllOpenings = { status: "idle" };

  it("sorts the query's distinct values for the page's language", () => {
    expect(sortedOptions(["Operaciones", "Área", "Marketing", "Área"], "es")).toEqual(["Área", "Marketing", "Operaciones"]);
  });

  it("needs the full list only when a filter is set on a list of several pages", () => {
    expect(needsAllOpenings(1, { ...NO_FILTERS, keyword: "manager" })).toBe(false);
    expect(needsAllOpenings(3, NO_FILTERS)).toBe(false);
    expect(needsAllOpenings(3, { ...NO_FILTERS, keyword: "  " })).toBe(false);
    expect(needsAllOpenings(3, { ...NO_FILTERS, location: "Madrid, Spain" })).toBe(true);
  });

  it("on a single page, filters the page's own openings as before, with no pager", () => {
    const view = boardView(en, { ...NO_FILTERS, keyword: "analyst" }, { pageCount: 1, all: idle, shown: 12 });
    expect(view).toMatchObject({ mode: "page", matches: 1, hidden: 0, showPager: false });
    expect(keys(view.items)).toEqual(["supply-chain-analyst"]);
  });

  it("without a filter, shows the page's openings and the pager", () => {
    const view = boardView(page2, NO_FILTERS, { pageCount: 10, all: ready, shown: 12 });
    expect(view).toMatchObject({ mode: "page", matches: 12, hidden: 0, showPager: true });
    expect(view.items).toEqual(page2);
  });

  it("with a filter, shows matches from every page, a batch at a time, and hides the pager", () => {
    const filters = { ...NO_FILTERS, department: "Marketing" };
    const first = boardView(page2, filters, { pageCount: 10, all: ready, shown: 12 });
    expect(first).toMatchObject({ mode: "search", matches: 30, hidden: 18, showPager: false });
    expect(keys(first.items)).toEqual(Array.from({ length: 12 }, (_, i) => `marketing-manager-${i}`));
    const more = boardView(page2, filters, { pageCount: 10, all: ready, shown: 24 });
    expect(more).toMatchObject({ matches: 30, hidden: 6 });
    expect(boardView(page2, filters, { pageCount: 10, all: ready, shown: 36 })).toMatchObject({ hidden: 0 });
    expect(keys(boardView(page2, { ...NO_FILTERS, keyword: "analyst madrid" }, { pageCount: 10, all: ready, shown: 12 }).items)).toEqual(
      [],
    );
  });

  it("shows nothing while the full list loads, and keeps the pager when it cannot load", () => {
    const filters = { ...NO_FILTERS, keyword: "lead" };
    expect(boardView(page2, filters, { pageCount: 10, all: { status: "loading" }, shown: 12 })).toMatchObject({
      mode: "loading",
      items: [],
      showPager: false,
    });
    expect(boardView(page2, filters, { pageCount: 10, all: idle, shown: 12 })).toMatchObject({ mode: "loading", items: [] });
    expect(boardView(page2, filters, { pageCount: 10, all: { status: "error" }, shown: 12 })).toMatchObject({
      mode: "error",
      items: [],
      showPager: true,
    });
  });
});

describe("the openings file", () => {
  const response = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

  it("has one same-origin path per language", () => {
    expect(openingsDataPath("en")).toBe("/data/openings-en.json");
    expect(openingsDataPath("es")).toBe("/data/openings-es.json");
  });

  it("is read back as openings, with nothing but the four fields", () => {
    expect(parseOpenings([{ ...en[0], extra: 1 }])).toEqual([en[0]]);
    expect(() => parseOpenings({ openings: [] })).toThrow(/not a list/);
    expect(() => parseOpenings([{ key: "x", title: "X" }])).toThrow(/item 0/);
    expect(() => parseOpenings([null])).toThrow(/item 0/);
  });

  it("keeps when an opening goes live, which only a private preview's file names, and refuses one that is not text", () => {
    expect(parseOpenings([{ ...en[0], goesLiveLabel: "Mon 11 Jan, 08:00 MST" }])).toEqual([
      { ...en[0], goesLiveLabel: "Mon 11 Jan, 08:00 MST" },
    ]);
    expect(() => parseOpenings([{ ...en[0], goesLiveLabel: 3 }])).toThrow(/item 0/);
  });

  it("loads from its path, and rejects on an HTTP error, bad data or a network failure", async () => {
    const fetcher = jest.fn(() => response(es));
    await expect(loadAllOpenings("es", fetcher as unknown as typeof fetch)).resolves.toEqual(es);
    expect(fetcher).toHaveBeenCalledWith("/data/openings-es.json", expect.anything());
    await expect(loadAllOpenings("en", (() => response({}, 404)) as unknown as typeof fetch)).rejects.toThrow(/404/);
    await expect(loadAllOpenings("en", (() => response("<html>")) as unknown as typeof fetch)).rejects.toThrow(/not a list/);
    await expect(loadAllOpenings("en", (() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch)).rejects.toThrow(
      /offline/,
    );
  });
});

describe("mail links", () => {
  it("point at the address, with an encoded subject when one is given", () => {
    expect(mailto("careers@example.com")).toBe("mailto:careers@example.com");
    expect(mailto("careers@example.com", "Postulación: Líder & más")).toBe(
      "mailto:careers@example.com?subject=Postulaci%C3%B3n%3A%20L%C3%ADder%20%26%20m%C3%A1s",
    );
  });
});
