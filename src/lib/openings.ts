// The careers filters: a keyword and two exact choices, applied as the visitor types or chooses.

/**
 * An opening is open until the end of its closing date, in the business time zone (the build's
 * date, src/lib/siteDate.ts); without one it stays open. The daily rebuild takes a closed one off the
 * careers page, its own page, the sitemap and the structured data.
 */
export const isOpen = (opening: { closingDate?: string | null }, day: string): boolean =>
  !opening.closingDate || opening.closingDate.slice(0, 10) >= day;

/** A job opening as its GraphQL node gives it. */
export type JobOpening = Pick<Queries.JobOpening, "key" | "title" | "department" | "location" | "hasPage"> &
  // Only on a private preview, and only for an opening not public yet (src/node/schedule/privatePreviews.ts).
  Partial<Pick<Queries.JobOpening, "goesLiveLabel">>;

export interface OpeningFilters {
  keyword: string;
  /** "" means any department. */
  department: string;
  /** "" means any location. */
  location: string;
}

export const NO_FILTERS: OpeningFilters = { keyword: "", department: "", location: "" };

export function isFiltering(filters: OpeningFilters): boolean {
  return filters.keyword.trim() !== "" || filters.department !== "" || filters.location !== "";
}

/** Case and accents do not matter: "mexico" finds "México", "GERENTE" finds "Gerente". */
export function normalize(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** Every word of the keyword must appear in the title, department or location. */
export function matchesOpening(opening: JobOpening, filters: OpeningFilters): boolean {
  if (filters.department && opening.department !== filters.department) return false;
  if (filters.location && opening.location !== filters.location) return false;
  const haystack = normalize(`${opening.title} ${opening.department} ${opening.location}`);
  return normalize(filters.keyword)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function filterOpenings<T extends JobOpening>(openings: readonly T[], filters: OpeningFilters): T[] {
  return openings.filter((opening) => matchesOpening(opening, filters));
}

/**
 * The distinct values of one field, sorted for the page's language, for a select's options. The build
 * runs this (`openingFilterOptions` in src/node/resolvers.ts) rather than the browser: the first
 * locale-aware comparison in a page creates an ICU collator, work that would otherwise delay the
 * careers page's hydration (docs/performance.md).
 */
export function optionsFor(openings: readonly JobOpening[], field: "department" | "location", locale: string): string[] {
  return sortedOptions(
    openings.map((o) => o[field]),
    locale,
  );
}

/** Distinct values sorted for the page's language. */
export function sortedOptions(values: readonly string[], locale: string): string[] {
  return [...new Set(values)].sort((a, b) => a.localeCompare(b, locale));
}
