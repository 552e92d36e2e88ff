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

/** The keyword and the two selects; every change filters at once (no submit button needed). */
export function OpeningFilters({ filters, departments, locations, onChange }: OpeningFiltersProps) {
  const { t } = useTranslation("careers");
  const set = (field: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange({ ...filters, [field]: e.target.value });
  return (
    // Filters apply as the visitor types or chooses, so there is nothing to submit: a search landmark, not a form.
    <div role="search" aria-label={t("filters.label")} className={styles.filters}>
      <div className={`${styles.field} ${styles.keyword}`}>
        <label htmlFor="opening-keyword">{t("filters.keyword")}</label>
        <input
          id="opening-keyword"
          type="search"
          value={filters.keyword}
          placeholder={t("filters.keywordPlaceholder")}
          onChange={set("keyword")}
          autoComplete="off"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="opening-department">{t("filters.department")}</label>
        <select id="opening-department" value={filters.department} onChange={set("department")}>
          <option value="">{t("filters.allDepartments")}</option>
          {departments.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="opening-location">{t("filters.location")}</label>
        <select id="opening-location" value={filters.location} onChange={set("location")}>
          <option value="">{t("filters.allLocations")}</option>
          {locations.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
