// JSON-LD for search engines (requirements.md#shared-frame): Organization on home, LocalBusiness on contact, BreadcrumbList elsewhere.
import { settings } from "../config/settings";
import { absoluteUrl, pathFor } from "../i18n/routes";
import type { Lang } from "../i18n/languages";

type JsonLd = Record<string, unknown>;

function postalAddress(): JsonLd {
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

export function organization(lang: Lang): JsonLd {
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

export function localBusiness(lang: Lang): JsonLd {
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
    openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: h.days, opens: h.opens, closes: h.closes }],
  };
}

export function breadcrumbs(items: { name: string; path: string }[]): JsonLd {
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
