// The careers filters: a keyword and two exact choices, applied as the visitor types or chooses.

/**
 * An opening is open until the end of its closing date, in the business time zone (the build's
 * date, src/lib/siteDate.ts); without one it stays open. The daily rebuild takes a closed one off the
 * careers page, its own page, the sitemap and the structured data.
 */
export const isOpen = (opening: { closingDate?: string | null }, day: string): boolean =>
  !opening.closingDate || opening.closingDate.slice(0, 10) >= day;

/** A job opening as its GraphQL node gives it, and as public/data/openings-<lang>.json lists it. */
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

// ---- Filtering across pages ----
// A paged careers page carries only its own openings. The build writes every opening of each language
// to a small JSON file, which the board fetches the first time a visitor filters.

/** What the build writes and the board reads: the fields the filters and the cards need, nothing more. */
export type OpeningsData = JobOpening[];

/** The site path of one language's openings file (written by src/node/createPages/openingsData.ts). */
export function openingsDataPath(lang: string): string {
  return `/data/openings-${lang}.json`;
}

const isText = (v: unknown): v is string => typeof v === "string";

/** The fetched file, checked: anything else than a list of openings is treated as a failed load. */
export function parseOpenings(data: unknown): OpeningsData {
  if (!Array.isArray(data)) throw new Error("openings file: not a list");
  return data.map((item: unknown, i) => {
    const o = (item ?? {}) as Record<string, unknown>;
    if (!isText(o.key) || !isText(o.title) || !isText(o.department) || !isText(o.location) || typeof o.hasPage !== "boolean")
      throw new Error(`openings file: item ${i} is not an opening`);
    if (o.goesLiveLabel !== undefined && !isText(o.goesLiveLabel)) throw new Error(`openings file: item ${i} is not an opening`);
    const opening = { key: o.key, title: o.title, department: o.department, location: o.location, hasPage: o.hasPage };
    return o.goesLiveLabel === undefined ? opening : { ...opening, goesLiveLabel: o.goesLiveLabel };
  });
}

/** Fetches and checks one language's openings; rejects on a network error, an HTTP error or bad data. */
export async function loadAllOpenings(lang: string, fetcher: typeof fetch = fetch): Promise<OpeningsData> {
  const response = await fetcher(openingsDataPath(lang), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`openings file: HTTP ${response.status}`);
  return parseOpenings(await response.json());
}

/** The full list as the board holds it: not asked for yet, on its way, failed, or there. */
export type AllOpenings = { status: "idle" } | { status: "loading" } | { status: "error" } | { status: "ready"; openings: OpeningsData };

export interface BoardView<T> {
  /** "page": this page's openings (filtered in place on a single page); "search": matches across every page. */
  mode: "page" | "search" | "loading" | "error";
  /** The cards to render. */
  items: T[];
  /** How many openings match in the list searched. */
  matches: number;
  /** Matches not rendered yet (revealed by "Show more"). */
  hidden: number;
  showPager: boolean;
}

/** Whether filtering needs the full list: only when the openings are split over several pages. */
export function needsAllOpenings(pageCount: number, filters: OpeningFilters): boolean {
  return pageCount > 1 && isFiltering(filters);
}

/**
 * What the board shows. On a single page the filters narrow the page's own openings, as ever. With
 * several pages and a filter, the matches come from the full list, at most `shown` of them, and the
 * pager hides (it pages the unfiltered list); if the list cannot be loaded, the pager stays as a way on.
 */
export function boardView<T extends JobOpening>(
  pageOpenings: readonly T[],
  filters: OpeningFilters,
  { pageCount, all, shown }: { pageCount: number; all: AllOpenings; shown: number },
): BoardView<T | JobOpening> {
  if (!needsAllOpenings(pageCount, filters)) {
    const items = filterOpenings(pageOpenings, filters);
    return { mode: "page", items, matches: items.length, hidden: 0, showPager: pageCount > 1 };
  }
  if (all.status === "ready") {
    const matches = filterOpenings(all.openings, filters);
    const items = matches.slice(0, Math.max(0, shown));
    return { mode: "search", items, matches: matches.length, hidden: matches.length - items.length, showPager: false };
  }
  const mode = all.status === "error" ? "error" : "loading";
  return { mode, items: [], matches: 0, hidden: 0, showPager: mode === "error" };
}
