import React, { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { settings } from "../../config/settings";
import { boardView, isFiltering, needsAllOpenings, NO_FILTERS, type OpeningFilters as Filters } from "../../lib/openings";
import type { JobOpening } from "../../lib/openings";
import { Pager } from "../ui/Pager";
import { OpeningFilters } from "./OpeningFilters";
import { OpeningList } from "./OpeningList";
import { OpeningsStatus } from "./OpeningsStatus";
import { useAllOpenings } from "./useAllOpenings";
import type { Lang } from "../../i18n/languages";

interface OpeningsBoardProps {
  /** This page's openings. */
  openings: readonly JobOpening[];
  lang: Lang;
  /** Every opening of the language (all pages): how many, and the distinct departments and locations. */
  total?: number;
  /** Sorted for the language by the build (`openingFilterOptions`), so the browser never sorts them. */
  departments: readonly string[];
  locations: readonly string[];
  /** The page's place in a paged list; without it the page holds every opening. */
  paging?: { page: number; pageCount: number; hrefFor: (page: number) => string };
}

const SINGLE_PAGE = { page: 1, pageCount: 1, hrefFor: () => "" };

/**
 * The openings and their filters. The prerendered page lists its openings (no filter applies without
 * JavaScript; the pager's links still work). Once hydrated, each keystroke or choice narrows the list
 * and the count is announced: in place on a single page, across every page (fetched on first use)
 * when the list is paged.
 */
export function OpeningsBoard({
  openings,
  lang,
  total = openings.length,
  departments,
  locations,
  paging = SINGLE_PAGE,
}: OpeningsBoardProps) {
  const { t } = useTranslation("careers");
  const perPage = settings.careers.openingsPerPage;
  const [filters, setFilters] = useState(NO_FILTERS);
  const [shown, setShown] = useState(perPage);
  const [all, retry] = useAllOpenings(lang, needsAllOpenings(paging.pageCount, filters));
  const view = useMemo(
    () => boardView(openings, filters, { pageCount: paging.pageCount, all, shown }),
    [openings, filters, paging.pageCount, all, shown],
  );
  // A new filter starts again from the first batch of matches.
  const change = (next: Filters) => {
    setFilters(next);
    setShown(perPage);
  };
  return (
    <>
      <OpeningFilters filters={filters} departments={departments} locations={locations} onChange={change} />
      <OpeningsStatus
        view={view}
        total={total}
        filtering={isFiltering(filters)}
        onClear={() => {
          change(NO_FILTERS);
          // The button leaves with the filters it clears: focus goes back to the first filter, not to the page's start.
          document.getElementById("opening-keyword")?.focus();
        }}
        onRetry={retry}
      />
      <OpeningList openings={view.items} hidden={view.hidden} onShowMore={() => setShown((n) => n + perPage)} />
      {view.showPager && (
        <Pager
          label={t("pager.label")}
          page={paging.page}
          pageCount={paging.pageCount}
          hrefFor={paging.hrefFor}
          previous={t("pager.previous")}
          next={t("pager.next")}
          status={t("pager.status", { page: paging.page, count: paging.pageCount })}
        />
      )}
    </>
  );
}
