// On its own, not in eventCalendar.ts: the events page's cards need only this, and eventCalendar.ts
// brings the build's date rules (and the careers page's) into the page's bundle.

/** The id of an event card's heading on its language's events pages (src/components/events/EventCard.tsx): calendar entries link there. */
export function eventTitleId(key: string): string {
  return `${key}-title`;
}

/** The event a fragment of an events page's address names: its card's heading (`<key>-title`), or its bare key. */
export function eventOfFragment(fragment: string): string {
  return fragment.endsWith("-title") ? fragment.slice(0, -"-title".length) : fragment;
}

/**
 * Where a build publishes, per language, the page of each event's month (`{ "<key>": "/en/events/2027-05" }`),
 * for the events page to forward a link an earlier build made to a card it no longer shows.
 */
export function eventMonthsDataPath(lang: string): string {
  return `/data/event-months-${lang}.json`;
}
