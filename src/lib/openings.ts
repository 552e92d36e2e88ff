// The careers filters: a keyword and two exact choices, applied as the visitor types or chooses.
import type { JobOpening } from "../types/content";

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

/** The distinct values of one field, sorted for the page's language, for a select's options. */
export function optionsFor(openings: readonly JobOpening[], field: "department" | "location", locale: string): string[] {
  return [...new Set(openings.map((o) => o[field]))].sort((a, b) => a.localeCompare(b, locale));
}
