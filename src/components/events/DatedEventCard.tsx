import React from "react";
import { entryPath, eventCalendarPath } from "../../i18n/routes";
import type { Lang } from "../../i18n/languages";
import { EventCard, useEventCardLabels, usePastEventCardLabels, type EventItem } from "./EventCard";

interface DatedEventCardProps {
  lang: Lang;
  event: EventItem;
  /** The build's date (YYYY-MM-DD): an event before it is past, with its "held on" card and no calendar file. */
  day: string;
}

/**
 * An event's card as a list shows it on the build's date, upcoming or past (one list may hold both: a
 * month's page): it leads to the event's own page where it has one; an upcoming one offers its calendar file.
 */
export function DatedEventCard({ lang, event, day }: DatedEventCardProps) {
  const labels = useEventCardLabels();
  const pastLabels = usePastEventCardLabels();
  const href = event.hasPage ? entryPath("event", lang, event.key) : undefined;
  return event.date.slice(0, 10) < day ? (
    <EventCard event={event} labels={pastLabels(event.title)} href={href} past />
  ) : (
    <EventCard event={event} labels={labels(event.title)} href={href} calendarHref={eventCalendarPath(lang, event.key)} />
  );
}
