// The data search engines read of the events a list page shows (its Head): each event's own page
// where it has one, else its card on its month's page, which never moves.
import { absoluteUrl, entryPath, eventCardPath } from "../../i18n/routes";
import { eventData } from "../../metadata/itemStructuredData";
import type { Lang } from "../../i18n/languages";

export function eventsJsonLd(events: readonly Queries.EventItemFragment[], lang: Lang) {
  return events.map((event) => {
    const picture = event.image?.file.childImageSharp?.gatsbyImageData.images.fallback?.src;
    const path = event.hasPage ? entryPath("event", lang, event.key) : eventCardPath(lang, event.key, event.date.slice(0, 10));
    return eventData({ ...event, path, image: picture && absoluteUrl(picture) }, lang);
  });
}
