import React, { useEffect, useMemo, useState } from "react";
import { filterOpenings, isFiltering, NO_FILTERS } from "../../lib/openings";
import type { JobOpening } from "../../lib/openings";
import { filtersInPage, OpeningFilters } from "./OpeningFilters";
import { OpeningList } from "./OpeningList";
import { OpeningsStatus } from "./OpeningsStatus";

interface OpeningsBoardProps {
  /** Every open opening of the language, in order. */
  openings: readonly JobOpening[];
  /** Sorted for the language by the build (`openingFilterOptions`), so the browser never sorts them. */
  departments: readonly string[];
  locations: readonly string[];
}

/**
 * The openings and their filters. The prerendered page lists every open opening (no filter applies
 * without JavaScript). Once hydrated, each keystroke or choice narrows the list in place and the
 * count is announced.
 */
export function OpeningsBoard({ openings, departments, locations }: OpeningsBoardProps) {
  const [filters, setFilters] = useState(NO_FILTERS);
  const shown = useMemo(() => filterOpenings(openings, filters), [openings, filters]);
  // A keyword typed or a choice made before the page hydrated is in the fields (hydration keeps their
  // values), not in this state: it filters now.
  useEffect(() => {
    const early = filtersInPage();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fields' values exist only in the browser, once hydrated
    if (isFiltering(early)) setFilters(early);
  }, []);
  return (
    <>
      <OpeningFilters filters={filters} departments={departments} locations={locations} onChange={setFilters} />
      <OpeningsStatus
        shown={shown.length}
        total={openings.length}
        filtering={isFiltering(filters)}
        onClear={() => {
          setFilters(NO_FILTERS);
          // The button leaves with the filters it clears: focus goes back to the first filter, not to the page's start.
          document.getElementById("opening-keyword")?.focus();
        }}
      />
      <OpeningList openings={shown} />
    </>
  );
}
