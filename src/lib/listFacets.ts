// What a long list is split and narrowed by: each item's month or year (which never change, so the
// page an item is on never moves), and its type and place (which an events page narrows by). Pure,
// for the build (src/node/schedule/siteAt.ts decides which list pages exist and what each holds) and
// the pages alike.

/** What a list page of a long list is chosen by (src/config/routes.json, a list route's `by`). */
export type ListFacet = "month" | "year" | "type" | "place";

/** An item's month, YYYY-MM, from its date. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** An item's year, YYYY, from its date. */
export const yearOf = (date: string): string => date.slice(0, 4);

/** The place of "City, Country": its last part, the country; a location without a comma is its own place. */
export function placeOf(location: string): string {
  const parts = location.split(",");
  return parts[parts.length - 1]!.trim();
}

/**
 * A text as an address segment: lower-case letters and digits without accents, words joined by
 * hyphens ("Premier tournament" → "premier-tournament", "México" → "mexico"). Every host reads such a
 * segment literally (src/content-model/addresses.ts).
 */
export function slugOf(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** An item's value for a facet, as the item's own text gives it in one language (its label there). */
export function facetLabel(item: Readonly<Record<string, unknown>>, by: ListFacet): string {
  const text = (field: string) => (typeof item[field] === "string" ? (item[field] as string) : "");
  switch (by) {
    case "month":
      return monthOf(text("date"));
    case "year":
      return yearOf(text("date"));
    case "type":
      return text("type").trim();
    case "place":
      return placeOf(text("location"));
  }
}

/** The first and last day of a month (YYYY-MM) or a year (YYYY), for a list page's date range. */
export function dateRange(value: string): { from: string; to: string } {
  if (/^\d{4}$/.test(value)) return { from: `${value}-01-01`, to: `${value}-12-31` };
  const [year, month] = value.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${value}-01`, to: `${value}-${String(last).padStart(2, "0")}` };
}
