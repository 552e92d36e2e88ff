// JSON-LD for an item (an event, a job opening, a press release), on its list page or its own page.
// Apart from the site-wide blocks (structuredData.ts), which every page's bundle carries: only the
// templates that show items import this. Each builder returns its schema-dts type, so a misspelt
// property fails `tsc`; what Google asks of each block is checked on the built pages
// (__tests__/build/structured-data.test.ts).
import type { Event, EventStatusType, JobPosting, NewsArticle, Organization, Place, PostalAddress, WithContext } from "schema-dts";
import { settings } from "../config/settings";
import { cutBetweenWords } from "../lib/text";
import { absoluteUrl, pathFor } from "../i18n/routes";
import type { Lang } from "../i18n/languages";

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
  /** Where it is on the site: its own page, where it has one, or its card on its month's page (eventCardPath). */
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
