/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import i18next from "i18next";
import React from "react";
import { I18nextProvider } from "react-i18next";
import { OpeningsBoard } from "../../src/components/careers/OpeningsBoard";
import enJobs from "../../content/collections/jobs/en.json";
import esJobs from "../../content/collections/jobs/es.json";
import enCareers from "../../content/locales/en/careers.json";
import esCareers from "../../content/locales/es/careers.json";
import enCommon from "../../content/locales/en/common.json";
import settings from "../../content/settings.json";
import esCommon from "../../content/locales/es/common.json";

function renderBoard(lang: "en" | "es") {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: lang,
    resources: { en: { careers: enCareers, common: enCommon }, es: { careers: esCareers, common: esCommon } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <OpeningsBoard openings={lang === "en" ? enJobs : esJobs} lang={lang} />
    </I18nextProvider>,
  );
}
const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("the openings board", () => {
  it("lists all four openings before anything is chosen", () => {
    renderBoard("en");
    expect(titles()).toEqual(["Marketing Manager", "Supply Chain Analyst", "Community Manager", "Franchise Development Lead"]);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Showing 4 of 4 positions");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("filters as the visitor types, and says so", () => {
    renderBoard("en");
    fireEvent.change(screen.getByLabelText("Keyword"), { target: { value: "analyst" } });
    expect(titles()).toEqual(["Supply Chain Analyst"]);
    expect(screen.getByRole("status")).toHaveProperty("textContent", "Showing 1 of 4 positions");
  });

  it("filters by the department and location selects, which offer each value once", () => {
    renderBoard("en");
    const department = screen.getByLabelText("Department");
    expect(within(department).getAllByRole("option").map((o) => o.textContent)).toEqual(["All departments", "Community", "Franchises", "Marketing", "Operations"]);
    fireEvent.change(department, { target: { value: "Franchises" } });
    expect(titles()).toEqual(["Franchise Development Lead"]);
    fireEvent.change(screen.getByLabelText("Location"), { target: { value: "Mexico City, Mexico" } });
    expect(titles()).toEqual([]);
  });

  it("says no opening matches, in Spanish too, and clears the filters on request", () => {
    renderBoard("es");
    fireEvent.change(screen.getByLabelText("Palabra clave"), { target: { value: "astronauta" } });
    expect(titles()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe(esCareers.filters.none);
    fireEvent.click(screen.getByRole("button", { name: "Borrar filtros" }));
    expect(titles()).toHaveLength(4);
    expect(screen.getByLabelText("Palabra clave")).toHaveProperty("value", "");
  });

  it("applies by e-mail to the careers address, naming the role", () => {
    renderBoard("en");
    const apply = screen.getByRole("link", { name: "Apply now: Community Manager" });
    expect(apply.getAttribute("href")).toBe(`mailto:${settings.careersEmail}?subject=Application%3A%20Community%20Manager`);
  });
});
