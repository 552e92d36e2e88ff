// What the events list pages share about their list's other pages (the page context's `archive`:
// every month's, type's and place's page of the events list, src/node/createPages/sitePages.ts): which
// are months ahead and which earlier, and which are the filters. Run by the build only: the listing
// that shows them is kept as the build rendered it (src/components/ui/StaticHtml.tsx).
import type { ListRouteKey } from "../../i18n/routes";
import type { SitePageContext } from "../../types/pageContext";
import type { ArchiveLink } from "../sections/ArchiveNav";

export type ListLink = NonNullable<SitePageContext["archive"]>[number];

const byRoute = (archive: readonly ListLink[], route: ListRouteKey) => archive.filter((link) => link.route === route);

/** The filters: each type's and each place's page, in the order of their words. */
export function filterLinks(archive: readonly ListLink[]): { type: ListLink[]; place: ListLink[] } {
  return { type: byRoute(archive, "eventsType"), place: byRoute(archive, "eventsPlace") };
}

/**
 * The months' pages: from the build's month on, soonest first (what a visitor plans); the earlier
 * ones by year, newest year first and each year's months in calendar order, to be folded away, so the
 * links a visitor tabs through do not grow as the years pass.
 */
export function monthLinks(
  archive: readonly ListLink[],
  day: string,
): { ahead: ArchiveLink[]; earlier: { heading: string; links: ArchiveLink[] }[] } {
  const now = day.slice(0, 7);
  const months = byRoute(archive, "eventsMonth").sort((a, b) => a.value.localeCompare(b.value));
  const ahead = months.filter((m) => m.value >= now);
  const years = new Map<string, ArchiveLink[]>();
  for (const month of months.filter((m) => m.value < now)) {
    const year = month.value.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), month]);
  }
  return {
    ahead,
    earlier: [...years].sort(([a], [b]) => b.localeCompare(a)).map(([heading, links]) => ({ heading, links })),
  };
}

/** The month pages of some dates (YYYY-MM-DD…), in date order, each once: where the events not shown are. */
export function monthsOf(dates: readonly string[], archive: readonly ListLink[]): ArchiveLink[] {
  const months = new Set(dates.map((date) => date.slice(0, 7)));
  return byRoute(archive, "eventsMonth")
    .filter((link) => months.has(link.value))
    .sort((a, b) => a.value.localeCompare(b.value));
}
