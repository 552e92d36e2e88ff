import { filterOpenings, isFiltering, NO_FILTERS, normalize, optionsFor, sortedOptions } from "../../../src/lib/openings";
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

describe("the filters' choices", () => {
  it("sorts the query's distinct values for the page's language", () => {
    expect(sortedOptions(["Operaciones", "Área", "Marketing", "Área"], "es")).toEqual(["Área", "Marketing", "Operaciones"]);
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
