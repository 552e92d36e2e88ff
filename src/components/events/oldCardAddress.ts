// Loaded by the events page only when its address names a card it does not show (EventsPage.tsx,
// useOldCardAddresses): the event's month's page, where its card stays, from the file the build
// writes (src/node/createPages/eventMonthsData.ts).
import { eventMonthsDataPath, eventOfFragment, eventTitleId } from "../../lib/eventAnchor";

/** Forwards to the card on its month's page; an event the file does not name (come down, or never one) leaves the visitor here. */
export async function forwardToMonth(lang: string, fragment: string): Promise<void> {
  const key = eventOfFragment(fragment);
  try {
    const response = await fetch(eventMonthsDataPath(lang));
    if (!response.ok) return;
    const months = (await response.json()) as Record<string, unknown>;
    const page = Object.prototype.hasOwnProperty.call(months, key) ? months[key] : undefined;
    if (typeof page === "string" && /^\/[^/]/.test(page)) window.location.replace(`${page}#${eventTitleId(key)}`);
  } catch {
    // Offline, or the file unreadable: the visitor stays on the events page, as without JavaScript.
  }
}
