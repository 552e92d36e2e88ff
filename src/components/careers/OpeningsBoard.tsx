import React, { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "../../i18n/routes";
import { filterOpenings, isFiltering, NO_FILTERS, optionsFor } from "../../lib/openings";
import type { JobOpening } from "../../types/content";
import { Button } from "../ui/Button";
import { OpeningCard } from "./OpeningCard";
import { OpeningFilters } from "./OpeningFilters";
import * as styles from "./OpeningsBoard.module.scss";

/**
 * The openings and their filters. The prerendered page lists all four (no filter applies without
 * JavaScript); once hydrated, each keystroke or choice narrows the list and the count is announced.
 */
export function OpeningsBoard({ openings, lang }: { openings: readonly JobOpening[]; lang: Lang }) {
  const { t } = useTranslation("careers");
  const [filters, setFilters] = useState(NO_FILTERS);
  const visible = useMemo(() => filterOpenings(openings, filters), [openings, filters]);
  const departments = useMemo(() => optionsFor(openings, "department", lang), [openings, lang]);
  const locations = useMemo(() => optionsFor(openings, "location", lang), [openings, lang]);
  return (
    <>
      <OpeningFilters filters={filters} departments={departments} locations={locations} onChange={setFilters} />
      <div className={styles.status}>
        <p role="status" className={styles.count}>
          {visible.length > 0 ? t("filters.count", { count: visible.length, total: openings.length }) : t("filters.none")}
        </p>
        {isFiltering(filters) && (
          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>{t("filters.clear")}</Button>
        )}
      </div>
      <ul className={styles.list}>
        {visible.map((opening) => (
          <li key={opening.key}><OpeningCard opening={opening} /></li>
        ))}
      </ul>
    </>
  );
}
