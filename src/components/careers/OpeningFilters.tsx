import React from "react";
import { useTranslation } from "react-i18next";
import type { OpeningFilters as Filters } from "../../lib/openings";
import * as styles from "./OpeningFilters.module.scss";

interface OpeningFiltersProps {
  filters: Filters;
  departments: readonly string[];
  locations: readonly string[];
  onChange: (filters: Filters) => void;
}

/** A filter's field's element id. */
const idOf = (field: keyof Filters) => `opening-${field}`;

/**
 * What the fields hold in the page now. Typed or chosen before hydration, it is there and nowhere else:
 * hydration keeps a field's value but starts the board's state empty.
 */
export function filtersInPage(): Filters {
  const value = (field: keyof Filters) =>
    (document.getElementById(idOf(field)) as HTMLInputElement | HTMLSelectElement | null)?.value ?? "";
  return { keyword: value("keyword"), department: value("department"), location: value("location") };
}

/** The keyword and the two selects; every change filters at once (no submit button needed). */
export function OpeningFilters({ filters, departments, locations, onChange }: OpeningFiltersProps) {
  const { t } = useTranslation("careers");
  const set = (field: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...filters, [field]: e.target.value });
  // The two selects differ only in their field, their words and their values.
  const selects = [
    { field: "department", label: t("filters.department"), all: t("filters.allDepartments"), options: departments },
    { field: "location", label: t("filters.location"), all: t("filters.allLocations"), options: locations },
  ] as const;
  return (
    // Filters apply as the visitor types or chooses, so there is nothing to submit: a search landmark, not a form.
    <div role="search" aria-label={t("filters.label")} className={styles.filters}>
      <div className={`${styles.field} ${styles.keyword}`}>
        <label htmlFor={idOf("keyword")}>{t("filters.keyword")}</label>
        <input
          id={idOf("keyword")}
          type="search"
          value={filters.keyword}
          placeholder={t("filters.keywordPlaceholder")}
          onChange={set("keyword")}
          autoComplete="off"
        />
      </div>
      {selects.map(({ field, label, all, options }) => (
        <div key={field} className={styles.field}>
          <label htmlFor={idOf(field)}>{label}</label>
          <select id={idOf(field)} value={filters[field]} onChange={set(field)}>
            <option value="">{all}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ))}
    </div>
  );
}
