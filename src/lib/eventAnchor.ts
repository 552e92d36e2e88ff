// On its own, not in eventCalendar.ts: the events page's cards need only this, and eventCalendar.ts
// brings the build's date rules (and the careers page's) into the page's bundle.

/** The id of an event card's heading on its language's events page (src/components/events/EventCard.tsx): calendar entries link there. */
export function eventTitleId(key: string): string {
  return `${key}-title`;
}
