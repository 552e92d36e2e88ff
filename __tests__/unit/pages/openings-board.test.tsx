/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
import { fireEvent, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider } from "react-i18next";
import { OpeningsBoard } from "../../../src/components/careers/OpeningsBoard";
import { optionsFor } from "../../../src/lib/openings";
import { FIXTURE_OPENINGS } from "../../fixtures/openings";
import enCareers from "../../../content/locales/en/careers.json";
import esCareers from "../../../content/locales/es/careers.json";
import enCommon from "../../../content/locales/en/common.json";
import { settings } from "../../../src/config/settings";
import esCommon from "../../../content/locales/es/common.json";

// Fixture openings, and the page's own words from content/: the tests hold whatever editors publish.
const { en: enJobs, es: esJobs } = FIXTURE_OPENINGS;
const resources = { en: { careers: enCareers, common: enCommon }, es: { careers: esCareers, common: esCommon } };
const i18nFor = (lang: "en" | "es") => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: lang, resources, interpolation: { escapeValue: false } });
  return i18n;
};
/** What the page says, in each language, as the visitor reads it. */
const en = i18nFor("en").getFixedT("en", "careers");
const es = i18nFor("es").getFixedT("es", "careers");

function renderBoard(lang: "en" | "es", board?: Partial<React.ComponentProps<typeof OpeningsBoard>>) {
  const jobs = lang === "en" ? enJobs : esJobs;
  const i18n = i18nFor(lang);
  return render(
    <I18nextProvider i18n={i18n}>
      <OpeningsBoard
        openings={jobs}
        {...board}
        departments={board?.departments ?? optionsFor(jobs, "department", lang)}
        locations={board?.locations ?? optionsFor(jobs, "location", lang)}
      />
    </I18nextProvider>,
  );
}
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("the openings board", () => {
  it("lists every opening before anything is chosen", () => {
    renderBoard("en");
    expect(titles()).toEqual(["Marketing Manager", "Supply Chain Analyst", "Community Manager", "Franchise Development Lead"]);
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.count", { count: 4, total: 4 }));
    expect(screen.queryByRole("button", { name: en("filters.clear") })).toBeNull();
  });

  it("filters as the visitor types, and says so", () => {
    renderBoard("en");
    fireEvent.change(screen.getByLabelText(en("filters.keyword")), { target: { value: "analyst" } });
    expect(titles()).toEqual(["Supply Chain Analyst"]);
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.count", { count: 1, total: 4 }));
  });

  it("filters by the department and location selects, which offer each value once", () => {
    renderBoard("en");
    const department = screen.getByLabelText(en("filters.department"));
    expect(
      within(department)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([en("filters.allDepartments"), "Community", "Franchises", "Marketing", "Operations"]);
    fireEvent.change(department, { target: { value: "Franchises" } });
    expect(titles()).toEqual(["Franchise Development Lead"]);
    fireEvent.change(screen.getByLabelText(en("filters.location")), { target: { value: "Mexico City, Mexico" } });
    expect(titles()).toEqual([]);
  });

  it("offers the choices in the order the build sorted them, and sorts nothing itself while it renders", () => {
    const compare = jest.spyOn(String.prototype, "localeCompare");
    try {
      renderBoard("es", { departments: ["Operaciones", "Comunidad"], locations: ["Madrid, España", "Guadalajara, México"] });
      expect(
        within(screen.getByLabelText(esCareers.filters.department))
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual([esCareers.filters.allDepartments, "Operaciones", "Comunidad"]);
      expect(
        within(screen.getByLabelText(esCareers.filters.location))
          .getAllByRole("option")
          .slice(1)
          .map((o) => o.textContent),
      ).toEqual(["Madrid, España", "Guadalajara, México"]);
      expect(compare).not.toHaveBeenCalled();
    } finally {
      compare.mockRestore();
    }
  });

  it("says no opening matches, in Spanish too, and clears the filters on request", () => {
    renderBoard("es");
    fireEvent.change(screen.getByLabelText(es("filters.keyword")), { target: { value: "astronauta" } });
    expect(titles()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe(esCareers.filters.none);
    fireEvent.click(screen.getByRole("button", { name: es("filters.clear") }));
    expect(titles()).toHaveLength(4);
    expect(screen.getByLabelText(es("filters.keyword"))).toHaveProperty("value", "");
  });

  it("applies by e-mail to the careers address, naming the role", () => {
    renderBoard("en");
    const title = enJobs[2]!.title;
    const apply = screen.getByRole("link", { name: en("openings.applyLabel", { title }) });
    expect(apply.getAttribute("href")).toBe(
      `mailto:${settings.careersEmail}?subject=${encodeURIComponent(en("openings.applySubject", { title }))}`,
    );
  });
});

describe("the openings board with the ten-year count of open openings", () => {
  // 40 open openings (issue 67's ten-year size): one page, every one listed, every filter in place.
  const all = Array.from({ length: 10 }, (_, i) => enJobs.map((o) => ({ ...o, key: `${o.key}-${i}` }))).flat();

  it("lists all of them on the one page and narrows them in place, with no request of its own", () => {
    const fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    renderBoard("en", { openings: all, departments: optionsFor(all, "department", "en"), locations: optionsFor(all, "location", "en") });
    expect(titles()).toHaveLength(40);
    fireEvent.change(screen.getByLabelText(en("filters.department")), { target: { value: "Marketing" } });
    expect(titles()).toHaveLength(10);
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.count", { count: 10, total: 40 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
