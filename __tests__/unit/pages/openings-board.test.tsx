/** @jest-environment ./__tests__/support/jsdomEnvironment.cjs */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
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
        lang={lang}
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

describe("the openings board on a paged list", () => {
  // 40 openings over four pages of twelve (the settings), like the benchmark's scaled content.
  const all = Array.from({ length: 10 }, (_, i) => enJobs.map((o) => ({ ...o, key: `${o.key}-${i}` }))).flat();
  const page2 = all.slice(12, 24);
  const paging = { page: 2, pageCount: 4, hrefFor: (n: number) => (n === 1 ? "/en/careers" : `/en/careers/${n}`) };
  const board = {
    openings: page2,
    total: all.length,
    departments: optionsFor(all, "department", "en"),
    locations: optionsFor(all, "location", "en"),
    paging,
  };
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  const respond = (body: unknown, ok = true) => fetchMock.mockResolvedValue({ ok, status: ok ? 200 : 500, json: async () => body });
  const pager = () => screen.queryByRole("navigation", { name: enCareers.pager.label });

  it("shows its own openings and an accessible pager, and fetches nothing until a filter is used", () => {
    renderBoard("en", board);
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(12);
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.count", { count: 12, total: 40 }));
    const nav = pager()!;
    expect(
      within(nav)
        .getByRole("link", { name: en("pager.previous") })
        .getAttribute("href"),
    ).toBe("/en/careers");
    expect(
      within(nav)
        .getByRole("link", { name: en("pager.next") })
        .getAttribute("href"),
    ).toBe("/en/careers/3");
    expect(
      within(nav)
        .getByText(en("pager.status", { page: 2, count: 4 }))
        .getAttribute("aria-current"),
    ).toBe("page");
    // The options come from every page, not only this one.
    expect(
      within(screen.getByLabelText(en("filters.department")))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([en("filters.allDepartments"), "Community", "Franchises", "Marketing", "Operations"]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("filters across every page once the full list arrives, a page's worth at a time, without the pager", async () => {
    respond(all);
    renderBoard("en", board);
    fireEvent.change(screen.getByLabelText(en("filters.department")), { target: { value: "Marketing" } });
    expect(screen.getByRole("status").textContent).toBe(enCareers.filters.loading);
    expect(pager()).toBeNull();
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe("/data/openings-en.json");
    expect(titles()).toEqual(Array(10).fill("Marketing Manager"));
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.count", { count: 10, total: 40 }));

    // Every title has an "a": 40 matches, shown twelve at a time.
    fireEvent.change(screen.getByLabelText(en("filters.department")), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText(en("filters.keyword")), { target: { value: "a" } });
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.countPartial", { shown: 12, count: 40 }));
    const more = () => screen.queryByRole("button", { name: enCareers.filters.showMore });
    fireEvent.click(more()!);
    expect(titles()).toHaveLength(24);
    fireEvent.click(more()!);
    fireEvent.click(more()!);
    expect(titles()).toHaveLength(40);
    expect(more()).toBeNull();
    expect(screen.getByRole("status")).toHaveProperty("textContent", en("filters.count", { count: 40, total: 40 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: en("filters.clear") }));
    expect(titles()).toHaveLength(12);
    expect(pager()).not.toBeNull();
  });

  it("says so when the full list cannot be loaded, keeps the pager, and tries again on request", async () => {
    respond(null, false);
    renderBoard("en", board);
    fireEvent.change(screen.getByLabelText(en("filters.keyword")), { target: { value: "lead" } });
    await act(async () => undefined);
    expect(screen.getByRole("status").textContent).toBe(enCareers.filters.error);
    expect(titles()).toEqual([]);
    expect(pager()).not.toBeNull();
    respond(all);
    fireEvent.click(screen.getByRole("button", { name: enCareers.filters.retry }));
    await act(async () => undefined);
    expect(titles()).toEqual(Array(10).fill("Franchise Development Lead"));
  });
});
