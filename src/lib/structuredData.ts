// JSON-LD for search engines (requirements.md#shared-frame): Organization on home, LocalBusiness on contact, BreadcrumbList elsewhere.
// Each builder returns its schema-dts type (types only: nothing of the package reaches a bundle), so a
// misspelt property, a property the type does not have or a value outside a schema.org enumeration
// fails `tsc`. What Google asks of each block is checked on the built pages (__tests__/build/structured-data.test.ts).
import type {
  BreadcrumbList,
  DayOfWeek,
  Event,
  EventStatusType,
  JobPosting,
  LocalBusiness,
  NewsArticle,
  Organization,
  Place,
  PostalAddress,
  Thing,
  WithContext,
} from "schema-dts";
import { settings } from "../config/settings";
import { cutBetweenWords } from "./format";
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

/** The group as the organiser, employer or publisher of what its pages show. */
function theGroup(lang: Lang): Organization {
  return { "@type": "Organization", name: settings.brandName, url: absoluteUrl(pathFor("home", lang)), logo: absoluteUrl("/logo.png") };
}

/**
 * "Guadalajara, Mexico" as a postal address: the city, then the country after the last comma, as the
 * content writes places (src/content-model/model.ts asks for "City, Country").
 */
export function addressOf(place: string): PostalAddress {
  const at = place.lastIndexOf(",");
  const [locality, country] = at > 0 ? [place.slice(0, at).trim(), place.slice(at + 1).trim()] : [place.trim(), place.trim()];
  return { "@type": "PostalAddress", addressLocality: locality, addressCountry: country };
}

const EVENT_STATUS: Record<string, EventStatusType> = {
  scheduled: "https://schema.org/EventScheduled",
  cancelled: "https://schema.org/EventCancelled",
  postponed: "https://schema.org/EventPostponed",
  rescheduled: "https://schema.org/EventRescheduled",
};

/** What an event's data is made of, in the page's language. */
export interface EventFacts {
  title: string;
  date: string;
  location: string;
  type: string;
  status?: string | null;
  /** Its own page, where it has one. */
  path?: string;
  /** Its photo's address, where it has one. */
  image?: string;
}

/** An event as search engines read it, on the events page and on its own page (an all-day event, in person). */
export function eventData(event: EventFacts, lang: Lang): WithContext<Event> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    startDate: event.date.slice(0, 10),
    eventStatus: EVENT_STATUS[event.status ?? "scheduled"] ?? EVENT_STATUS.scheduled!,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.location, address: addressOf(event.location) } satisfies Place,
    description: `${event.type} · ${event.location}`,
    organizer: theGroup(lang),
    ...(event.image && { image: [event.image] }),
    ...(event.path && { url: absoluteUrl(event.path) }),
  };
}

/** What a job opening's data is made of, in the page's language. */
export interface OpeningFacts {
  title: string;
  /** The page text as HTML: Google reads a posting's description as HTML. */
  descriptionHtml: string;
  datePosted: string;
  closingDate?: string | null;
  employmentType: string;
  location: string;
  remote: boolean;
  salary?: { min: number; max?: number | null; currency: string; period: string };
  path: string;
}

/** A job opening as Google for Jobs reads it (its own page only, and only while it is open). */
export function jobPostingData(opening: OpeningFacts, lang: Lang): WithContext<JobPosting> {
  const { salary } = opening;
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: opening.title,
    description: opening.descriptionHtml,
    datePosted: opening.datePosted.slice(0, 10),
    ...(opening.closingDate && { validThrough: opening.closingDate.slice(0, 10) }),
    employmentType: opening.employmentType,
    hiringOrganization: theGroup(lang),
    ...(opening.remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "AdministrativeArea", name: opening.location } }
      : { jobLocation: { "@type": "Place", address: addressOf(opening.location) } }),
    ...(salary && {
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: salary.currency,
        value: {
          "@type": "QuantitativeValue",
          ...(salary.max ? { minValue: salary.min, maxValue: salary.max } : { value: salary.min }),
          unitText: salary.period,
        },
      },
    }),
    url: absoluteUrl(opening.path),
  };
}

/** Google shows at most 110 characters of a headline: a longer title is cut between words. */
const headline = (title: string) => cutBetweenWords(title, 110);

/** A press release as an article: its headline, dates, picture (or its page's social card) and the group as author and publisher. */
export function newsArticleData(
  release: { title: string; date: string; summary: string; image: string; path: string },
  lang: Lang,
): WithContext<NewsArticle> {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: headline(release.title),
    description: release.summary,
    datePublished: release.date.slice(0, 10),
    image: [release.image],
    author: theGroup(lang),
    publisher: theGroup(lang),
    mainEntityOfPage: absoluteUrl(release.path),
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
