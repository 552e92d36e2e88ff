// Long lists split over numbered pages. Page 1 keeps the slug-map path, so links, the header and
// the committed manifest do not change while a list fits on one page; page n ≥ 2 is <base>/<n>.
// Page creation, links, hreflang, breadcrumbs and the sitemap all use these rules.

/** How many pages `total` items fill at `perPage` each; an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new Error(`Items per page must be a whole number ≥ 1, not ${perPage}`);
  return Math.max(1, Math.ceil(total / perPage));
}

/** The path of page `page` of a list whose first page is `base`. */
export function pagedPath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/${page}`;
}

/**
 * The page number `pathname` names under `base`: 1 for the base itself, n for <base>/<n> with n ≥ 2
 * written without leading zeros (so every page has exactly one URL), otherwise undefined.
 */
export function pageOf(base: string, pathname: string): number | undefined {
  if (pathname === base) return 1;
  if (!pathname.startsWith(`${base}/`)) return undefined;
  const rest = pathname.slice(base.length + 1);
  return /^[1-9]\d*$/.test(rest) && Number(rest) >= 2 ? Number(rest) : undefined;
}

export interface PageSlice {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Query variables: the items before this page, and how many it shows at most. */
  skip: number;
  limit: number;
}

/** Every page of a list of `total` items, in order. */
export function pageSlices(total: number, perPage: number): PageSlice[] {
  const count = pageCount(total, perPage);
  return Array.from({ length: count }, (_, i) => ({ page: i + 1, pageCount: count, skip: i * perPage, limit: perPage }));
}
