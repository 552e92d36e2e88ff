// JSON-LD for search engines (requirements.md#shared-frame): Organization on home, LocalBusiness on contact, BreadcrumbList elsewhere;
// an item's Event, JobPosting or NewsArticle is in itemStructuredData.ts, so only the pages that show items load it.
// Each builder returns its schema-dts type (types only: nothing of the package reaches a bundle), so a
// misspelt property, a property the type does not have or a value outside a schema.org enumeration
// fails `tsc`. What Google asks of each block is checked on the built pages (__tests__/build/structured-data.test.ts).
import type { BreadcrumbList, DayOfWeek, LocalBusiness, Organization, PostalAddress, Thing, WithContext } from "schema-dts";
import { settings } from "../config/settings";
import { absoluteUrl, pathFor } from "../i18n/routes";
import type { Lang } from "../i18n/languages";

/** One <script type="application/ld+json"> block: a schema.org object with its @context. */
export type JsonLd = WithContext<Thing>;

const DAYS_OF_WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The opening days of src/config/site.json as schema.org's DayOfWeek names; a misspelt day stops the build here. */
function daysOfWeek(days: readonly string[]): DayOfWeek[] {
  return days.map((day) => {
    const known = DAYS_OF_WEEK.find((d) => d === day);
    if (!known) throw new Error(`businessHours.days: "${day}" is not a schema.org DayOfWeek (${DAYS_OF_WEEK.join(", ")})`);
    return known;
  });
}

function postalAddress(): PostalAddress {
  const a = settings.address;
  return {
    "@type": "PostalAddress",
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

export function organization(lang: Lang): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: settings.brandName,
    legalName: settings.legalName,
    url: absoluteUrl(pathFor("home", lang)),
    logo: absoluteUrl("/logo.png"),
    email: settings.email,
    telephone: settings.phone,
    address: postalAddress(),
    sameAs: Object.values(settings.social),
  };
}

export function localBusiness(lang: Lang): WithContext<LocalBusiness> {
  const h = settings.businessHours;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: settings.brandName,
    url: absoluteUrl(pathFor("contact", lang)),
    image: absoluteUrl("/logo.png"),
    email: settings.email,
    telephone: settings.phone,
    address: postalAddress(),
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: daysOfWeek(h.days), opens: h.opens, closes: h.closes }],
  };
}

export function breadcrumbs(items: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absoluteUrl(item.path) })),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. Its text ends at the first "</script",
 * so the characters that could start markup are written as JSON escapes: a name an editor typed
 * as "</script><script>…" stays data (and the CSP, hashed from the built HTML, never sees a script).
 */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
